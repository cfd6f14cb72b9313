import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { formatter } from '@lingui/format-po';
import type { TAppLanguage } from '@dpts/contract/app-languages';

const repoRoot = path.resolve(import.meta.dirname, '../..');

export type CatalogEntry = { english: string; context?: string; translation: string };

/** Every message of an app's PO catalogs (all areas) in a language, with its English. */
export function readCatalogs(
  app: 'web' | 'server' | 'extension',
  language: TAppLanguage,
): CatalogEntry[] {
  const dir = path.join(repoRoot, 'apps', app, 'src/locales', language);
  const po = formatter({ lineNumbers: false });
  const entries: CatalogEntry[] = [];
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.po'))) {
    const catalog = po.parse(readFileSync(path.join(dir, file), 'utf8'), {
      locale: language,
      sourceLocale: 'en',
      filename: file,
    }) as Record<
      string,
      { message?: string; translation?: string; context?: string | null; obsolete?: boolean }
    >;
    for (const [id, entry] of Object.entries(catalog)) {
      if (entry.obsolete) continue;
      entries.push({
        english: entry.message ?? id,
        context: entry.context ?? undefined,
        translation: entry.translation ?? '',
      });
    }
  }
  return entries;
}

/** A message's translation, looked up by its English (and context); throws when missing. */
export function translationOf(
  entries: CatalogEntry[],
  english: string,
  values: Record<string, string | number> = {},
  context?: string,
): string {
  const entry = entries.find((e) => e.english === english && e.context === context);
  if (!entry?.translation) throw new Error(`no translation of ${JSON.stringify(english)}`);
  return entry.translation.replace(/\{(\w+)\}/g, (all, name: string) =>
    name in values ? String(values[name]) : all,
  );
}

/** The literal text of an ICU message between its placeholders, plural cases and tags. */
export function fragmentsOf(message: string): string[] {
  let depth = 0;
  let flat = '';
  for (const char of message) {
    if (char === '{') depth++;
    if (depth === 0) flat += char;
    else if (flat.at(-1) !== '|') flat += '|';
    if (char === '}') depth = Math.max(0, depth - 1);
  }
  return flat
    .split(/\||<\/?\d+\/?>|\n/)
    .map((f) =>
      f
        .trim()
        .replace(/^[.,:;!?·–—-]+|[,:;·–—-]+$/g, '')
        .trim(),
    )
    .filter(Boolean);
}

/**
 * The English that a page in `language` must not show: each message's literal parts of at least
 * two words that its translation does not keep (Pidgin keeps many English words, and a name such
 * as DigiPoints stays as it is).
 */
export function englishLeftovers(entries: CatalogEntry[]): string[] {
  const found = new Set<string>();
  for (const entry of entries) {
    if (!entry.translation || entry.translation === entry.english) continue;
    for (const fragment of fragmentsOf(entry.english)) {
      if (fragment.split(/\s+/).length < 2 || fragment.length < 8) continue;
      if (entry.translation.includes(fragment)) continue;
      found.add(fragment);
    }
  }
  // A fragment that another language's message keeps as it is (a site's name, an example) is
  // not English left over.
  return [...found].filter((f) => !entries.some((e) => e.translation.includes(f)));
}
