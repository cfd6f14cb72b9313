import type { CertificateReader } from '@dpts/contract';
import { FETCH_MAX_BYTES, type Fetched } from '../features/claims/fetch-certificate.ts';

/**
 * Hostile answers a certificate's site could send, each as large as the verifier accepts (2 MB):
 * long runs without a closing quote, deep nesting, huge attributes, many elements, stray end
 * tags, an endless comment, a script that never closes, a title built to make a regular
 * expression backtrack. `measureReaders` times each reader on each (issue #26).
 */
const SIZE = FETCH_MAX_BYTES - 1024;
const fill = (unit: string) => unit.repeat(Math.floor(SIZE / unit.length));

export const pathologicalPages: Record<string, string> = {
  'no closing quote (og:title)': `<html><head><meta property="og:title" content="${fill('a')}`,
  'no closing quote (class)': `<div class="accomplishment-recipient ${fill('x ')}`,
  'deep nesting (div)': fill('<div>'),
  'deep nesting (span in holder)': `<strong class="accomplishment-recipient">${fill('<span>')}`,
  'deep nesting (formatting)': fill('<b><i>'),
  'huge attribute': `<div class="accomplishment-recipient" data-x="${fill('x')}">Ada Obi</div>`,
  'many elements': fill('<span class="profile-badge">a</span>'),
  'stray end tags': `${'<div>'.repeat(200)}${fill('</nope>')}`,
  'endless comment': `<!--${fill('x')}`,
  'script without end': `<script>window.__APOLLO_STATE__ = {"a":"${fill('x')}`,
  'script of 2 MB data': `<script>window.__APOLLO_STATE__ = {${fill('"k":{"__typename":"X"},').replace(/,$/, '')}};</script>`,
  'backtracking title': `<html><head><meta property="og:title" content="${fill('a was issued by b to ')}"><meta property="og:url" content="https://www.credly.com/badges/00000000-0000-0000-0000-000000000000"></head></html>`,
  'backtracking edX title': `<title>${fill('a ')}Certificate | edX</title>`,
  'text of 2 MB': `<p>${fill('Issued Nov 2, 2026 ')}</p>`,
  'JSON of 2 MB': JSON.stringify({ certSlug: 'x', username: 'y', name: fill('n') }),
};

const READERS: CertificateReader[] = [
  'coursera',
  'credly',
  'edx',
  'freecodecamp',
  'accredible',
  'google-skills',
  'microsoft-learn',
];

export type ReaderTiming = { page: string; reader: CertificateReader; ms: number; read: string };

/** Times every reader on every page (best of `runs`, so a busy machine's pauses count less). */
export function measureReaders(
  read: (reader: CertificateReader, answers: Fetched[], linkId: string) => unknown,
  runs = 3,
): ReaderTiming[] {
  const out: ReaderTiming[] = [];
  for (const [page, body] of Object.entries(pathologicalPages))
    for (const reader of READERS) {
      const answer: Fetched = {
        status: 200,
        url: 'https://courses.edx.org/certificates/00000000000000000000000000000000',
        contentType: 'text/html',
        body,
      };
      let best = Infinity;
      let result = '';
      for (let i = 0; i < runs; i++) {
        const started = performance.now();
        const value = read(reader, [answer, answer], '00000000000000000000000000000000');
        best = Math.min(best, performance.now() - started);
        result = typeof value === 'string' ? value : 'read';
      }
      out.push({ page, reader, ms: best, read: result });
    }
  return out;
}
