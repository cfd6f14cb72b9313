import { Worker, type ResourceLimits } from 'node:worker_threads';

export type PoolRefusal = 'too-slow' | 'too-complex' | 'busy';

type Job<In, Out> = {
  id: number;
  input: In;
  transfer: ArrayBuffer[];
  timeoutMs: number;
  resolve: (answer: Out | { refused: PoolRefusal }) => void;
};

type Slot = { worker: Worker; job: Job<unknown, unknown> | null; timer?: NodeJS.Timeout };

export type WorkerPoolOptions = {
  url: URL;
  size: number;
  queueMax: number;
  resourceLimits: ResourceLimits;
};

/**
 * A few worker threads that run one job each at a time; the caller's thread only waits. A job
 * past its time is answered `too-slow` and its worker terminated; a worker that dies (out of
 * its heap) answers `too-complex`; a full queue answers `busy`. Workers start on first use and
 * do not keep the process alive while idle.
 */
export function createWorkerPool<In, Out>(options: WorkerPoolOptions) {
  const slots: Slot[] = [];
  const queue: Job<In, Out>[] = [];
  let nextId = 1;
  let closed = false;

  const finish = (slot: Slot, answer: Out | { refused: PoolRefusal }) => {
    const job = slot.job;
    if (!job) return;
    clearTimeout(slot.timer);
    slot.job = null;
    job.resolve(answer);
  };

  const drop = (slot: Slot) => {
    const at = slots.indexOf(slot);
    if (at >= 0) slots.splice(at, 1);
  };

  const spawn = (): Slot => {
    const worker = new Worker(options.url, { resourceLimits: options.resourceLimits });
    const slot: Slot = { worker, job: null };
    worker.on('message', (message: { id: number; answer: Out }) => {
      if (slot.job?.id !== message.id) return;
      finish(slot, message.answer);
      worker.unref();
      pump();
    });
    // Out of memory ('ERR_WORKER_OUT_OF_MEMORY') or any crash: the file was too much.
    worker.on('error', () => undefined);
    worker.on('exit', () => {
      drop(slot);
      finish(slot, { refused: 'too-complex' });
      pump();
    });
    slots.push(slot);
    return slot;
  };

  const start = (slot: Slot, job: Job<In, Out>) => {
    slot.job = job as Job<unknown, unknown>;
    slot.worker.ref();
    slot.timer = setTimeout(() => {
      drop(slot);
      finish(slot, { refused: 'too-slow' });
      void slot.worker.terminate();
      pump();
    }, job.timeoutMs);
    slot.worker.postMessage({ id: job.id, request: job.input }, job.transfer);
  };

  function pump() {
    while (queue.length > 0 && !closed) {
      const idle = slots.find((s) => !s.job) ?? (slots.length < options.size ? spawn() : null);
      if (!idle) return;
      start(idle, queue.shift()!);
    }
  }

  return {
    run(input: In, transfer: ArrayBuffer[], timeoutMs: number) {
      return new Promise<Out | { refused: PoolRefusal }>((resolve) => {
        if (closed || queue.length >= options.queueMax) return resolve({ refused: 'busy' });
        queue.push({ id: nextId++, input, transfer, timeoutMs, resolve });
        pump();
      });
    },
    /** threads alive and jobs waiting, for tests and the bench */
    stats: () => ({
      workers: slots.length,
      busy: slots.filter((s) => s.job).length,
      queued: queue.length,
    }),
    async close() {
      closed = true;
      for (const job of queue.splice(0)) job.resolve({ refused: 'busy' });
      await Promise.all(slots.map((s) => s.worker.terminate()));
    },
  };
}
