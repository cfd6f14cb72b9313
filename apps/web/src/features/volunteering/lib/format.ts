import { msg, t } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type {
  TVolunteerActivityType,
  TVolunteerEntry,
  TVolunteerState,
} from '@dpts/contract/volunteering';

/** 150 → "2 h 30 min", in the language active now. */
export function formatMinutes(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return t`${m} min`;
  return m ? t`${h} h ${m} min` : t`${h} h`;
}

/** The contract's activity types as the officer reads them (read with `i18n._`). */
export const activityLabels: Record<TVolunteerActivityType, MessageDescriptor> = {
  teaching: msg`Teaching digital skills`,
  'tech-support': msg`Community tech support`,
  'event-support': msg`Event support`,
  mentoring: msg`Mentoring`,
  other: msg({ message: 'Other', context: 'volunteering activity' }),
};

export const statusLabels: Record<TVolunteerState, MessageDescriptor> = {
  pending: msg`Pending`,
  verified: msg`Verified`,
  approved: msg`Approved`,
  denied: msg`Denied`,
  withdrawn: msg`Withdrawn`,
};

export const statusClasses: Record<TVolunteerState, string> = {
  pending: 'bg-amber-100 text-amber-900',
  verified: 'bg-sky-100 text-sky-900',
  approved: 'bg-green-100 text-green-900',
  denied: 'bg-red-100 text-red-900',
  withdrawn: 'bg-gray-100 text-gray-800',
};

/** The hours that count: the supervisor's when they lowered them. */
export const countedMinutes = (entry: TVolunteerEntry) => entry.confirmedMinutes ?? entry.minutes;

/** 15-minute steps up to 12 h, for the duration select (called while rendering: labels translated). */
export const durationOptions = () =>
  Array.from({ length: 48 }, (_, i) => (i + 1) * 15).map((m) => ({
    value: String(m),
    label: formatMinutes(m),
  }));

/** Quarter hours of a day, for the start select. */
export const startOptions = Array.from({ length: 96 }, (_, i) => {
  const value = `${String(Math.floor(i / 4)).padStart(2, '0')}:${String((i % 4) * 15).padStart(2, '0')}`;
  return { value, label: value };
});

/** A new key per form submission attempt series: a retry of the same form reuses it. */
export function newIdempotencyKey(): string {
  return (
    globalThis.crypto?.randomUUID?.() ?? `k${Date.now()}${Math.random().toString(36).slice(2)}`
  );
}

/** Today in Lagos (the server's day), as YYYY-MM-DD. */
export function lagosToday(now = new Date()): string {
  return new Date(now.getTime() + 3_600_000).toISOString().slice(0, 10);
}
