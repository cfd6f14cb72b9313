export type ExtensionStores = { chrome: string; firefox: string };

/**
 * The store page of the extension for the visitor's browser: Firefox (desktop and Android) has
 * its add-ons site; Chrome, Edge, Opera, Brave and the rest install from the Chrome Web Store.
 */
export function extensionStoreUrl(stores: ExtensionStores, userAgent: string): string {
  return /\bFirefox\//.test(userAgent) && !/\bSeamonkey\//i.test(userAgent)
    ? stores.firefox
    : stores.chrome;
}
