import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { linguiMacros } from './build/lingui.ts';

export default defineConfig({
  plugins: [react(), linguiMacros()],
  test: {
    name: 'web',
    root: import.meta.dirname,
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    css: false,
    // One jsdom per worker instead of one per file (it cost 42% of the suite's time); tests
    // clean up after themselves in src/test/setup.ts.
    isolate: false,
    // As a build with the extension published: its listings configured (build/store-links.ts).
    env: {
      VITE_EXTENSION_CHROME_URL:
        'https://chromewebstore.google.com/detail/digipoints/abcdefghijklmnopabcdefghijklmnop',
      VITE_EXTENSION_FIREFOX_ANDROID_URL: 'https://addons.mozilla.org/android/addon/digipoints/',
    },
    // Typing through user-event in jsdom is slow when the machine is busy (CI shares cores).
    testTimeout: 20_000,
  },
});
