import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { nameChangeRequests, users } from '../../db/schema.ts';

/**
 * The name an officer's certificates are checked against is frozen by their first paid claim
 * (`lifecycle.ts`). Changing first or last name afterwards changes how the officer is shown at
 * once, and asks an administrator to change the certificate name too: until then claims check the
 * frozen name, so renaming oneself after a stranger cannot claim the stranger's certificates.
 * Answers the name requested, or null when nothing needs approving.
 */
export async function requestCertificateName(
  tx: Tx,
  userId: string,
  name: { firstName: string; lastName: string },
): Promise<{ firstName: string; lastName: string } | null> {
  const [user] = await tx
    .select({
      firstName: users.certificateFirstName,
      lastName: users.certificateLastName,
      frozenAt: users.certificateNameAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!user?.frozenAt) return null;
  // A pending request is replaced by the newer one; asking for the frozen name withdraws it.
  await tx
    .delete(nameChangeRequests)
    .where(and(eq(nameChangeRequests.userId, userId), eq(nameChangeRequests.state, 'pending')));
  if (user.firstName === name.firstName && user.lastName === name.lastName) return null;
  await tx.insert(nameChangeRequests).values({ userId, ...name });
  return name;
}

/** Decides a pending request; answers its officer, or null when it was not pending. */
export async function decideCertificateName(
  tx: Tx,
  requestId: string,
  approve: boolean,
  deciderId: string,
  now: Date,
): Promise<{ userId: string; firstName: string; lastName: string } | null> {
  const [request] = await tx
    .update(nameChangeRequests)
    .set({ state: approve ? 'approved' : 'rejected', decidedAt: now, decidedBy: deciderId })
    .where(and(eq(nameChangeRequests.id, requestId), eq(nameChangeRequests.state, 'pending')))
    .returning({
      userId: nameChangeRequests.userId,
      firstName: nameChangeRequests.firstName,
      lastName: nameChangeRequests.lastName,
    });
  if (!request) return null;
  if (approve)
    await tx.execute(sql`update users set certificate_first_name = ${request.firstName},
      certificate_last_name = ${request.lastName} where id = ${request.userId}`);
  return request;
}
