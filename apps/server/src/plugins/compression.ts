import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import fastifyCompress from '@fastify/compress';
import { constants } from 'node:zlib';

/** Bodies under this size go as they are: the encoding costs more than it saves. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * API answers compressed when the client accepts it and the body is large enough. The web
 * build's files are compressed once at build time (`preCompressed` in plugins/web.ts) and
 * pass through untouched because they already carry a content-encoding.
 */
export const compressionPlugin = fp(async (app: FastifyInstance) => {
  await app.register(fastifyCompress, {
    global: true,
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    // Per-request brotli at a low quality: most of the gain for a fraction of the CPU.
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
});
