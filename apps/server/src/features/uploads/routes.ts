import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import {
  LEAGUE_LIMITS,
  ZApiError,
  ZImageUploadQuery,
  ZImageUploadResponse,
  leagueMessages,
} from '@dpts/contract';
import { users } from '../../db/schema.ts';
import { badRequest } from '../../lib/app-error.ts';
import { requireUser, sessionSecurity as security } from '../../plugins/auth.ts';
import { IMAGE_CACHE_CONTROL, imageFolders, imageStoreFor, storeImage } from './images.ts';

/** POST /v1/uploads/image: league and profile images (DESIGN.md section 1). */
export const uploadRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(fastifyMultipart, {
    limits: { fileSize: LEAGUE_LIMITS.imageMaxBytes, files: 1, fields: 5 },
  });
  const store = imageStoreFor(app.config);

  app.post(
    '/uploads/image',
    {
      schema: {
        tags: ['uploads'],
        security,
        consumes: ['multipart/form-data'],
        description:
          'An image (form field `file`: PNG, JPEG, WebP or SVG, at most 5 MB, checked by its bytes) stored as WebP with a thumbnail. `kind=profile` also makes it the caller’s profile image.',
        querystring: ZImageUploadQuery,
        response: { 200: ZImageUploadResponse, 400: ZApiError, 401: ZApiError },
      },
      preHandler: requireUser,
    },
    async (request) => {
      if (!request.isMultipart()) throw badRequest(leagueMessages.noFile, 'file');
      const file = await request.file();
      if (!file) throw badRequest(leagueMessages.noFile, 'file');
      let bytes: Buffer;
      try {
        bytes = await file.toBuffer();
      } catch (err) {
        if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
          throw badRequest(leagueMessages.imageTooLarge, 'file');
        throw err;
      }
      const stored = await storeImage(store, request.query.kind, bytes);
      if (request.query.kind === 'profile')
        await app.database.db
          .update(users)
          .set({ image: stored.image, thumbnail: stored.thumbnail, updatedAt: new Date() })
          .where(eq(users.id, request.session!.user.id));
      return { data: stored };
    },
  );
};

const FILE_NAME = /^[0-9a-f-]{36}(-thumb)?\.webp$/;

/** GET /uploads/{leagueimage|profileimage}/{file}: names never change, so they cache for a year. */
export const uploadedFilesRoutes: FastifyPluginAsync = async (app) => {
  // With S3 the bucket serves its own URLs; this route still answers for images stored on disk.
  const store = imageStoreFor(app.config);
  const folders = new Set<string>(Object.values(imageFolders));
  app.get<{ Params: { folder: string; file: string } }>(
    '/uploads/:folder/:file',
    { schema: { hide: true } },
    async (request, reply) => {
      const { folder, file } = request.params;
      const bytes =
        folders.has(folder) && FILE_NAME.test(file) ? await store.read(`${folder}/${file}`) : null;
      if (!bytes)
        return reply
          .code(404)
          .send({ statusCode: 404, error: 'Not Found', message: 'Image not found' });
      return reply
        .type('image/webp')
        .header('cache-control', IMAGE_CACHE_CONTROL)
        .header('x-content-type-options', 'nosniff')
        .send(bytes);
    },
  );
};
