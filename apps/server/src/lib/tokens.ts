import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

export const newToken = (): string => randomBytes(32).toString('base64url');
export const hashToken = (token: string): string =>
  createHash('sha256').update(token).digest('hex');
/** Six digits that never start with 0, so the code survives travelling as a number. */
export const newOtp = (): string => String(randomInt(100_000, 1_000_000));
export function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}
