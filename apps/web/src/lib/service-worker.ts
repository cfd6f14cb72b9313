/**
 * Registers the service worker (built by vite-plugin-pwa, `build/pwa.ts`) once the first page is
 * drawn and the browser is idle, so its precache download never competes with the first screen.
 * Not in development (no service worker is built there).
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () =>
    void navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined);
  const later = () =>
    'requestIdleCallback' in window
      ? window.requestIdleCallback(register, { timeout: 5000 })
      : setTimeout(register, 2000);
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
}
