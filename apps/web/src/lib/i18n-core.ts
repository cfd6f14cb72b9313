import { messageKey } from './message-key';

/**
 * The part of `@lingui/core` the app runs (decision 080): looks a message up in the active
 * language's catalog, else takes the English compiled into the code, and fills in the compiled
 * message (placeholders, `plural`, `selectordinal`, `select`) as Lingui's `interpolate` does.
 * Lingui's own weighs three times as much in the entry script (event emitter, loaders, date and
 * number caches, a compiler hook); `i18n-core.test.ts` holds this one to Lingui's output on every
 * message of every catalog.
 */

/** A message as Lingui's compiler writes it: text, or text and `[name, type?, cases?]` tokens. */
export type CompiledMessage = string | Token[];
type Token = string | [name: string, type?: string, cases?: Record<string, CompiledMessage>];
export type Messages = Record<string, CompiledMessage>;
type Values = Record<string, unknown>;
type Descriptor = { id?: string; message?: CompiledMessage; values?: Values };

const rules = new Map<string, Intl.PluralRules>();

/**
 * The first Intl object a page makes loads the ICU data (about 30 ms on a fast desktop, four times
 * that on a cheap phone), so the common cases skip Intl: English cardinal plurals, and whole
 * numbers in every language but French, which all write them the Nigerian English way (12,345).
 */
export function groupDigits(value: number): string | undefined {
  return Number.isSafeInteger(value) ? String(value).replace(/\B(?=(\d{3})+$)/g, ',') : undefined;
}

/** Lingui's locales for Intl: the language, then English (which Intl always has). */
function pluralCase(locale: string, type: string, value: number): string {
  if (locale === 'en' && type === 'plural') return value === 1 ? 'one' : 'other';
  const key = `${locale}/${type}`;
  let found = rules.get(key);
  if (!found) {
    found = new Intl.PluralRules([locale, 'en'], {
      type: type === 'plural' ? 'cardinal' : 'ordinal',
    });
    rules.set(key, found);
  }
  return found.select(value);
}

/** `#` in a plural: the count as the language writes it. */
const formatCount = (locale: string, value: number) =>
  (locale !== 'fr' && groupDigits(value)) || new Intl.NumberFormat([locale, 'en']).format(value);

function fill(message: CompiledMessage, values: Values, locale: string, count?: string): string {
  if (typeof message === 'string') return message;
  let text = '';
  for (const token of message) {
    if (typeof token === 'string') {
      // `#` is a token of its own only inside a plural's cases: the number.
      text += token === '#' && count !== undefined ? count : token;
      continue;
    }
    const [name, type, cases = {}] = token;
    const value = values[name];
    let part: unknown = value;
    if (type === 'plural' || type === 'selectordinal') {
      const offset = Number(cases.offset ?? 0);
      const n = Number(value);
      const chosen = cases[n] ?? cases[pluralCase(locale, type, n - offset)] ?? cases.other ?? '';
      part = fill(chosen, values, locale, formatCount(locale, n - offset));
    } else if (type === 'select') {
      part = fill(cases[String(value)] ?? cases.other ?? '', values, locale);
    }
    // As Lingui: a value is joined as it is (a number in its plain form).
    if (part != null) text += part as string;
  }
  return text;
}

/** An i18n with Lingui's surface as the app and `<Trans>` use it. */
export function createI18n() {
  let active = '';
  const catalogs: Record<string, Messages> = {};
  const listeners = new Set<() => void>();
  const changed = () => listeners.forEach((listener) => listener());
  return {
    get locale(): string {
      return active;
    },
    /** Called on every `load` and `activate`; returns what stops it. */
    on(_event: 'change', listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    load(locale: string, messages: Messages): void {
      Object.assign((catalogs[locale] ??= {}), messages);
      changed();
    },
    activate(locale: string): void {
      active = locale;
      changed();
    },
    /** A message by id (with its English) or by descriptor, in the active language. */
    _: (
      id?: string | Descriptor,
      values?: Values,
      options?: { message?: CompiledMessage },
    ): string => {
      let message = options?.message;
      if (typeof id === 'object') {
        values = id.values ?? values;
        message = id.message;
        id = id.id;
      }
      // No id in the code: the catalogs know the message by its English (message-key.ts).
      id ??= message === undefined ? '' : messageKey(message);
      return fill(catalogs[active]?.[id] || message || id, values ?? {}, active);
    },
  };
}

export type I18n = ReturnType<typeof createI18n>;

export const i18n = createI18n();
