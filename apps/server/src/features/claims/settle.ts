import type { Db } from '../../db/client.ts';
import { finishJobs, type JobContext } from '../../lib/job-queue.ts';
import { lockOfficer } from '../points/index.ts';
import type { Verdict } from './check-certificate.ts';
import { decideClaims, type Caps, type CheckedName } from './lifecycle.ts';

/** A checked claim to settle, and the job that checked it (finished with the settling). */
export type Settling = {
  claimId: string;
  verdict: Verdict;
  job?: JobContext;
  checkedName?: CheckedName;
};

/**
 * Settles checked claims of one officer in one transaction under the officer's lock: each goes
 * through the claim life cycle (`decideClaims`: bind, holds, caps, pay, mark the enrolment, or
 * free the course), in the order given; the claims' jobs end in the same commit.
 */
export async function settleClaims(
  db: Db,
  userId: string,
  items: Settling[],
  now: Date,
  caps: Caps,
): Promise<void> {
  if (items.length === 0) return;
  await db.transaction(async (tx) => {
    const standing = await lockOfficer(tx, userId);
    await decideClaims(
      tx,
      userId,
      standing,
      items.map((i) => ({
        kind: 'checked' as const,
        claimId: i.claimId,
        verdict: i.verdict,
        ...(i.checkedName ? { checkedName: i.checkedName } : {}),
      })),
      now,
      caps,
    );
    await finishJobs(
      tx,
      items.flatMap((i) => (i.job ? [i.job] : [])),
    );
  });
}

type Waiting = { item: Settling; resolve: () => void; reject: (err: unknown) => void };

/**
 * Settles checked claims as they come, one transaction at a time per officer: the claims of an
 * officer that arrive while one of theirs is being settled wait here (not on a database
 * connection, behind the officer's row lock) and are then settled together in one transaction.
 * An officer's completions tend to arrive in batches (the extension syncs them together), so
 * this turns a batch's row-lock queue into one or two transactions.
 */
export class ClaimSettler {
  private readonly waiting = new Map<string, Waiting[]>();

  constructor(private readonly deps: { db: Db; caps: Caps; now(): Date; maxGroup?: number }) {}

  /** Resolves once the claim is settled (or found settled already); rejects if that failed. */
  settle(userId: string, item: Settling): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      const entry = { item, resolve, reject };
      const queue = this.waiting.get(userId);
      if (queue) {
        queue.push(entry);
        return;
      }
      this.waiting.set(userId, [entry]);
      void this.run(userId);
    });
  }

  private async run(userId: string): Promise<void> {
    const queue = this.waiting.get(userId)!;
    while (queue.length > 0)
      await this.settleGroup(userId, queue.splice(0, this.deps.maxGroup ?? 100));
    this.waiting.delete(userId);
  }

  private async settleGroup(userId: string, group: Waiting[]): Promise<void> {
    // A job whose process is stopping writes nothing: the queue runs it again.
    const live = group.filter(({ item, reject }) => {
      if (!item.job?.signal.aborted) return true;
      reject(item.job.signal.reason);
      return false;
    });
    const settle = (entries: Waiting[]) =>
      settleClaims(
        this.deps.db,
        userId,
        entries.map((e) => e.item),
        this.deps.now(),
        this.deps.caps,
      );
    try {
      await settle(live);
      for (const e of live) e.resolve();
    } catch (err) {
      if (live.length === 1) return live[0]!.reject(err);
      // One failing claim must not hold back the others: each on its own, then.
      for (const e of live) await settle([e]).then(e.resolve, e.reject);
    }
  }
}
