import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { precompress } from './build/precompress.ts';
import { prerender } from './build/prerender.ts';
import { checkStoreLinks } from './build/store-links.ts';
import { pwa } from './build/pwa.ts';
import { linguiMacros } from './build/lingui.ts';

const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig(({ command, mode, isSsrBuild }) => {
  // A build is for serving: React's production bundles whatever NODE_ENV the caller runs with
  // (`NODE_ENV=test npm start` would otherwise ship development React).
  if (command === 'build') process.env.NODE_ENV = 'production';
  if (command === 'build' && !isSsrBuild) {
    // A placeholder listing fails here; an unset one hides its install link (issue 23).
    const { unset } = checkStoreLinks(loadEnv(mode, import.meta.dirname, 'VITE_'));
    if (unset.length > 0)
      console.warn(`Extension install links hidden until set: ${unset.join(', ')}`);
  }
  return {
    plugins: [react(), linguiMacros(), tailwindcss(), prerender(), pwa(), precompress()],
    server: {
      port: 5173,
      proxy: {
        '/v1': apiTarget,
        '/dev': apiTarget,
        '/uploads': apiTarget,
      },
    },
    build: {
      outDir: 'dist',
      target: 'es2020',
      sourcemap: false,
      reportCompressedSize: true,
      rolldownOptions: isSsrBuild
        ? {}
        : {
            output: {
              codeSplitting: {
                groups: [
                  // Everything the entry imports, in one file: one request instead of three.
                  { name: 'app', tags: ['$initial'], priority: 3 },
                  // What every screen's frame uses (the header's language picker, the logo, the app's
                  // settings, the page title, dates and numbers) in one file: shared by lazy
                  // screens, each was its own request, about 1 KB of headers apiece. <Trans> stays
                  // out: the landing page renders without it (decision 080).
                  {
                    name: 'shell',
                    test: /src[\\/](components[\\/](language-picker|logo)|config[\\/]app|lib[\\/](use-document-title|format|language))\.tsx?$/,
                    priority: 3,
                  },
                  // zod in one file, only for screens that validate (forms).
                  { name: 'zod', test: /node_modules[\\/]zod[\\/]/, priority: 2 },
                  // The sign-in rules on their own: the login page loads no phone numbering
                  // plan or local governments (fields.ts re-exports them, and rolldown would
                  // otherwise put them in the fields chunk).
                  {
                    name: 'text-fields',
                    test: /contract[\\/]src[\\/](text-fields|login)\.ts$/,
                    priority: 2,
                  },
                  // What signed-in screens and the sign-in forms share (queries, toasts, error
                  // texts, dialogs): one file instead of a dozen small ones, which cost a phone on
                  // HTTP/1.1 a round trip per six (decision 082). <Trans> stays apart: the light
                  // pages (/signup, /welcome) use it alone. It takes the contract's texts before
                  // text-fields (lower priority) would take them along, with zod.
                  {
                    name: 'screens',
                    test: /node_modules[\\/](goober|react-hot-toast|@tanstack)[\\/]|src[\\/](lib[\\/](toast|api-error|contract-text)|components[\\/](modal|avatar))\.tsx?$|contract[\\/]src[\\/]messages\.ts$/,
                    priority: 3,
                  },
                ],
              },
            },
          },
    },
  };
});
