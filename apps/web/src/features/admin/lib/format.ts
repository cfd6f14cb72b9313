import {
  formatDate as formatDay,
  formatDateTime as formatMoment,
  formatNumber,
} from '../../../lib/format';

/** Dates in the reader's language (spec section 9; `lib/format.ts`). */
export function formatDate(iso: string): string {
  return formatDay(iso);
}
export function formatDateTime(iso: string): string {
  return formatMoment(iso);
}
/** "1000+" when a search matched more than it counted. */
export function formatTotal(total: number, capped: boolean): string {
  return capped ? `${formatNumber(total)}+` : formatNumber(total);
}
/** A short label for a chart day, without its year: '23 Nov'. */
export function dayLabel(day: string): string {
  return formatDay(`${day}T12:00:00Z`).replace(/\s*\d{4}$/, '');
}
/** How long something has waited, coarsely: '45 s', '12 min', '3 h 5 min', '2 d 4 h'. */
export function formatWait(seconds: number): string {
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return minutes % 60 ? `${hours} h ${minutes % 60} min` : `${hours} h`;
  const days = Math.floor(hours / 24);
  return hours % 24 ? `${days} d ${hours % 24} h` : `${days} d`;
}
