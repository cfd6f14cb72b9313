import { fileMessages, type TFileRefusal } from '@dpts/contract';
import { TABLE_BUDGETS, type TableBudgets } from './budgets.ts';
import type { ParsedTable, TableKind, TableRequest } from './parse-table.ts';
import { createWorkerPool } from './worker-pool.ts';

export type { TableKind } from './parse-table.ts';

export type ReadTableOptions = {
  /** rows read at most, a header included: content in a later row refuses the file */
  maxRows: number;
  kinds?: readonly TableKind[];
  /** a shorter time limit (tests) */
  timeoutMs?: number;
};

/** Rows as the file numbers them (a blank row is []), or why the file was refused. */
export type TableResult =
  | { ok: true; kind: TableKind; rows: string[][] }
  | { ok: false; refusal: TFileRefusal; message: string };

// The worker runs the TypeScript source in development and tests (Node strips the types), and
// dist/table-worker.js beside the bundled server (build.mjs).
const workerUrl = import.meta.url.endsWith('.ts')
  ? new URL('./table-worker.ts', import.meta.url)
  : new URL('./table-worker.js', import.meta.url);

let pool: ReturnType<typeof createWorkerPool<TableRequest, ParsedTable>> | null = null;
const poolOf = (budgets: TableBudgets) =>
  (pool ??= createWorkerPool<TableRequest, ParsedTable>({
    url: workerUrl,
    size: budgets.workers,
    queueMax: budgets.queueMax,
    resourceLimits: {
      maxOldGenerationSizeMb: budgets.workerHeapMb,
      maxYoungGenerationSizeMb: 32,
      stackSizeMb: 4,
    },
  }));

/** The text of a refusal, for the file's `maxRows` and the budgets. */
export function refusalMessage(refusal: TFileRefusal, maxRows: number): string {
  switch (refusal) {
    case 'wrong-type':
      return fileMessages.wrongType;
    case 'too-large':
      return fileMessages.tooLarge(5);
    case 'too-many-rows':
      return fileMessages.tooManyRows(maxRows);
    case 'too-many-columns':
      return fileMessages.tooManyColumns(TABLE_BUDGETS.columnsMax);
    case 'inflates-too-much':
      return fileMessages.inflatesTooMuch;
    case 'too-slow':
      return fileMessages.tooSlow;
    case 'too-complex':
      return fileMessages.tooComplex;
    case 'busy':
      return fileMessages.busy;
    default:
      return fileMessages.unreadable;
  }
}

/**
 * Reads an uploaded .csv, .xls or .xlsx within the budgets of decision 048, in a worker thread:
 * the calling thread only waits. Never throws for a bad file; the refusal says why.
 */
export async function readTable(
  bytes: Uint8Array,
  filename: string,
  options: ReadTableOptions,
): Promise<TableResult> {
  const budgets = TABLE_BUDGETS;
  // A copy the worker owns: the upload's buffer may be a slice of a shared pool.
  const copy = new Uint8Array(bytes);
  const answer = await poolOf(budgets).run(
    {
      bytes: copy,
      filename,
      maxRows: options.maxRows,
      kinds: options.kinds ?? ['csv', 'xls', 'xlsx'],
      budgets,
    },
    [copy.buffer],
    options.timeoutMs ?? budgets.readTimeoutMs,
  );
  if ('refused' in answer)
    return {
      ok: false,
      refusal: answer.refused,
      message: refusalMessage(answer.refused, options.maxRows),
    };
  if (!answer.ok)
    return {
      ok: false,
      refusal: answer.refusal,
      message: refusalMessage(answer.refusal, options.maxRows),
    };
  return answer;
}

/** Stops the reader threads (tests, shutdown); the next read starts them again. */
export async function closeTableReaders(): Promise<void> {
  const closing = pool;
  pool = null;
  await closing?.close();
}

/** Reader threads alive, busy and jobs waiting. */
export const tableReaderStats = () => pool?.stats() ?? { workers: 0, busy: 0, queued: 0 };
