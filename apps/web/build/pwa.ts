import { VitePWA, type ManifestOptions } from 'vite-plugin-pwa';

/**
 * The installable app (docs/phones.md, decision 063): the manifest, with the share target that
 * takes a certificate link from any Android app, and a service worker that precaches the app
 * shell and every route's code, so moving between pages with no network shows the app and its
 * offline state instead of a failed import.
 */
export const manifest: Partial<ManifestOptions> = {
  name: 'DigiPoints',
  short_name: 'DigiPoints',
  description: 'Learn free digital skills, earn points, climb leaderboards and join leagues.',
  id: '/',
  start_url: '/dashboard',
  scope: '/',
  display: 'standalone',
  orientation: 'portrait',
  background_color: '#ffffff',
  theme_color: '#0b6e4f',
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
    { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
  // A link shared from another app opens /share, which opens the claim dialog with it.
  share_target: {
    action: '/share',
    method: 'GET',
    params: { title: 'title', text: 'text', url: 'url' },
  },
};

/** Routes whose HTML the build rendered ahead (`pages/…`): precached under their own URL. */
const pageRoute = (file: string) =>
  file === 'pages/index.html' ? '/' : `/${file.slice('pages/'.length).replace(/\.html$/, '')}`;

/**
 * Navigations the cached app shell must not answer: the API, the dev mailbox, uploads, the API
 * docs, and pages with their own HTML in `public/` (the sign-in popup's callback, whose script
 * closes the popup: answered by the shell, the popup stayed open on a second sign-in).
 */
export const notTheAppShell = [/^\/v1\//, /^\/dev\//, /^\/uploads\//, /^\/docs/, /^\/auth\//];

export function pwa() {
  return VitePWA({
    // `main.tsx` registers it after the first page is drawn (lib/service-worker.ts).
    injectRegister: false,
    registerType: 'autoUpdate',
    manifest,
    includeAssets: ['favicon.svg', 'icons/apple-touch-icon.png'],
    workbox: {
      // Every route's code and style, the app shell, the prerendered pages and the icons.
      globPatterns: ['assets/**/*.{js,css,woff2,svg,png,webp}', 'index.html', 'pages/**/*.html'],
      globIgnores: ['**/*.br', '**/*.gz'],
      maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      manifestTransforms: [
        (entries) => ({
          manifest: entries.map((entry) =>
            entry.url.startsWith('pages/') ? { ...entry, url: pageRoute(entry.url) } : entry,
          ),
          warnings: [],
        }),
      ],
      // Any other page opens from the cached shell, except those below.
      navigateFallback: '/index.html',
      navigateFallbackDenylist: notTheAppShell,
      cleanupOutdatedCaches: true,
      clientsClaim: true,
      skipWaiting: true,
      // The catalogue, for choosing a certificate's course with no network (offline claims).
      runtimeCaching: [
        {
          urlPattern: ({ url, request }) =>
            request.method === 'GET' && url.pathname === '/v1/courses',
          handler: 'NetworkFirst',
          options: {
            cacheName: 'catalogue',
            networkTimeoutSeconds: 4,
            expiration: { maxEntries: 4, maxAgeSeconds: 7 * 86_400 },
          },
        },
      ],
      // Web push: showing a notice and opening its page (public/push-sw.js).
      importScripts: ['/push-sw.js'],
    },
  });
}
