/** Dates in the reader's local format (spec section 9). */
export function formatDate(iso: string): string {
  return new Date(iso).toLocaleDateString();
}
export function formatDateTime(iso: string): string {
  return new Date(iso).toLocaleString();
}
/** "1000+" when a search matched more than it counted. */
export function formatTotal(total: number, capped: boolean): string {
  return capped ? `${total.toLocaleString()}+` : total.toLocaleString();
}
/** A short weekday-less label for a chart day: '23 Nov'. */
export function dayLabel(day: string): string {
  return new Date(`${day}T12:00:00Z`).toLocaleDateString(undefined, {
    day: 'numeric',
    month: 'short',
  });
}
