import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { leagueMessages } from '@dpts/contract';
import { badRequest } from '../../lib/app-error.ts';

export type ImageKind = 'league' | 'profile';
export const imageFolders = { league: 'leagueimage', profile: 'profileimage' } as const;

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
        limitInputPixels: 40_000_000,
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
  } catch {
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
