import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { fileMessages, leagueMessages } from '@dpts/contract';
import { badRequest } from '../../lib/app-error.ts';

export type ImageKind = 'league' | 'profile' | 'badge' | 'volunteering' | 'reward';
export const imageFolders = {
  league: 'leagueimage',
  profile: 'profileimage',
  badge: 'badgeimage',
  volunteering: 'volunteerimage',
  reward: 'rewardimage',
} as const;

type Sniffed = 'png' | 'jpeg' | 'webp' | 'svg';

/** The image type from its first bytes; the file name and the browser's word are not trusted. */
export function sniffImage(bytes: Buffer): Sniffed | null {
  if (bytes.subarray(0, 8).equals(Buffer.from('89504e470d0a1a0a', 'hex'))) return 'png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP'
  )
    return 'webp';
  const head = bytes
    .subarray(0, 1024)
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart();
  if (/^(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE svg[^>]*>\s*)?<svg[\s>]/i.test(head))
    return 'svg';
  return null;
}

export type ProcessedImage = { image: Buffer; thumbnail: Buffer };

/** Pixels an upload may declare: sharp refuses more from the header, before decoding (decision 048). */
export const IMAGE_PIXELS_MAX = 40_000_000;

/**
 * Re-encodes every upload as WebP: at most 800 x 800 (the spec's hint is 800 x 400) and a
 * 160 x 160 thumbnail. SVGs are rasterised, so no script or external reference survives.
 */
export async function processImage(bytes: Buffer): Promise<ProcessedImage> {
  const kind = sniffImage(bytes);
  if (!kind) throw badRequest(leagueMessages.imageWrongType, 'file');
  try {
    const source = () =>
      sharp(bytes, {
        limitInputPixels: IMAGE_PIXELS_MAX,
        density: kind === 'svg' ? 144 : undefined,
      }).rotate();
    const [image, thumbnail] = await Promise.all([
      source()
        .resize(800, 800, { fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 82 })
        .toBuffer(),
      source().resize(160, 160, { fit: 'cover' }).webp({ quality: 80 }).toBuffer(),
    ]);
    return { image, thumbnail };
  } catch (err) {
    if (/pixel limit/i.test((err as Error).message))
      throw badRequest(fileMessages.imageTooManyPixels, 'file', 'FILE_REFUSED');
    throw badRequest(leagueMessages.imageUnreadable, 'file');
  }
}

/** Where uploaded images live: DATA_DIR/uploads by default (served under /uploads). */
export type ImageStore = {
  put(key: string, bytes: Buffer): Promise<string>;
  read(key: string): Promise<Buffer | null>;
};

export function diskImageStore(root: string): ImageStore {
  return {
    async put(key, bytes) {
      const file = path.join(root, key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.writeFile(file, bytes);
      return `/uploads/${key}`;
    },
    async read(key) {
      try {
        return await fs.readFile(path.join(root, key));
      } catch {
        return null;
      }
    },
  };
}

/** Long cache: an image's name never changes (a new upload gets a new name). */
export const IMAGE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

export type S3Settings = {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** where browsers fetch the objects; defaults to `{endpoint}/{bucket}` (path-style) */
  publicUrl: string;
};

/** Images in an S3-compatible bucket (path-style, so MinIO and friends work too). */
export function s3ImageStore(settings: S3Settings): ImageStore {
  const client = new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: true,
    credentials: {
      accessKeyId: settings.accessKeyId,
      secretAccessKey: settings.secretAccessKey,
    },
  });
  return {
    async put(key, bytes) {
      await client.send(
        new PutObjectCommand({
          Bucket: settings.bucket,
          Key: key,
          Body: bytes,
          ContentType: 'image/webp',
          CacheControl: IMAGE_CACHE_CONTROL,
        }),
      );
      return `${settings.publicUrl}/${key}`;
    },
    async read(key) {
      try {
        const object = await client.send(
          new GetObjectCommand({ Bucket: settings.bucket, Key: key }),
        );
        return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : null;
      } catch (err) {
        if (err instanceof NoSuchKey) return null;
        throw err;
      }
    },
  };
}

/** The configured store: the S3 bucket when set, else DATA_DIR/uploads. */
export function imageStoreFor(config: { dataDir: string; s3: S3Settings | null }): ImageStore {
  return config.s3 ? s3ImageStore(config.s3) : diskImageStore(path.join(config.dataDir, 'uploads'));
}

export async function storeImage(store: ImageStore, kind: ImageKind, bytes: Buffer) {
  const processed = await processImage(bytes);
  const id = randomUUID();
  const folder = imageFolders[kind];
  const [image, thumbnail] = await Promise.all([
    store.put(`${folder}/${id}.webp`, processed.image),
    store.put(`${folder}/${id}-thumb.webp`, processed.thumbnail),
  ]);
  return { image, thumbnail };
}
