import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { formatter } from '@lingui/format-po';
import type { Plugin } from 'vite';
import { messageKey } from '../src/lib/message-key.ts';
import { compiledEnglish } from './compile-source-messages.ts';

const DIGITS = '0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** 0 → "0", 61 → "Z", 62 → "10": as short as the count of messages allows. */
export function shortId(index: number): string {
  let id = '';
  do {
    id = DIGITS[index % DIGITS.length]! + id;
    index = Math.floor(index / DIGITS.length);
  } while (index > 0);
  return id;
}

/**
 * Lingui's message ids are six characters of a hash; a phone pays for each in the code (English)
 * and in every catalog. The build keys the messages of the English catalogs instead: a message
 * without a context by four characters of a hash of its English (`message-key.ts`), which the
 * browser computes, so the code carries no id at all (decision 080); one with a context, or
 * whose key another message has, by a number (decision 073). The same key is in the code
 * (`compile-source-messages.ts`) and in the compiled catalogs (`shortIdCatalogs`). Ids given
 * explicitly (the contract's texts, looked up by their English) and messages not extracted yet
 * keep their own.
 */
export function shortIdsOf(localesDir: string): Map<string, string> {
  const dir = path.join(localesDir, 'en');
  const english = new Map<string, string | null>();
  const po = formatter({ lineNumbers: false });
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.po'))) {
    const catalog = po.parse(readFileSync(path.join(dir, file), 'utf8'), {
      locale: 'en',
      sourceLocale: 'en',
      filename: file,
    }) as Record<string, { message?: string; context?: string }>;
    // A generated id comes with its message; an explicit one is the message itself.
    for (const [id, entry] of Object.entries(catalog))
      if (entry.message !== undefined)
        english.set(id, entry.context ? null : messageKey(compiledEnglish(entry.message)));
  }
  const holders = new Map<string, number>();
  for (const key of english.values()) if (key) holders.set(key, (holders.get(key) ?? 0) + 1);
  const keys = new Map<string, string>();
  const numbered: string[] = [];
  for (const [id, key] of english)
    if (key && holders.get(key) === 1) keys.set(id, key);
    else numbered.push(id);
  let index = 0;
  for (const id of numbered.sort()) {
    while (holders.has(shortId(index))) index++;
    keys.set(id, shortId(index++));
  }
  return keys;
}

/**
 * Renumbers a compiled catalog's keys (after @lingui/vite-plugin has compiled the PO file).
 * Vitest keeps transformed modules on disk keyed on their source; the numbers change with the
 * catalogs, so they are part of the key of every module that holds them.
 */
export function shortIdCatalogs(ids: ReadonlyMap<string, string>): Plugin {
  const digest = createHash('sha1')
    .update(JSON.stringify([...ids]))
    .digest('hex');
  return {
    name: 'dpts-short-id-catalogs',
    configureVitest({ defineCacheKeyGenerator }) {
      defineCacheKeyGenerator(({ id, sourceCode }) =>
        /\.po$/.test(id.split('?')[0]!) || /@lingui\/(?:core|react)\/macro/.test(sourceCode)
          ? digest
          : undefined,
      );
    },
    transform(code, id) {
      if (!/\.po$/.test(id.split('?')[0]!)) return null;
      const match = /JSON\.parse\(("(?:[^"\\]|\\.)*")\)/.exec(code);
      if (!match) throw new Error(`${id}: not a compiled catalog`);
      const messages = JSON.parse(JSON.parse(match[1]!) as string) as Record<string, unknown>;
      const renumbered = Object.fromEntries(
        Object.entries(messages).map(([key, value]) => [ids.get(key) ?? key, value]),
      );
      const literal = JSON.stringify(JSON.stringify(renumbered));
      return { code: code.replace(match[0], () => `JSON.parse(${literal})`), map: null };
    },
  };
}
