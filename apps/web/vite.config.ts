import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { precompress } from './build/precompress.ts';

const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig(({ command }) => {
  // A build is for serving: React's production bundles whatever NODE_ENV the caller runs with
  // (`NODE_ENV=test npm start` would otherwise ship development React).
  if (command === 'build') process.env.NODE_ENV = 'production';
  return {
    plugins: [react(), tailwindcss(), precompress()],
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
    },
  };
});
