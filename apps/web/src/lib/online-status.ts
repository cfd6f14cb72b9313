import { useSyncExternalStore } from 'react';

/** The first look at the API after it stopped answering; each later one waits twice as long. */
export const FIRST_PROBE_MS = 5_000;
export const LONGEST_PROBE_MS = 60_000;

/**
 * The connection as the officer lives it. The browser's `navigator.onLine` says offline only when
 * the phone has no network at all; with the data bundle used up, or on a Wi-Fi with no internet,
 * it still says online while nothing arrives. So the API not answering at all counts as offline
 * too, until the API's health answers again (asked now and then, and at once after any answer,
 * which may have come from the service worker's cache) or the browser says it is back online.
 */
let isUnreachable = false;
let probeTimer: ReturnType<typeof setTimeout> | undefined;
let probeDelay = FIRST_PROBE_MS;
let isProbing = false;
const listeners = new Set<() => void>();
const backOnlineListeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

function setReachable(): void {
  if (!isUnreachable) return;
  isUnreachable = false;
  clearTimeout(probeTimer);
  probeTimer = undefined;
  probeDelay = FIRST_PROBE_MS;
  notify();
  for (const listener of backOnlineListeners) listener();
}

function scheduleProbe(): void {
  clearTimeout(probeTimer);
  probeTimer = setTimeout(() => void probe(), probeDelay);
  probeDelay = Math.min(probeDelay * 2, LONGEST_PROBE_MS);
}

/** Any answer from the API itself (even an error status) means it is reachable again. */
async function probe(): Promise<void> {
  if (!isUnreachable || isProbing) return;
  isProbing = true;
  try {
    // A bare reachability probe: any answer will do, and the API client itself reports here.
    // eslint-disable-next-line no-restricted-globals
    await fetch('/v1/health', { cache: 'no-store', credentials: 'omit' });
    setReachable();
  } catch {
    if (isUnreachable) scheduleProbe();
  } finally {
    isProbing = false;
  }
}

/** The API did not answer at all (the request failed on the way, not by its deadline). */
export function reportNoAnswer(): void {
  if (isUnreachable) return;
  listenToBrowser();
  isUnreachable = true;
  probeDelay = FIRST_PROBE_MS;
  notify();
  scheduleProbe();
}

/** An answer arrived: while the API counted as unreachable, check it for real now. */
export function reportAnswer(): void {
  if (isUnreachable) void probe();
}

/** False when the phone is certainly offline or the API has stopped answering. */
export function isOnline(): boolean {
  return navigator.onLine && !isUnreachable;
}

let isListening = false;
/** The browser's own 'online' ends an unreachable spell too (added once, on first use). */
function listenToBrowser(): void {
  if (isListening) return;
  isListening = true;
  window.addEventListener('online', () => {
    if (isUnreachable) setReachable();
    else for (const listener of backOnlineListeners) listener();
  });
}

function subscribe(onChange: () => void): () => void {
  listenToBrowser();
  listeners.add(onChange);
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** Calls `listener` each time the connection comes back (the browser's or the API's). */
export function onBackOnline(listener: () => void): () => void {
  listenToBrowser();
  backOnlineListeners.add(listener);
  return () => backOnlineListeners.delete(listener);
}

/** The connection as above, for rendering: false means offline or the API out of reach. */
export function useIsOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, () => true);
}
