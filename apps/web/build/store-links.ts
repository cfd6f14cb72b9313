/**
 * The extension's store listings a web build links to (VITE_EXTENSION_*_URL). Unset, the link is
 * hidden; set, it must be the listing itself: a Chrome or Edge address without its 32-letter item
 * id, or any address on another host, fails the build instead of shipping a dead link.
 */
const LISTINGS = {
  VITE_EXTENSION_CHROME_URL: /^https:\/\/chromewebstore\.google\.com\/detail\/[^/]+\/[a-p]{32}\/?$/,
  VITE_EXTENSION_EDGE_URL:
    /^https:\/\/microsoftedge\.microsoft\.com\/addons\/detail\/[^/]+\/[a-z]{32}\/?$/,
  VITE_EXTENSION_FIREFOX_URL:
    /^https:\/\/addons\.mozilla\.org\/([a-zA-Z-]+\/)?firefox\/addon\/[^/]+\/?$/,
  VITE_EXTENSION_FIREFOX_ANDROID_URL:
    /^https:\/\/addons\.mozilla\.org\/([a-zA-Z-]+\/)?android\/addon\/[^/]+\/?$/,
} as const;

export type StoreLinks = { unset: string[] };

export function checkStoreLinks(env: Record<string, string | undefined>): StoreLinks {
  const unset: string[] = [];
  for (const [name, pattern] of Object.entries(LISTINGS)) {
    const value = env[name]?.trim();
    if (!value) unset.push(name);
    else if (!pattern.test(value))
      throw new Error(`${name}=${value} is not a store listing (expected ${pattern.source})`);
  }
  return { unset };
}
