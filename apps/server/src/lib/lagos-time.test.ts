import { describe, expect, it } from 'vitest';
import { lagosDay, lagosDayStart } from './lagos-time.ts';

describe('lagosDay', () => {
  it('turns at Lagos midnight (23:00 UTC), asked in any order', () => {
    const instants: [string, string][] = [
      ['2026-11-25T22:59:59.999Z', '2026-11-25'],
      ['2026-11-25T23:00:00.000Z', '2026-11-26'],
      ['2026-11-26T12:00:00.000Z', '2026-11-26'],
      ['2026-11-26T22:59:59.999Z', '2026-11-26'],
      ['2026-11-25T10:00:00.000Z', '2026-11-25'],
      ['2026-11-26T23:00:00.000Z', '2026-11-27'],
      ['2027-01-01T00:30:00.000Z', '2027-01-01'],
      ['2026-12-31T22:59:00.000Z', '2026-12-31'],
    ];
    for (const [at, day] of instants) expect(lagosDay(new Date(at)), at).toBe(day);
  });

  it('starts each day at the instant lagosDayStart gives', () => {
    const start = lagosDayStart('2026-11-26');
    expect(start.toISOString()).toBe('2026-11-25T23:00:00.000Z');
    expect(lagosDay(start)).toBe('2026-11-26');
    expect(lagosDay(new Date(start.getTime() - 1))).toBe('2026-11-25');
  });
});
