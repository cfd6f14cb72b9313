import { parentPort } from 'node:worker_threads';
import { parseTable, type TableRequest } from './parse-table.ts';

// A table reader thread (read-table.ts): one file at a time, answered by its job id. Built as
// dist/table-worker.js beside the server bundle.
parentPort!.on('message', (job: { id: number; request: TableRequest }) => {
  let answer;
  try {
    answer = parseTable(job.request);
  } catch {
    answer = { ok: false, refusal: 'unreadable' } as const;
  }
  parentPort!.postMessage({ id: job.id, answer });
});
