const BASE_MS = 2_000;
const CAP_MS = 15 * 60_000;

/**
 * Exponential backoff with jitter: after n failures in a row, wait between half and all of
 * min(cap, base * 2^(n-1)), so many extensions coming back online do not all retry at once.
 */
export function backoffMs(failures: number, random: () => number = Math.random): number {
  const ceiling = Math.min(CAP_MS, BASE_MS * 2 ** Math.max(0, failures - 1));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

/** A `Retry-After` header (seconds or an HTTP date) in ms from `now`; null when absent or bad. */
export function retryAfterMs(header: string | null, now: number): number | null {
  if (!header) return null;
  const trimmed = header.trim();
  if (/^\d+$/.test(trimmed)) return Math.min(Number(trimmed) * 1000, 24 * 3600_000);
  const at = Date.parse(trimmed);
  if (Number.isNaN(at)) return null;
  return Math.max(0, Math.min(at - now, 24 * 3600_000));
}
