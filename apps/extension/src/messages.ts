import type { TActivityEvent } from '@dpts/contract';

/** Messages content scripts send to the worker. */
export type ToBackground =
  { kind: 'app-page' } | { kind: 'activity'; event: TActivityEvent } | { kind: 'sync-now' };

export function isToBackground(value: unknown): value is ToBackground {
  if (typeof value !== 'object' || value === null) return false;
  const kind = (value as { kind?: unknown }).kind;
  if (kind === 'app-page' || kind === 'sync-now') return true;
  return kind === 'activity' && typeof (value as { event?: unknown }).event === 'object';
}
