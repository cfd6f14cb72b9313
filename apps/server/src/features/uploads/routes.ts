import type { FastifyPluginAsync } from 'fastify';
import { eq } from 'drizzle-orm';
import { LEAGUE_LIMITS, leagueMessages } from '@dpts/contract';
import { routes } from '@dpts/contract/api/routes';
import { users } from '../../db/schema.ts';
import { serve } from '../../plugins/routing.ts';
import { readUploadedFile } from '../../plugins/uploaded-file.ts';
import { IMAGE_CACHE_CONTROL, imageFolders, imageStoreFor, storeImage } from './images.ts';

/** POST /v1/uploads/image: league and profile images (docs/design.md §1). */
export const uploadRoutes: FastifyPluginAsync = async (app) => {
  const store = imageStoreFor(app.config);

  // The form is read here by the one multipart reader; the table declares the rest.
  serve(app, routes.uploadImage, {}, async (request) => {
    const { bytes } = await readUploadedFile(request, {
      maxBytes: LEAGUE_LIMITS.imageMaxBytes,
      tooLarge: leagueMessages.imageTooLarge,
    });
    const stored = await storeImage(store, request.query.kind, bytes);
    if (request.query.kind === 'profile')
      await app.database.db
        .update(users)
        .set({ image: stored.image, thumbnail: stored.thumbnail, updatedAt: new Date() })
        .where(eq(users.id, request.session!.user.id));
    return { data: stored };
  });
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
