import { sql } from 'drizzle-orm';
import { adminMessages, type TNameChange } from '@dpts/contract';
import { rows, type Db } from '../../db/client.ts';
import { AppError, forbidden, notFound } from '../../lib/app-error.ts';
import { decideCertificateName } from '../claims/index.ts';
import { writeAudit, type Actor } from './audit.ts';

/** Officers' requests to change the name their certificates are checked against, oldest first. */
export async function listNameChanges(
  db: Db,
  query: { page: number; limit: number },
): Promise<{ items: TNameChange[]; total: number; totalCapped: boolean }> {
  const [found, [counted]] = await Promise.all([
    rows<{
      id: string;
      userId: string;
      firstName: string;
      lastName: string;
      email: string;
      currentFirst: string;
      currentLast: string;
      requestedFirst: string;
      requestedLast: string;
      createdAt: Date | string;
    }>(
      db,
      sql`select r.id, u.id as "userId", u.first_name as "firstName", u.last_name as "lastName",
                 u.email,
                 coalesce(u.certificate_first_name, u.first_name) as "currentFirst",
                 coalesce(u.certificate_last_name, u.last_name) as "currentLast",
                 r.first_name as "requestedFirst", r.last_name as "requestedLast",
                 r.created_at as "createdAt"
          from name_change_requests r join users u on u.id = r.user_id
          where r.state = 'pending'
          order by r.created_at, r.id
          limit ${query.limit} offset ${(query.page - 1) * query.limit}`,
    ),
    rows<{ n: number }>(
      db,
      sql`select count(*)::int as n from name_change_requests where state = 'pending'`,
    ),
  ]);
  return {
    items: found.map((r) => ({
      _id: r.id,
      officer: { _id: r.userId, firstName: r.firstName, lastName: r.lastName, email: r.email },
      current: { firstName: r.currentFirst, lastName: r.currentLast },
      requested: { firstName: r.requestedFirst, lastName: r.requestedLast },
      createdAt: new Date(r.createdAt).toISOString(),
    })),
    total: counted?.n ?? 0,
    totalCapped: false,
  };
}

/** Approves or rejects a pending request (audit-logged); nobody decides their own. */
export async function decideNameChange(
  db: Db,
  actor: Actor,
  id: string,
  approve: boolean,
  now = new Date(),
): Promise<{ _id: string; state: 'approved' | 'rejected' }> {
  return db.transaction(async (tx) => {
    const [request] = await rows<{ userId: string; state: string; email: string }>(
      tx,
      sql`select r.user_id as "userId", r.state, u.email from name_change_requests r
          join users u on u.id = r.user_id where r.id = ${id}`,
    );
    if (!request) throw notFound(adminMessages.nameChangeNotFound);
    if (request.userId === actor.id) throw forbidden(adminMessages.ownClaim);
    const [before] = await rows<{ firstName: string | null; lastName: string | null }>(
      tx,
      sql`select certificate_first_name as "firstName", certificate_last_name as "lastName"
          from users where id = ${request.userId} for no key update`,
    );
    const decided = await decideCertificateName(tx, id, approve, actor.id, now);
    if (!decided) throw new AppError('CONFLICT', adminMessages.nameChangeDecided);
    await writeAudit(tx, actor, {
      action: approve ? 'user.name-change.approve' : 'user.name-change.reject',
      entity: 'user',
      entityId: request.userId,
      before: { email: request.email, certificateName: before ?? null },
      after: {
        email: request.email,
        requested: { firstName: decided.firstName, lastName: decided.lastName },
        state: approve ? 'approved' : 'rejected',
      },
    });
    return { _id: id, state: approve ? 'approved' : 'rejected' };
  });
}
