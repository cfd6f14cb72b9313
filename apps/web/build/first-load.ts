/**
 * The script a first visit to the landing page loads, per language, gzip -9 (issue 25's budget,
 * decisions 073 and 080): the entry, the landing page's chunk, what they import, and for a
 * language other than English its first catalog. Read from Vite's manifest of a build.
 *
 *   node --import tsx apps/web/build/first-load.ts [--build] [--dist DIR] [--baseline DIR]
 *
 * `--build` builds first (`vite build --manifest`); `--baseline` compares each language with
 * another build's `dist` (built with `--manifest`, e.g. of the commit before a change).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';

type Chunk = { file: string; imports?: string[] };
type Manifest = Record<string, Chunk>;

const LANDING = 'src/app/routes/landing.tsx';
const LANGUAGES = ['en', 'ha', 'yo', 'ig', 'pcm', 'fr'] as const;

function gzipSize(dist: string, file: string): number {
  return gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
}

/** The files `keys` and their static imports load, by manifest key. */
function closure(manifest: Manifest, keys: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return seen;
}

/** File → gzip bytes of what the landing page's first visit in `language` loads. */
export function firstLoad(dist: string, language: string): Map<string, number> {
  const manifest = JSON.parse(
    readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'),
  ) as Manifest;
  const keys = ['index.html', LANDING];
  // The first catalog: a chunk of its own (builds before decision 080), else in the language's
  // module with what comes along.
  const catalog = `src/locales/${language}/messages.po`;
  if (language !== 'en')
    keys.push(manifest[catalog] ? catalog : `src/locales/loaders/${language}.ts`);
  const files = new Map<string, number>();
  for (const key of closure(manifest, keys)) {
    const { file } = manifest[key]!;
    files.set(file, gzipSize(dist, file));
  }
  return files;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB (${bytes} B)`;
const total = (files: Map<string, number>) => [...files.values()].reduce((a, b) => a + b, 0);

function main() {
  const { values } = parseArgs({
    options: {
      build: { type: 'boolean', default: false },
      dist: { type: 'string', default: path.resolve(import.meta.dirname, '../dist') },
      baseline: { type: 'string' },
    },
  });
  if (values.build)
    execFileSync('npx', ['vite', 'build', '--manifest'], {
      cwd: path.resolve(import.meta.dirname, '..'),
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  for (const language of LANGUAGES) {
    const files = firstLoad(values.dist, language);
    const sum = total(files);
    let compared = '';
    if (values.baseline) {
      const change = sum - total(firstLoad(values.baseline, language));
      compared = `, ${kb(Math.abs(change))} ${change > 0 ? 'more' : 'less'} than the baseline`;
    }
    console.log(`${language}: ${kb(sum)} gzip${compared}`);
    if (language === 'en' || language === 'ha')
      for (const [file, bytes] of [...files].sort((a, b) => b[1] - a[1]))
        console.log(`  ${kb(bytes).padStart(18)}  ${file}`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) main();
