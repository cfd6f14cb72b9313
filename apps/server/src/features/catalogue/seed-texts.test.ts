import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { seedTopics } from './seed-data.ts';
import { seedBadgeClassList } from '../badges/seed.ts';

// The web app's list of the seed data's sentences (its `contract` catalogs translate them), read
// as text: the browser code and the server do not import each other.
const webList = readFileSync(
  path.resolve(import.meta.dirname, '../../../../web/src/lib/seed-texts.ts'),
  'utf8',
);

describe('the seed data’s sentences in the web app’s catalogs', () => {
  it('lists every track description and badge text the server seeds', () => {
    const seeded = [
      ...seedTopics.map((t) => t.description),
      ...seedBadgeClassList.flatMap((b) => [b.description, b.criteria]),
    ];
    const quoted = (text: string) => `'${text.replace(/'/g, "\\'")}'`;
    expect(seeded.filter((text) => !webList.includes(quoted(text)))).toEqual([]);
  });
});
