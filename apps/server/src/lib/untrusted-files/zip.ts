import zlib from 'node:zlib';

export type ZipVerdict = 'ok' | 'inflates-too-much' | 'unreadable';

type Budget = {
  inflatedMaxBytes: number;
  compressionRatioMax: number;
  ratioCheckedFromBytes: number;
  zipEntriesMax: number;
};

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;

/**
 * Checks a zip before anything unpacks it: the central directory's inflated sizes against the
 * budget (in all, and the ratio of each large entry), then that each entry really inflates to no
 * more than it declares (zlib stops at the declared size, so a lying directory costs at most the
 * budget). ZIP64 and encrypted entries are refused: a 5 MB spreadsheet needs neither.
 */
export function checkZip(bytes: Uint8Array, budget: Budget): ZipVerdict {
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let end = -1;
  for (let i = buf.length - 22; i >= Math.max(0, buf.length - 22 - 0xffff); i--)
    if (buf.readUInt32LE(i) === EOCD) {
      end = i;
      break;
    }
  if (end < 0) return 'unreadable';
  const count = buf.readUInt16LE(end + 10);
  const dirSize = buf.readUInt32LE(end + 12);
  const dirOffset = buf.readUInt32LE(end + 16);
  if (count === 0xffff || dirOffset === 0xffffffff) return 'unreadable';
  if (count > budget.zipEntriesMax) return 'inflates-too-much';
  if (dirOffset + dirSize > end) return 'unreadable';

  const entries: { method: number; compressed: number; inflated: number; local: number }[] = [];
  let total = 0;
  let at = dirOffset;
  for (let n = 0; n < count; n++) {
    if (at + 46 > end || buf.readUInt32LE(at) !== CENTRAL) return 'unreadable';
    const flags = buf.readUInt16LE(at + 8);
    const method = buf.readUInt16LE(at + 10);
    const compressed = buf.readUInt32LE(at + 20);
    const inflated = buf.readUInt32LE(at + 24);
    const local = buf.readUInt32LE(at + 42);
    if (flags & 1) return 'unreadable';
    if (compressed === 0xffffffff || inflated === 0xffffffff) return 'unreadable';
    total += inflated;
    if (total > budget.inflatedMaxBytes) return 'inflates-too-much';
    if (
      inflated > budget.ratioCheckedFromBytes &&
      inflated > budget.compressionRatioMax * Math.max(compressed, 1)
    )
      return 'inflates-too-much';
    entries.push({ method, compressed, inflated, local });
    at += 46 + buf.readUInt16LE(at + 28) + buf.readUInt16LE(at + 30) + buf.readUInt16LE(at + 32);
  }

  for (const e of entries) {
    if (e.local + 30 > buf.length || buf.readUInt32LE(e.local) !== LOCAL) return 'unreadable';
    const start = e.local + 30 + buf.readUInt16LE(e.local + 26) + buf.readUInt16LE(e.local + 28);
    if (start + e.compressed > buf.length) return 'unreadable';
    const data = buf.subarray(start, start + e.compressed);
    if (e.method === 0) {
      if (e.compressed !== e.inflated) return 'unreadable';
      continue;
    }
    if (e.method !== 8) return 'unreadable';
    try {
      // Output past the declared size means the directory lied: zlib stops there.
      const out = zlib.inflateRawSync(data, { maxOutputLength: Math.max(1, e.inflated) });
      if (out.length > e.inflated) return 'inflates-too-much';
    } catch (err) {
      return (err as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE' || err instanceof RangeError
        ? 'inflates-too-much'
        : 'unreadable';
    }
  }
  return 'ok';
}
