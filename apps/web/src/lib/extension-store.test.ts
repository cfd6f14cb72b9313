import { describe, expect, it } from 'vitest';
import { extensionStoreUrl } from './extension-store';

const stores = { chrome: 'https://chrome.example/dpts', firefox: 'https://firefox.example/dpts' };

describe('extensionStoreUrl', () => {
  it('sends Firefox on desktop and on Android to the Firefox add-ons page', () => {
    for (const ua of [
      'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0',
      'Mozilla/5.0 (Android 14; Mobile; rv:142.0) Gecko/142.0 Firefox/142.0',
    ])
      expect(extensionStoreUrl(stores, ua)).toBe(stores.firefox);
  });

  it('sends Chrome, Edge and other browsers to the Chrome Web Store', () => {
    for (const ua of [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36',
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36 Edg/142.0.0.0',
      'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Mobile Safari/537.36',
      '',
    ])
      expect(extensionStoreUrl(stores, ua)).toBe(stores.chrome);
  });
});
