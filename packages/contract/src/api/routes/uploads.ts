import { ZImageUploadQuery, ZImageUploadResponse } from '../../leagues.ts';
import { defineRoutes } from '../define.ts';
import { uploadEndpoints } from '../endpoints/uploads.ts';

export const uploadRoutes = defineRoutes(uploadEndpoints, {
  uploadImage: {
    access: 'user',
    tags: ['uploads'],
    // The body is a form (read by the server's one multipart reader), so it has no schema here.
    consumes: ['multipart/form-data'],
    description:
      'An image (form field `file`: PNG, JPEG, WebP or SVG, at most 5 MB, checked by its bytes) stored as WebP with a thumbnail. `kind=profile` also makes it the caller’s profile image.',
    query: ZImageUploadQuery,
    response: ZImageUploadResponse,
  },
});
