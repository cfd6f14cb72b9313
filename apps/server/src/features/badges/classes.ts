import { asc, count, eq } from 'drizzle-orm';
import {
  badgeMessages,
  type TBadgeClass,
  type TBadgeRule,
  type ZBadgeClassInput,
  type ZBadgeClassUpdate,
} from '@dpts/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { badgeAwards, badgeClasses, topics } from '../../db/schema.ts';
import type { JobQueue } from '../../lib/job-queue.ts';
import { AppError, badRequest, notFound } from '../../lib/app-error.ts';
import { writeAudit, type Actor } from '../admin/index.ts';
import { presentClass } from './service.ts';

type ClassRow = typeof badgeClasses.$inferSelect;

const auditable = (c: ClassRow) => ({
  name: c.name,
  description: c.description,
  criteria: c.criteria,
  image: c.image,
  rule: c.rule,
  isActive: c.isActive,
});

export async function listClasses(db: Db, { activeOnly }: { activeOnly: boolean }) {
  const found = await db
    .select()
    .from(badgeClasses)
    .where(activeOnly ? eq(badgeClasses.isActive, true) : undefined)
    .orderBy(asc(badgeClasses.createdAt), asc(badgeClasses.name));
  return found.map(presentClass);
}

export async function getClass(db: Db, id: string): Promise<TBadgeClass> {
  const [found] = await db.select().from(badgeClasses).where(eq(badgeClasses.id, id));
  if (!found) throw notFound(badgeMessages.classNotFound);
  return presentClass(found);
}

async function checkRule(db: Db, rule: TBadgeRule): Promise<void> {
  if (rule.kind !== 'track') return;
  const [topic] = await db
    .select({ id: topics.id })
    .from(topics)
    .where(eq(topics.id, rule.topicId));
  if (!topic) throw badRequest(badgeMessages.trackNotFound, 'rule.topicId');
}

/** A new class, audit-logged; everyone already eligible is awarded by the `badges-class` job. */
export async function createClass(
  db: Db,
  jobs: JobQueue,
  actor: Actor,
  input: z.output<typeof ZBadgeClassInput>,
  now: Date,
): Promise<TBadgeClass> {
  await checkRule(db, input.rule);
  const made = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(badgeClasses)
      .values({ ...input, ruleKind: input.rule.kind, createdAt: now, updatedAt: now })
      .returning();
    await writeAudit(tx, actor, {
      action: 'badge.create',
      entity: 'badge',
      entityId: row!.id,
      before: null,
      after: auditable(row!),
    });
    if (row!.isActive) await jobs.enqueue(tx, 'badges-class', [{ classId: row!.id }]);
    return row!;
  });
  jobs.poke();
  return presentClass(made);
}

/** Changes a class, audit-logged; a changed rule or a restored class is evaluated again. */
export async function updateClass(
  db: Db,
  jobs: JobQueue,
  actor: Actor,
  id: string,
  input: z.output<typeof ZBadgeClassUpdate>,
  now: Date,
): Promise<TBadgeClass> {
  if (input.rule) await checkRule(db, input.rule);
  const changed = await db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(badgeClasses)
      .where(eq(badgeClasses.id, id))
      .for('update');
    if (!before) throw notFound(badgeMessages.classNotFound);
    const set = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
    const [after] = await tx
      .update(badgeClasses)
      .set({ ...set, ...(input.rule ? { ruleKind: input.rule.kind } : {}), updatedAt: now })
      .where(eq(badgeClasses.id, id))
      .returning();
    await writeAudit(tx, actor, {
      action: 'badge.update',
      entity: 'badge',
      entityId: id,
      before: auditable(before),
      after: auditable(after!),
    });
    const ruleChanged = JSON.stringify(before.rule) !== JSON.stringify(after!.rule);
    if (after!.isActive && (ruleChanged || !before.isActive))
      await jobs.enqueue(tx, 'badges-class', [{ classId: id }]);
    return after!;
  });
  jobs.poke();
  return presentClass(changed);
}

/** Deletes a class never awarded (credentials name it); an awarded one is retired instead. */
export async function deleteClass(db: Db, actor: Actor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(badgeClasses)
      .where(eq(badgeClasses.id, id))
      .for('update');
    if (!before) throw notFound(badgeMessages.classNotFound);
    const [awards] = await tx
      .select({ n: count() })
      .from(badgeAwards)
      .where(eq(badgeAwards.classId, id));
    if ((awards?.n ?? 0) > 0) throw new AppError('CONFLICT', badgeMessages.inUse);
    await tx.delete(badgeClasses).where(eq(badgeClasses.id, id));
    await writeAudit(tx, actor, {
      action: 'badge.delete',
      entity: 'badge',
      entityId: id,
      before: auditable(before),
      after: null,
    });
  });
}
