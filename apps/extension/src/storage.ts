/** The part of `chrome.storage.local` the extension uses; tests pass an in-memory twin. */
export interface KeyValueStore {
  get(keys: string[]): Promise<Record<string, unknown>>;
  set(items: Record<string, unknown>): Promise<void>;
  remove(keys: string[]): Promise<void>;
}

/**
 * In memory, with the storage area's semantics: values are copied in and out as JSON, so a
 * caller never shares objects with the store.
 */
export class MemoryStore implements KeyValueStore {
  readonly data = new Map<string, string>();

  async get(keys: string[]): Promise<Record<string, unknown>> {
    const out: Record<string, unknown> = {};
    for (const key of keys) {
      const raw = this.data.get(key);
      if (raw !== undefined) out[key] = JSON.parse(raw);
    }
    return out;
  }

  async set(items: Record<string, unknown>): Promise<void> {
    for (const [key, value] of Object.entries(items)) this.data.set(key, JSON.stringify(value));
  }

  async remove(keys: string[]): Promise<void> {
    for (const key of keys) this.data.delete(key);
  }
}

/** `chrome.storage.local` (or Firefox's `browser.storage.local`) as a KeyValueStore. */
export function storageAreaStore(area: {
  get(keys: string[]): Promise<Record<string, unknown>>;
  set(items: Record<string, unknown>): Promise<void>;
  remove(keys: string[]): Promise<void>;
}): KeyValueStore {
  return {
    get: (keys) => area.get(keys),
    set: (items) => area.set(items),
    remove: (keys) => area.remove(keys),
  };
}
