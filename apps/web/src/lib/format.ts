import type { TUser } from '@dpts/contract/user';
import { POINTS_SUFFIX } from '@dpts/contract/constants';
import { currentLanguage, dateNames, i18n, INTL_LOCALES } from './i18n';
import { groupDigits } from './i18n-core';

export function fullName(user: Pick<TUser, 'firstName' | 'lastName'>): string {
  return `${user.firstName} ${user.lastName}`.trim();
}

export function initials(user: Pick<TUser, 'firstName' | 'lastName'>): string {
  return `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase() || '?';
}

/** Points are shown as {n}dpts (spec section 2, Dashboard). */
export function formatPoints(points: number): string {
  return `${points}${POINTS_SUFFIX}`;
}

/**
 * Dates and numbers in the officer's language (decision 073). Chromium has no date or number data
 * for Hausa, Yoruba, Igbo or Pidgin (Intl falls back to en-US), so those read their month and
 * weekday names from the catalogs (`date-names.ts`, loaded with the language) and write numbers
 * the Nigerian English way (`en-NG`); English and French use Intl.
 */
export type DateStyle = 'short' | 'long' | 'weekday';

/** Numbers in the officer's language: 12,345 (en-NG) or 12 345 (French). */
export function formatNumber(value: number): string {
  const locale = INTL_LOCALES[currentLanguage()] ?? 'en-NG';
  // Whole numbers in en-NG without Intl (its first use loads the ICU data: see i18n-core).
  return (locale === 'en-NG' && groupDigits(value)) || new Intl.NumberFormat(locale).format(value);
}

/**
 * A day: `short` 3 Mar 2025, `long` 3 March 2025, `weekday` Monday, 3 March 2025, in Lagos
 * time (the product's day) whatever the phone's zone.
 */
export function formatDate(value: string | Date, style: DateStyle = 'short'): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  const intlLocale = INTL_LOCALES[currentLanguage()];
  if (intlLocale) {
    return new Intl.DateTimeFormat(intlLocale, {
      timeZone: 'Africa/Lagos',
      day: 'numeric',
      month: style === 'short' ? 'short' : 'long',
      year: 'numeric',
      ...(style === 'weekday' ? { weekday: 'long' } : {}),
    }).format(date);
  }
  const { months, shortMonths, weekdays } = dateNames()!;
  const lagos = new Date(date.getTime() + LAGOS_OFFSET_MS);
  const month = (style === 'short' ? shortMonths : months)[lagos.getUTCMonth()]!;
  const day = `${lagos.getUTCDate()} ${i18n._(month)} ${lagos.getUTCFullYear()}`;
  return style === 'weekday' ? `${i18n._(weekdays[lagos.getUTCDay()])}, ${day}` : day;
}

/** A moment: its day (short) and the Lagos time on a 24-hour clock, 3 Mar 2025, 14:05. */
export function formatDateTime(value: string | Date): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  const lagos = new Date(date.getTime() + LAGOS_OFFSET_MS);
  const time = `${String(lagos.getUTCHours()).padStart(2, '0')}:${String(lagos.getUTCMinutes()).padStart(2, '0')}`;
  return `${formatDate(date, 'short')}, ${time}`;
}

/** Nigeria keeps West Africa Time all year (UTC+1, no daylight saving). */
const LAGOS_OFFSET_MS = 3_600_000;
