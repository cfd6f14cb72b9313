/**
 * What reading one untrusted table file may cost (decision 048, docs/untrusted-files.md). The
 * checks that need no parsing run first; the reading itself runs in a worker held to the rest.
 */
export const TABLE_BUDGETS = {
  /** all entries of a zip (.xlsx) inflated together */
  inflatedMaxBytes: 20 * 1024 * 1024,
  /** inflated : compressed, for entries past 1 MB inflated (real sheets stay under 20) */
  compressionRatioMax: 100,
  ratioCheckedFromBytes: 1024 * 1024,
  zipEntriesMax: 1_000,
  /** columns read per row; a list needs a few */
  columnsMax: 256,
  /** one file's read, after which its worker is terminated */
  readTimeoutMs: 10_000,
  /** a worker's JavaScript heap; past it the worker dies, not the server */
  workerHeapMb: 192,
  /** readers at once (each a thread), and files waiting for one beyond that */
  workers: 2,
  queueMax: 32,
} as const;

export type TableBudgets = typeof TABLE_BUDGETS;
