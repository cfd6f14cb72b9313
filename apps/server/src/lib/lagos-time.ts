import { LAGOS_TIME_ZONE } from '@dpts/contract';

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: LAGOS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const offsetFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: LAGOS_TIME_ZONE,
  timeZoneName: 'longOffset',
});

/** The Lagos calendar day of an instant: '2026-11-23'. The daily ranking resets at its midnight. */
export function lagosDay(at: Date): string {
  return dayFormat.format(at);
}

/** Minutes Lagos is ahead of UTC at an instant (60 today; read from the time-zone data). */
function lagosOffsetMinutes(at: Date): number {
  const name = offsetFormat.formatToParts(at).find((p) => p.type === 'timeZoneName')?.value ?? '';
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

/** The instant a Lagos day starts (its midnight). */
export function lagosDayStart(day: string): Date {
  const utcMidnight = new Date(`${day}T00:00:00Z`);
  return new Date(utcMidnight.getTime() - lagosOffsetMinutes(utcMidnight) * 60_000);
}
