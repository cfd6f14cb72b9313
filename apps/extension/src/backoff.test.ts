import { describe, expect, it } from 'vitest';
import { backoffMs, retryAfterMs } from './backoff.ts';

describe('backoffMs', () => {
  it('doubles with each failure, with jitter between half and all of the window, capped', () => {
    expect(backoffMs(1, () => 1)).toBe(2_000);
    expect(backoffMs(1, () => 0)).toBe(1_000);
    expect(backoffMs(3, () => 1)).toBe(8_000);
    expect(backoffMs(30, () => 1)).toBe(15 * 60_000);
  });
});

describe('retryAfterMs', () => {
  const now = Date.UTC(2026, 10, 24, 7, 0, 0);
  it('reads seconds and HTTP dates; ignores what is missing or malformed', () => {
    expect(retryAfterMs('120', now)).toBe(120_000);
    expect(retryAfterMs(new Date(now + 30_000).toUTCString(), now)).toBe(30_000);
    expect(retryAfterMs(null, now)).toBeNull();
    expect(retryAfterMs('soon', now)).toBeNull();
  });
});
