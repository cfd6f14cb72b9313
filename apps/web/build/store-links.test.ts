import { describe, expect, it } from 'vitest';
import { checkStoreLinks } from './store-links.ts';

describe('the store listings a web build links to', () => {
  it('hides what is unset', () => {
    expect(checkStoreLinks({ VITE_EXTENSION_CHROME_URL: ' ' }).unset).toHaveLength(4);
  });

  it('takes real listings', () => {
    const links = checkStoreLinks({
      VITE_EXTENSION_CHROME_URL:
        'https://chromewebstore.google.com/detail/digipoints/abcdefghijklmnopabcdefghijklmnop',
      VITE_EXTENSION_EDGE_URL:
        'https://microsoftedge.microsoft.com/addons/detail/digipoints/abcdefghijklmnopqrstuvwxyzabcdef',
      VITE_EXTENSION_FIREFOX_URL: 'https://addons.mozilla.org/en-US/firefox/addon/digipoints/',
      VITE_EXTENSION_FIREFOX_ANDROID_URL: 'https://addons.mozilla.org/android/addon/digipoints/',
    });
    expect(links.unset).toEqual([]);
  });

  it('fails the build on a placeholder: a Chrome Web Store address with no item id', () => {
    expect(() =>
      checkStoreLinks({
        VITE_EXTENSION_CHROME_URL: 'https://chromewebstore.google.com/detail/digipoints',
      }),
    ).toThrow(/VITE_EXTENSION_CHROME_URL/);
    expect(() =>
      checkStoreLinks({ VITE_EXTENSION_FIREFOX_URL: 'https://example.com/digipoints' }),
    ).toThrow(/not a store listing/);
  });
});
