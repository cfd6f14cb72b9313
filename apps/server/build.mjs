// Bundles the server into dist/server.js: workspace TypeScript (the contract) is bundled in,
// npm dependencies stay external and load from node_modules.
import { build } from 'esbuild';
import { cpSync, readFileSync, rmSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies });
rmSync(new URL('./dist', import.meta.url), { recursive: true, force: true });
await build({
  // The table reader thread beside the server (lib/untrusted-files/read-table.ts finds it there).
  entryPoints: {
    server: 'src/server.ts',
    'table-worker': 'src/lib/untrusted-files/table-worker.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external,
  banner: {
    js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
  },
  logLevel: 'warning',
});
// The emails' catalogs, read at start beside dist/server.js (src/lib/i18n.ts).
cpSync(new URL('./src/locales', import.meta.url), new URL('./dist/locales', import.meta.url), {
  recursive: true,
});
