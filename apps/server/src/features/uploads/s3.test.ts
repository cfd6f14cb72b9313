import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
// @ts-expect-error s3rver ships no types
import S3rver from 's3rver';
import { ConfigError, loadConfig } from '../../config.ts';
import { cspDirectives } from '../../plugins/security-headers.ts';
import { createTestApp, type TestContext } from '../../test/helpers.ts';
import { freePort } from '../../test/processes.ts';
import { bearer, createUser, uniqueId } from '../../test/factories.ts';

// A real S3-compatible server (s3rver) on a free port; the app talks to it with the AWS SDK.
let ctx: TestContext;
let s3: { run(): Promise<unknown>; close(): Promise<void> };
let dir: string;
let endpoint: string;
const bucket = 'dpts-images';

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'dpts-s3-'));
  const port = await freePort();
  endpoint = `http://127.0.0.1:${port}`;
  s3 = new S3rver({
    address: '127.0.0.1',
    port,
    silent: true,
    directory: dir,
    configureBuckets: [{ name: bucket }],
  });
  await s3.run();
  ctx = await createTestApp({
    S3_URL: endpoint,
    S3_BUCKET: bucket,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
  });
});

afterAll(async () => {
  await ctx?.close();
  await s3?.close();
  await fs.rm(dir, { recursive: true, force: true });
});

function upload(kind: 'league' | 'profile', token: string, bytes: Buffer) {
  const boundary = `----dpts${uniqueId()}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="logo.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return ctx.app.inject({
    method: 'POST',
    url: `/v1/uploads/image?kind=${kind}`,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...bearer(token) },
    payload,
  });
}

describe('images in an S3-compatible bucket', () => {
  it('stores league and profile images under their keys, served by the bucket with a long cache', async () => {
    const { token } = await createUser(ctx.database.db);
    const png = await sharp({
      create: { width: 1200, height: 600, channels: 3, background: '#0b5fff' },
    })
      .png()
      .toBuffer();
    const stored: string[] = [];
    for (const [kind, folder] of [
      ['league', 'leagueimage'],
      ['profile', 'profileimage'],
    ] as const) {
      const res = await upload(kind, token, png);
      expect(res.statusCode, res.body).toBe(200);
      const { image, thumbnail } = res.json().data as { image: string; thumbnail: string };
      stored.push(`${folder}/${path.basename(image)}`, `${folder}/${path.basename(thumbnail)}`);
      expect(image).toMatch(new RegExp(`^${endpoint}/${bucket}/${folder}/[0-9a-f-]{36}\\.webp$`));
      expect(thumbnail).toMatch(
        new RegExp(`^${endpoint}/${bucket}/${folder}/[0-9a-f-]{36}-thumb\\.webp$`),
      );
      // What a browser gets from the bucket.
      const served = await fetch(image);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/webp');
      expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
      expect([meta.format, meta.width]).toEqual(['webp', 800]);
      const thumb = await sharp(
        Buffer.from(await (await fetch(thumbnail)).arrayBuffer()),
      ).metadata();
      expect([thumb.width, thumb.height]).toEqual([160, 160]);
    }
    const profile = await ctx.app.inject({
      method: 'GET',
      url: '/v1/profile',
      headers: bearer(token),
    });
    expect(profile.json().data.image).toMatch(new RegExp(`^${endpoint}/${bucket}/profileimage/`));
    // None of these images landed on the local disk (other test files may share the data dir).
    for (const key of stored)
      await expect(fs.stat(path.join(ctx.config.dataDir, 'uploads', key))).rejects.toThrow();
  });

  it('lets pages load images from the bucket origin (CSP img-src)', () => {
    expect(cspDirectives(ctx.config)['img-src']).toContain(endpoint);
    const cdn = loadConfig({
      S3_URL: endpoint,
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: 'a',
      S3_SECRET_ACCESS_KEY: 'b',
      S3_PUBLIC_URL: 'https://img.example.com/digipoints/',
    });
    expect(cdn.s3?.publicUrl).toBe('https://img.example.com/digipoints');
    expect(cspDirectives(cdn)['img-src']).toContain('https://img.example.com');
    expect(cspDirectives(cdn)['img-src']).not.toContain(endpoint);
    expect(cspDirectives(loadConfig({}))['img-src']).toEqual(["'self'", 'data:', 'blob:']);
  });

  it('refuses a partial bucket configuration at start, naming what is missing', () => {
    expect(() => loadConfig({ S3_URL: endpoint, S3_BUCKET: bucket })).toThrow(
      new ConfigError('Invalid S3 configuration: missing S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY'),
    );
    expect(() => loadConfig({ S3_PUBLIC_URL: 'https://img.example.com' })).toThrow(
      /missing S3_URL, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY/,
    );
    expect(() => loadConfig({ S3_URL: 'ftp://x', S3_BUCKET: 'b' })).toThrow(/Invalid S3_URL/);
    expect(loadConfig({}).s3).toBeNull();
    expect(
      loadConfig({
        S3_URL: `${endpoint}/`,
        S3_BUCKET: 'b',
        S3_ACCESS_KEY_ID: 'a',
        S3_SECRET_ACCESS_KEY: 's',
      }).s3,
    ).toMatchObject({
      endpoint,
      region: 'us-east-1',
      publicUrl: `${endpoint}/b`,
    });
  });
});
