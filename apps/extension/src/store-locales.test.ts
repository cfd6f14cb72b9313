import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { APP_LANGUAGES } from '@dpts/contract/app-languages';
import { DESCRIPTION_MAX, type StoreListing } from './store-listing.ts';
import { storeLocales } from './store-locales.ts';

const files = storeLocales(path.join(import.meta.dirname, 'locales'));
const listing = (language: string) =>
  JSON.parse(
    files.find((f) => f.relativeDest === `_locales/${language}/messages.json`)!.contents,
  ) as StoreListing;

describe('the store listing in each language', () => {
  it('gives every language its messages.json, English the manifest’s default', () => {
    expect(files.map((f) => f.relativeDest)).toEqual(
      APP_LANGUAGES.map((language) => `_locales/${language}/messages.json`),
    );
    expect(listing('en')).toEqual({
      extensionName: { message: 'DigiPoints' },
      extensionDescription: {
        message:
          'Counts the free online courses you take on the supported learning sites and earns you DigiPoints (dpts).',
      },
    });
  });

  it('describes the extension in Hausa, under the name DigiPoints, short enough for Chrome', () => {
    expect(listing('ha').extensionName.message).toBe('DigiPoints');
    expect(listing('ha').extensionDescription.message).toMatch(/^Yana ƙirga kwasa-kwasai/);
    for (const language of APP_LANGUAGES)
      expect(listing(language).extensionDescription.message.length).toBeLessThanOrEqual(
        DESCRIPTION_MAX,
      );
  });
});
