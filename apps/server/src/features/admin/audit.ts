import { and, desc, eq, sql } from 'drizzle-orm';
import type { TAuditEntry, TAuditQuery } from '@dpts/contract';
import type { Db, Tx } from '../../db/client.ts';
import { auditLog } from '../../db/schema.ts';

export type Actor = { id: string; email: string };
/** Who an audit row names: a signed-in actor, or someone without an account (a supervisor's link). */
export type AuditActor = { id: string | null; email: string };
type Json = Record<string, unknown> | null;

/** One audit row, written in the same transaction as the change it records. */
export async function writeAudit(
  tx: Tx | Db,
  actor: AuditActor,
  entry: {
    action: TAuditEntry['action'];
    entity: TAuditEntry['entity'];
    entityId: string;
    before: Json;
    after: Json;
  },
): Promise<void> {
  await tx.insert(auditLog).values({ actorId: actor.id, actorEmail: actor.email, ...entry });
}

/** The audit log, newest first, optionally of one kind of thing. */
export async function listAudit(
  db: Db,
  query: { page: number; limit: number; entity?: TAuditEntry['entity'] | undefined },
) {
  const where = query.entity ? eq(auditLog.entity, query.entity) : undefined;
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(auditLog)
      .where(and(where)),
  ]);
  const items: TAuditEntry[] = rows.map((r) => ({
    _id: String(r.id),
    action: r.action as TAuditEntry['action'],
    entity: r.entity as TAuditEntry['entity'],
    entityId: r.entityId,
    actor: { _id: r.actorId, email: r.actorEmail },
    before: r.before ?? null,
    after: r.after ?? null,
    createdAt: r.createdAt.toISOString(),
  }));
  return { items, total: count?.n ?? 0, totalCapped: false };
}

export type AuditQuery = TAuditQuery;
