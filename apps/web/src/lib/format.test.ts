import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage } from './i18n';
import { formatDate, formatDateTime, formatNumber } from './format';

afterEach(async () => {
  await activateLanguage('en');
});

// 23:30 UTC on Monday 3 March is 00:30 on Tuesday 4 March in Lagos: the product's day.
const lateMonday = '2025-03-03T23:30:00Z';

describe('dates and numbers in the officer’s language', () => {
  it('English writes Nigerian English, on the Lagos day', () => {
    expect(formatDate(lateMonday, 'long')).toBe('4 March 2025');
    expect(formatDate(lateMonday, 'short')).toBe('4 Mar 2025');
    expect(formatDate(lateMonday, 'weekday')).toMatch(/^Tuesday,? 4 March 2025$/);
    expect(formatDateTime(lateMonday)).toBe('4 Mar 2025, 00:30');
    expect(formatNumber(1234567)).toBe('1,234,567');
  });

  it.each([
    ['ha', '4 Maris 2025', 'Talata, 4 Maris 2025', '4 Mar 2025, 00:30'],
    ['yo', '4 Ẹrẹ̀nà 2025', 'Ìsẹ́gun, 4 Ẹrẹ̀nà 2025', '4 Ẹrẹ̀ 2025, 00:30'],
    ['ig', '4 Maachị 2025', 'Tiuzdee, 4 Maachị 2025', '4 Maa 2025, 00:30'],
    ['pcm', '4 Mach 2025', 'Tiúzdè, 4 Mach 2025', '4 Mach 2025, 00:30'],
  ] as const)(
    '%s names months and weekdays from its catalog and writes numbers as en-NG',
    async (language, long, weekday, dateTime) => {
      await activateLanguage(language);
      expect(formatDate(lateMonday, 'long')).toBe(long);
      expect(formatDate(lateMonday, 'weekday')).toBe(weekday);
      expect(formatDateTime(lateMonday)).toBe(dateTime);
      expect(formatNumber(1234567)).toBe('1,234,567');
    },
  );

  it('French uses its own date and number data', async () => {
    await activateLanguage('fr');
    expect(formatDate(lateMonday, 'long')).toBe('4 mars 2025');
    expect(formatDate(lateMonday, 'weekday')).toBe('mardi 4 mars 2025');
    expect(formatNumber(1234567).replace(/\s/g, ' ')).toBe('1 234 567');
  });
});
