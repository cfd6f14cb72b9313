import { describe, expect, it } from 'vitest';
import { links } from '../config/app';
import { canInstallExtension, detectBrowser, extensionStoreUrl } from './extension-support';

const agents = {
  chromeAndroid:
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  firefoxAndroid: 'Mozilla/5.0 (Android 14; Mobile; rv:132.0) Gecko/132.0 Firefox/132.0',
  iphoneSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  iphoneChrome:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1',
  ipad: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
  chromeDesktop:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  edgeDesktop:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.2903.51',
  firefoxDesktop:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:132.0) Gecko/20100101 Firefox/132.0',
  macSafari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
};

describe('which browsers can run the extension', () => {
  it.each([
    ['chromeAndroid', 'chrome-android', false],
    ['iphoneSafari', 'ios', false],
    ['iphoneChrome', 'ios', false],
    ['firefoxAndroid', 'firefox-android', true],
    ['chromeDesktop', 'chrome', true],
    ['edgeDesktop', 'edge', true],
    ['firefoxDesktop', 'firefox', true],
  ] as const)('%s is %s (can install: %s)', (name, kind, can) => {
    const detected = detectBrowser({ userAgent: agents[name], maxTouchPoints: 0 });
    expect(detected).toBe(kind);
    expect(canInstallExtension(detected)).toBe(can);
  });

  it('tells an iPad (which says Macintosh) from a Mac by touch', () => {
    expect(detectBrowser({ userAgent: agents.ipad, maxTouchPoints: 5 })).toBe('ios');
    expect(detectBrowser({ userAgent: agents.macSafari, maxTouchPoints: 0 })).toBe('other');
  });
});

describe('the store page of the browser in use', () => {
  it('links each browser to its own listing, never a store search', () => {
    expect(extensionStoreUrl('chrome')).toBe(links.extensionStores.chrome);
    expect(extensionStoreUrl('edge')).toBe(links.extensionStores.edge);
    expect(extensionStoreUrl('firefox')).toBe(links.extensionStores.firefox);
    expect(extensionStoreUrl('firefox-android')).toBe(links.extensionStores.firefoxAndroid);
    for (const url of Object.values(links.extensionStores)) expect(url ?? '').not.toMatch(/search/);
  });

  it('has no link for a store whose listing the build was not given', () => {
    expect(links.extensionStores.edge).toBeUndefined();
    expect(extensionStoreUrl('edge')).toBeUndefined();
  });

  it('sends a phone that cannot run it to the Firefox for Android listing', () => {
    expect(extensionStoreUrl('chrome-android')).toBe(links.extensionStores.firefoxAndroid);
    expect(extensionStoreUrl('ios')).toBe(links.extensionStores.firefoxAndroid);
  });
});
