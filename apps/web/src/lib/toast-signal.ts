/**
 * Whether a toast has been raised yet. The toasts' host (and react-hot-toast's styles) is drawn
 * only then (`app/provider.tsx`): most visits raise none, and drawing it cost a cheap phone a
 * long task. This module stays tiny so that the entry script can listen.
 */
let raised = false;
const listeners = new Set<() => void>();

export function toastRaised(): void {
  if (raised) return;
  raised = true;
  listeners.forEach((listener) => listener());
}

/** Calls `listener` once the first toast is raised (at once if one was); returns the unsubscribe. */
export function onFirstToast(listener: () => void): () => void {
  if (raised) {
    listener();
    return () => undefined;
  }
  listeners.add(listener);
  return () => listeners.delete(listener);
}
