/** Client-side paging for short lists (learning tracks, a track's courses). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** The items of a 1-based page; a page past the end is clamped to the last one. */
export function pageOf<T>(items: readonly T[], page: number, pageSize: number): T[] {
  const last = pageCount(items.length, pageSize);
  const current = Math.min(Math.max(1, page), last);
  return items.slice((current - 1) * pageSize, current * pageSize);
}
