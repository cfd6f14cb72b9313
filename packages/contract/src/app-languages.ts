// Without zod, so the web app's entry can pick a language before loading zod (profile.ts has
// the schemas).

/**
 * The languages the product speaks (issue 25, decision 073): English is the source, then Hausa,
 * Yoruba, Igbo, Nigerian Pidgin and French. Not to be confused with `languages` in options.ts,
 * the officer's answer to a sign-up question.
 */
export const APP_LANGUAGES = ['en', 'ha', 'yo', 'ig', 'pcm', 'fr'] as const;
export type TAppLanguage = (typeof APP_LANGUAGES)[number];
export const DEFAULT_APP_LANGUAGE: TAppLanguage = 'en';

/** Each language's name in itself: the picker shows these, untranslated. */
export const APP_LANGUAGE_NAMES: Record<TAppLanguage, string> = {
  en: 'English',
  ha: 'Hausa',
  yo: 'Yorùbá',
  ig: 'Igbo',
  pcm: 'Naijá (Pidgin)',
  fr: 'Français',
};

export function isAppLanguage(value: unknown): value is TAppLanguage {
  return typeof value === 'string' && (APP_LANGUAGES as readonly string[]).includes(value);
}

/**
 * The first of the given language tags (`navigator.languages`, an Accept-Language header's
 * order) that the product speaks: `ha-NG` is Hausa, `en-GB` English; none of them gives English.
 */
export function pickAppLanguage(tags: readonly string[]): TAppLanguage {
  for (const tag of tags) {
    const base = tag.trim().toLowerCase().split(/[-_;]/)[0];
    if (isAppLanguage(base)) return base;
  }
  return DEFAULT_APP_LANGUAGE;
}

/** The tags of an Accept-Language header in the order of their weights (`q`). */
export function acceptLanguageTags(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((t) => t.tag !== '' && t.tag !== '*' && t.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((t) => t.tag);
}
