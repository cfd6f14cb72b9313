// Placeholder build until the extension issue: writes an unpacked Manifest V3 extension to dist/.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';

const manifest = JSON.parse(readFileSync(new URL('./src/manifest.json', import.meta.url), 'utf8'));
rmSync(new URL('./dist', import.meta.url), { recursive: true, force: true });
mkdirSync(new URL('./dist', import.meta.url), { recursive: true });
writeFileSync(new URL('./dist/manifest.json', import.meta.url), JSON.stringify(manifest, null, 2));
