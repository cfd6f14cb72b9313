/**
 * Claims made with no network (decision 065): kept on the device in IndexedDB, each with the
 * idempotency key the server stores with the claim, and sent when the connection is back. A
 * retry after an answer that never arrived sends the same key, so the claim is made once.
 */

export type QueuedClaim = {
  /** the idempotency key, also the record's key */
  key: string;
  courseId: string;
  courseName: string;
  certificateUrl: string;
  savedAt: string;
};

const DB = 'dpts-offline';
const STORE = 'claims';
const CHANGED = 'dpts:claim-outbox';

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: 'key' });
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB unavailable'));
  });
}

async function run<T>(
  mode: IDBTransactionMode,
  action: (store: IDBObjectStore) => IDBRequest<T>,
): Promise<T> {
  const db = await open();
  try {
    return await new Promise<T>((resolve, reject) => {
      const tx = db.transaction(STORE, mode);
      const request = action(tx.objectStore(STORE));
      tx.oncomplete = () => resolve(request.result);
      tx.onerror = () => reject(tx.error ?? new Error('IndexedDB write failed'));
    });
  } finally {
    db.close();
  }
}

/** An idempotency key: the same one for every attempt at one claim. */
export const newClaimKey = (): string => crypto.randomUUID();

const changed = () => window.dispatchEvent(new Event(CHANGED));

export async function queuedClaims(): Promise<QueuedClaim[]> {
  if (typeof indexedDB === 'undefined') return [];
  const all = await run('readonly', (store) => store.getAll() as IDBRequest<QueuedClaim[]>);
  // ISO times sort as plain strings (localeCompare would load the ICU collator).
  return all.sort((a, b) => (a.savedAt < b.savedAt ? -1 : a.savedAt > b.savedAt ? 1 : 0));
}

/** Keeps a claim to send later, under the key its first attempt (if any) was sent with. */
export async function queueClaim(
  claim: Omit<QueuedClaim, 'savedAt' | 'key'> & { key?: string },
): Promise<QueuedClaim> {
  const queued = { ...claim, key: claim.key ?? newClaimKey(), savedAt: new Date().toISOString() };
  await run('readwrite', (store) => store.put(queued));
  changed();
  return queued;
}

export async function removeQueuedClaim(key: string): Promise<void> {
  await run('readwrite', (store) => store.delete(key));
  changed();
}

/** Calls back whenever the outbox changes (in this tab). */
export function onOutboxChange(callback: () => void): () => void {
  window.addEventListener(CHANGED, callback);
  return () => window.removeEventListener(CHANGED, callback);
}

/** What happened to one queued claim when it was sent. */
export type SendResult =
  | { key: string; outcome: 'sent'; courseName: string }
  | { key: string; outcome: 'refused'; courseName: string; message: string }
  | { key: string; outcome: 'waiting' };

type Send = (claim: QueuedClaim) => Promise<'sent' | { refused: string } | 'waiting'>;

let flushing: Promise<SendResult[]> | null = null;

/**
 * Sends every queued claim, one after another (the first network failure stops the round: the
 * rest wait for the next). One round at a time in this tab, and one across tabs where the browser
 * has Web Locks; the server's idempotency key covers the rest.
 */
export function flushClaims(send: Send): Promise<SendResult[]> {
  flushing ??= (async () => {
    const round = async () => {
      const results: SendResult[] = [];
      for (const claim of await queuedClaims()) {
        const answer = await send(claim);
        if (answer === 'waiting') {
          results.push({ key: claim.key, outcome: 'waiting' });
          break;
        }
        await removeQueuedClaim(claim.key);
        results.push(
          answer === 'sent'
            ? { key: claim.key, outcome: 'sent', courseName: claim.courseName }
            : {
                key: claim.key,
                outcome: 'refused',
                courseName: claim.courseName,
                message: answer.refused,
              },
        );
      }
      return results;
    };
    try {
      return navigator.locks
        ? await navigator.locks.request('dpts-claim-outbox', round)
        : await round();
    } finally {
      flushing = null;
    }
  })();
  return flushing;
}
