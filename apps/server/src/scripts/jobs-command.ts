import { parseArgs } from 'node:util';
import type { Db } from '../db/client.ts';
import {
  listFailedJobs,
  pruneFinishedJobs,
  queueSummary,
  retryFailedJobs,
} from '../lib/job-queue.ts';

export const JOBS_USAGE = `npm run jobs -- <command>
  status                      jobs waiting, due, running and failed; the oldest due job's wait
  failed [--page N]           failed jobs, most recent first (20 a page)
  retry ID [ID …]             run these failed jobs again from their first attempt
  retry --all [--name NAME]   run every failed job again (or those of one name)
  prune                       delete failed jobs older than JOB_RETENTION_DAYS now`;

export class JobsCommandError extends Error {}

export type JobsCommand =
  | { kind: 'status' }
  | { kind: 'failed'; page: number }
  | { kind: 'retry'; which: { ids: number[] } | { name?: string | undefined } }
  | { kind: 'prune' };

/** Reads the command line before any database is opened: a mistake is told at once. */
export function parseJobsCommand(argv: string[]): JobsCommand {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      all: { type: 'boolean', default: false },
      name: { type: 'string' },
      page: { type: 'string', default: '1' },
    },
  });
  const [command = 'status', ...rest] = positionals;
  switch (command) {
    case 'status':
    case 'prune':
      return { kind: command };
    case 'failed': {
      const page = Number(values.page);
      if (!Number.isInteger(page) || page < 1)
        throw new JobsCommandError('--page must be a whole number from 1');
      return { kind: 'failed', page };
    }
    case 'retry': {
      if (values.all === rest.length > 0)
        throw new JobsCommandError('retry takes job ids, or --all (optionally with --name)');
      const ids = rest.map(Number);
      if (ids.some((id) => !Number.isInteger(id) || id < 1))
        throw new JobsCommandError('job ids are whole numbers (see `npm run jobs -- failed`)');
      return { kind: 'retry', which: values.all ? { name: values.name } : { ids } };
    }
    default:
      throw new JobsCommandError(`unknown command ${command}\n${JOBS_USAGE}`);
  }
}

/**
 * `npm run jobs`: the super screen's operations for a shell (decision 039). The running
 * workers pick retried jobs up at their next poll.
 */
export async function runJobsCommand(
  db: Db,
  command: JobsCommand,
  options: { retentionDays: number; print: (line: string) => void },
): Promise<void> {
  const { print } = options;
  switch (command.kind) {
    case 'status': {
      const s = await queueSummary(db);
      print(`waiting ${s.queued} (due now ${s.due}), running ${s.active}, failed ${s.failed}`);
      print(
        s.oldestDueSeconds === null
          ? 'no job is due'
          : `the oldest due job has waited ${s.oldestDueSeconds} s`,
      );
      print(`failed jobs are pruned ${options.retentionDays} days after they failed`);
      return;
    }
    case 'failed': {
      const { items, total } = await listFailedJobs(db, { page: command.page, limit: 20 });
      print(`${total} failed job${total === 1 ? '' : 's'}`);
      for (const job of items)
        print(
          `#${job.id} ${job.name} failed ${job.finishedAt?.toISOString() ?? '?'} after ` +
            `${job.attempts} of ${job.maxAttempts} attempts: ${job.lastError ?? '(no error)'}`,
        );
      return;
    }
    case 'retry': {
      const retried = await retryFailedJobs(db, command.which);
      print(
        retried.length === 0
          ? 'no failed job matched'
          : `will run again: ${retried.map((j) => `#${j.id} ${j.name}`).join(', ')}`,
      );
      return;
    }
    case 'prune': {
      const pruned = await pruneFinishedJobs(db, options.retentionDays);
      print(`pruned ${pruned} job${pruned === 1 ? '' : 's'}`);
      return;
    }
  }
}
