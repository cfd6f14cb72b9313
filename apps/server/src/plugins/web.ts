import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Serves a client-side route: its prerendered page when the build made one, else the app's
     * index.html; false when there is no build.
     */
    sendSpa: ((request: FastifyRequest, reply: FastifyReply) => unknown) | false;
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

/**
 * The pages the web build rendered ahead (`apps/web/build/prerender.ts`), by route:
 * `pages/index.html` is `/`, `pages/signup/with-email.html` is `/signup/with-email`.
 */
export function prerenderedPages(root: string): Map<string, string> {
  const pages = new Map<string, string>();
  const dir = path.join(root, 'pages');
  if (!fs.existsSync(dir)) return pages;
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
    const file = path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep);
    const route = `/${file
      .slice(1)
      .join('/')
      .replace(/\.html$/, '')}`;
    pages.set(route === '/index' ? '/' : route, file.join('/'));
  }
  return pages;
}

/** The built web app: each prerendered page for its route, index.html for every other. */
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
    const pages = prerenderedPages(root);
    const sendSpa = (request: FastifyRequest, reply: FastifyReply) => {
      const page = pages.get(request.url.split('?')[0]!) ?? 'index.html';
      return reply.type('text/html').header('cache-control', 'no-cache').sendFile(page);
    };
    app.decorate('sendSpa', sendSpa);
    // The static wildcard answers a directory with 403 when `index` is off, so `/` is explicit.
    // The prerendered pages too, whatever the request accepts: the service worker's precache
    // fetches them without `accept: text/html`, and one 404 would fail its whole install.
    for (const route of new Set(['/', ...pages.keys()]))
      app.get(route, { schema: { hide: true } }, sendSpa);
  },
);
