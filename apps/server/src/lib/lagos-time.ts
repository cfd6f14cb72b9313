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

/** The last day asked for and the instants it spans: formatting costs more than a daily board. */
let known: { day: string; from: number; until: number } | null = null;

/** The Lagos calendar day of an instant: '2026-11-23'. The daily ranking resets at its midnight. */
export function lagosDay(at: Date): string {
  const t = at.getTime();
  if (known && t >= known.from && t < known.until) return known.day;
  const day = dayFormat.format(at);
  const next = new Date(`${day}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  known = {
    day,
    from: lagosDayStart(day).getTime(),
    until: lagosDayStart(next.toISOString().slice(0, 10)).getTime(),
  };
  return day;
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
