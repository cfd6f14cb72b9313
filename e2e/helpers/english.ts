import type { Page } from 'playwright-core';
import type { TAppLanguage } from '@dpts/contract/app-languages';

/**
 * English words that a sentence in Hausa, Yoruba, Igbo or French does not use; Pidgin is
 * English-based, so for it only those it replaces (di, dis, dey, na).
 */
const ENGLISH_WORDS = new Set(
  'the and your you with this that our will have has been from please are is of to for was were'.split(
    ' ',
  ),
);
const ENGLISH_WORDS_PIDGIN = new Set('the this that are is been were was'.split(' '));

export type PageText = { lines: string[]; title: string };

/** What a reader or a screen reader meets on the page: its text, labels, placeholders, title. */
export function pageText(page: Page): Promise<PageText> {
  return page.evaluate(() => {
    const lines = document.body.innerText.split('\n');
    for (const el of document.querySelectorAll('[aria-label], [placeholder], [title], img[alt]')) {
      for (const name of ['aria-label', 'placeholder', 'title', 'alt'])
        if (el.getAttribute(name)) lines.push(el.getAttribute(name)!);
    }
    return { lines: lines.map((l) => l.trim()).filter(Boolean), title: document.title };
  });
}

export type EnglishLeft = {
  /** catalogued English (a message's literal part) that the page shows untranslated */
  catalogued: string[];
  /** lines with two or more English words the language does not use */
  uncatalogued: string[];
};

/** A line's English words of those a sentence in `language` does not use. */
export function englishWordsIn(line: string, language: TAppLanguage): Set<string> {
  const words = language === 'pcm' ? ENGLISH_WORDS_PIDGIN : ENGLISH_WORDS;
  return new Set(
    line
      .toLowerCase()
      // A slug or an address (`the-science-of-well-being`, a URL) is data, not a sentence.
      .replace(/\S*(?:\/\/|\w\.\w)\S*|\b[a-z0-9]+(?:-[a-z0-9]+)+\b/g, ' ')
      .split(/[^a-z’']+/)
      .filter((w) => words.has(w)),
  );
}

/**
 * The English a page in `language` still shows. `allowed` are names, titles and addresses that
 * stay as they are: lines holding one are left out when `drop` is set, otherwise only the name
 * itself is taken out, so the sentence around it is still read.
 */
export function englishLeftIn(
  text: PageText,
  language: TAppLanguage,
  leftovers: readonly string[],
  allowed: readonly string[],
  { drop = false }: { drop?: boolean } = {},
): EnglishLeft {
  const lines = [text.title, ...text.lines];
  // Longest first, so a name inside another is not cut out of it first.
  const names = [...allowed].filter(Boolean).sort((a, b) => b.length - a.length);
  const all = drop
    ? lines.filter((line) => !names.some((a) => line.includes(a)))
    : lines.map((line) => names.reduce((l, name) => l.split(name).join(' · '), line));
  const joined = all.join('\n');
  return {
    catalogued: leftovers.filter((fragment) => joined.includes(fragment)),
    uncatalogued: all.filter((line) => englishWordsIn(line, language).size >= 2),
  };
}
