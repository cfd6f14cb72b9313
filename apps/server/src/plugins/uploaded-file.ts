import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import fastifyMultipart from '@fastify/multipart';
import { leagueMessages } from '@dpts/contract';
import { badRequest } from '../lib/app-error.ts';
import { closeTableReaders } from '../lib/untrusted-files/read-table.ts';

/** The largest file any route takes; each route reads with its own, smaller or equal, limit. */
const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;

/**
 * Multipart bodies, registered once for every upload route (league and profile images, member
 * files, and what later features add): one file and a few fields a request.
 */
export const uploadedFilePlugin = fp(async (app: FastifyInstance) => {
  await app.register(fastifyMultipart, {
    limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 5 },
  });
  // The table readers' threads end with the server (a later read starts them again).
  app.addHook('onClose', async () => closeTableReaders());
});

export type UploadedFile = { filename: string; bytes: Buffer };

/**
 * The one way a route reads its uploaded file (form field `file`): at most `maxBytes`, refused
 * with `tooLarge` past it, without reading the rest into memory.
 */
export async function readUploadedFile(
  request: FastifyRequest,
  limits: { maxBytes: number; tooLarge: string },
): Promise<UploadedFile> {
  if (!request.isMultipart()) throw badRequest(leagueMessages.noFile, 'file');
  const file = await request.file({
    limits: { fileSize: Math.min(limits.maxBytes, UPLOAD_MAX_BYTES), files: 1, fields: 5 },
  });
  if (!file) throw badRequest(leagueMessages.noFile, 'file');
  try {
    return { filename: file.filename, bytes: await file.toBuffer() };
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw badRequest(limits.tooLarge, 'file', 'FILE_REFUSED');
    throw err;
  }
}
