import { describe, expect, it } from 'vitest';
import { setupI18n } from '@lingui/core';
import { createI18n, groupDigits, type CompiledMessage, type Messages } from './i18n-core';
import { messageKey } from './message-key';

/** Every catalog of every language (English included), compiled as the app loads them. */
const catalogs = import.meta.glob<Messages>('../locales/*/*.po', {
  eager: true,
  import: 'messages',
});

type Placeholders = { plain: Set<string>; numbers: Set<string>; choices: Map<string, string[]> };

function placeholdersOf(message: CompiledMessage, found: Placeholders): Placeholders {
  if (typeof message === 'string') return found;
  for (const token of message) {
    if (typeof token === 'string') continue;
    const [name, type, cases = {}] = token;
    if (type === 'plural' || type === 'selectordinal') found.numbers.add(name);
    else if (type === 'select') found.choices.set(name, Object.keys(cases));
    else found.plain.add(name);
    Object.values(cases).forEach((inner) => placeholdersOf(inner, found));
  }
  return found;
}

const NUMBERS = [0, 1, 2, 3, 4, 5, 11, 12, 21, 22, 101, 1000, 1234567, 1.5];

/** Values that take each plural through its cases and each select through its choices. */
function valuesFor(message: CompiledMessage): Record<string, unknown>[] {
  const { plain, numbers, choices } = placeholdersOf(message, {
    plain: new Set(),
    numbers: new Set(),
    choices: new Map(),
  });
  return NUMBERS.map((n, i) => {
    const values: Record<string, unknown> = {};
    plain.forEach((name) => (values[name] = `‹${name}›`));
    numbers.forEach((name) => (values[name] = n));
    choices.forEach((keys, name) => (values[name] = [...keys, 'unlisted'][i % (keys.length + 1)]));
    return values;
  });
}

describe('the app’s i18n runtime', () => {
  it('reads catalogs', () => {
    expect(Object.keys(catalogs).length).toBeGreaterThan(30);
  });

  it.each(Object.keys(catalogs))('renders every message of %s as @lingui/core does', (file) => {
    const locale = file.split('/')[2]!;
    const messages = catalogs[file]!;
    const ours = createI18n();
    ours.load(locale, messages);
    ours.activate(locale);
    // As the app ran Lingui: catalogs compiled at build, plain strings left as they are.
    const lingui = setupI18n({ locale, messages: { [locale]: messages } });
    lingui.setMessagesCompiler((message) => [message]);
    for (const [id, message] of Object.entries(messages))
      for (const values of valuesFor(message))
        expect(ours._(id, values), `${file} ${id}`).toBe(lingui._(id, values));
  });

  it('shows the English in the code for a message the active catalog lacks', () => {
    const ours = createI18n();
    ours.load('ha', { a: 'Sannu' });
    ours.activate('ha');
    expect(ours._({ id: 'a', message: 'Hello' })).toBe('Sannu');
    expect(ours._({ id: 'b', message: ['Hi ', ['name']], values: { name: 'Ada' } })).toBe('Hi Ada');
    const days = { one: ['#', ' day'], other: ['#', ' days'] };
    expect(ours._('c', { n: 2 }, { message: [['n', 'plural', days]] })).toBe('2 days');
  });

  it('finds a message the code holds without an id by its English', () => {
    const ours = createI18n();
    ours.load('fr', { [messageKey(['Hi ', ['name']])]: ['Salut ', ['name']] });
    ours.activate('fr');
    expect(ours._({ message: ['Hi ', ['name']], values: { name: 'Ada' } })).toBe('Salut Ada');
    // As <Trans> asks: no id, the English in the options.
    expect(ours._(undefined, { name: 'Ada' }, { message: ['Hi ', ['name']] })).toBe('Salut Ada');
    expect(ours._({ message: 'Not translated' })).toBe('Not translated');
  });

  it('tells its listeners of a language or a catalog', () => {
    const ours = createI18n();
    let changes = 0;
    const stop = ours.on('change', () => changes++);
    ours.load('fr', {});
    ours.activate('fr');
    stop();
    ours.activate('en');
    expect(changes).toBe(2);
  });
});

describe('whole numbers without Intl', () => {
  it('writes them as Intl writes them in Nigerian English, and leaves fractions to Intl', () => {
    const intl = new Intl.NumberFormat('en-NG');
    for (const n of [0, 7, 999, 1000, -1234, 12345, 1234567, 9007199254740991])
      expect(groupDigits(n)).toBe(intl.format(n));
    expect(groupDigits(1.5)).toBeUndefined();
    expect(groupDigits(Number.NaN)).toBeUndefined();
  });
});
