import { describe, expect, it } from 'vitest';
import { seedTopics } from '../../../server/src/features/catalogue/seed-data';
import { seedBadgeClassList } from '../../../server/src/features/badges/seed';
import { seedTexts } from './seed-texts';

describe('the seed data’s sentences in the catalogs', () => {
  it('lists every track description and badge text the server seeds', () => {
    const listed = new Set(seedTexts({ _: (text: string) => text }));
    const seeded = [
      ...seedTopics.map((t) => t.description),
      ...seedBadgeClassList.flatMap((b) => [b.description, b.criteria]),
    ];
    expect(seeded.filter((text) => !listed.has(text))).toEqual([]);
  });
});
