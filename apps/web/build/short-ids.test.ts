import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { messageKey } from '../src/lib/message-key';
import { shortId, shortIdCatalogs, shortIdsOf } from './short-ids';

describe('short message ids', () => {
  it('number the messages as briefly as their count allows', () => {
    expect([0, 9, 10, 61, 62, 3843, 3844].map(shortId)).toEqual([
      '0',
      '9',
      'a',
      'Z',
      '10',
      'ZZ',
      '100',
    ]);
  });

  it('give every message of the English catalogs its own, leaving the contract’s texts', () => {
    const ids = shortIdsOf(path.resolve(import.meta.dirname, '../src/locales'));
    expect(ids.size).toBeGreaterThan(100);
    expect(new Set(ids.values()).size).toBe(ids.size);
    expect([...ids.keys()].every((id) => /^[\w+/-]{6}$/.test(id))).toBe(true);
  });

  it('key a message by its English, which the browser hashes the same way, else by a number', () => {
    const ids = shortIdsOf(path.resolve(import.meta.dirname, '../src/locales'));
    const keys = [...ids.values()];
    expect(keys).toContain(messageKey('Get Started'));
    expect(keys).toContain(messageKey([['APP_NAME'], ' home']));
    // "May" is a month and a short month: told apart by their context, they are numbered.
    expect(keys).not.toContain(messageKey('May'));
    expect(keys.filter((key) => key.length < 4).length).toBeGreaterThan(0);
  });

  it('renumber a compiled catalog, keeping ids they do not know', () => {
    const plugin = shortIdCatalogs(new Map([['abcdef', '7']]));
    const transform = plugin.transform as (code: string, id: string) => { code: string };
    const compiled = `export const messages=JSON.parse(${JSON.stringify(
      JSON.stringify({ abcdef: ['Sannu'], 'Email already exists!': ['Imel'] }),
    )});`;
    const { code } = transform(compiled, '/x/locales/ha/messages.po');
    const literal = /JSON\.parse\((".*")\)/.exec(code)![1]!;
    expect(JSON.parse(JSON.parse(literal) as string)).toEqual({
      '7': ['Sannu'],
      'Email already exists!': ['Imel'],
    });
  });
});
