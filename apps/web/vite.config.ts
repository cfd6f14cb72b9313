import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { precompress } from './build/precompress.ts';
import { prerender } from './build/prerender.ts';

const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig(({ command, isSsrBuild }) => {
  // A build is for serving: React's production bundles whatever NODE_ENV the caller runs with
  // (`NODE_ENV=test npm start` would otherwise ship development React).
  if (command === 'build') process.env.NODE_ENV = 'production';
  return {
    plugins: [react(), tailwindcss(), prerender(), precompress()],
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
                  // zod in one file, only for screens that validate (forms).
                  { name: 'zod', test: /node_modules[\\/]zod[\\/]/, priority: 2 },
                ],
              },
            },
          },
    },
  };
});
