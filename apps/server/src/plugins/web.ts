import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';

declare module 'fastify' {
  interface FastifyInstance {
    /** Serves the web app's index.html for client-side routes; false when there is no build. */
    sendSpa: ((reply: import('fastify').FastifyReply) => unknown) | false;
  }
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
const COMPRESSED = /\.(js|mjs|css|svg|html|json|webmanifest|txt|xml)(\.br|\.gz)?$/;

function findWebDist(configured: string | undefined): string | null {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = configured
    ? [path.resolve(configured)]
    : ['../../../web/dist', '../../web/dist'].map((p) => path.resolve(here, p));
  return candidates.find((dir) => fs.existsSync(path.join(dir, 'index.html'))) ?? null;
}

/** The built web app, with index.html for every client-side route. */
export const webPlugin = fp(
  async (app: FastifyInstance, opts: { webDist?: string | undefined }) => {
    const root = findWebDist(opts.webDist);
    if (!root) {
      app.decorate('sendSpa', false);
      return;
    }
    await app.register(fastifyStatic, {
      root,
      wildcard: true,
      index: false,
      // The build writes .br and .gz beside each text asset (apps/web/build/precompress.ts).
      preCompressed: true,
      // Off, or `send` would overwrite the header set below with `public, max-age=0`.
      cacheControl: false,
      setHeaders(res, filePath) {
        // Hashed build assets never change; everything else (index.html, favicon) revalidates.
        if (filePath.includes(`${path.sep}assets${path.sep}`))
          res.setHeader('cache-control', IMMUTABLE);
        else res.setHeader('cache-control', 'no-cache');
        if (COMPRESSED.test(filePath)) res.setHeader('vary', 'accept-encoding');
      },
    });
    const sendSpa = (reply: import('fastify').FastifyReply) =>
      reply.type('text/html').header('cache-control', 'no-cache').sendFile('index.html');
    app.decorate('sendSpa', sendSpa);
    // The static wildcard answers a directory with 403 when `index` is off, so `/` is explicit.
    app.get('/', { schema: { hide: true } }, (_request, reply) => sendSpa(reply));
  },
);
