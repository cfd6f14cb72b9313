import type { FastifyInstance } from 'fastify';
import { bearer, uniqueId } from './factories.ts';

/** POSTs one file as multipart/form-data (field `file`) to `/v1{url}`. */
export function uploadFile(
  app: FastifyInstance,
  url: string,
  token: string | undefined,
  filename: string,
  bytes: Buffer,
) {
  const boundary = `----dpts${uniqueId()}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return app.inject({
    method: 'POST',
    url: `/v1${url}`,
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      ...(token ? bearer(token) : {}),
    },
    payload,
  });
}
