import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { RESET_SESSION_TTL_MINUTES, SESSION_TTL_DAYS } from '@dpts/contract';
import { preparedQuery, type Db, type Tx } from '../db/client.ts';
import { sessions, users } from '../db/schema.ts';
import { hashToken, newToken } from './tokens.ts';

export type SessionKind = 'session' | 'reset';
export type ResolvedSession = {
  sessionId: string;
  kind: SessionKind;
  expiresAt: Date;
  user: typeof users.$inferSelect;
};

const DAY_MS = 86_400_000;

function ttlMs(kind: SessionKind): number {
  return kind === 'session' ? SESSION_TTL_DAYS * DAY_MS : RESET_SESSION_TTL_MINUTES * 60_000;
}

/** Server-side sessions: the client holds a random token, the database only its SHA-256. */
export async function createSession(db: Db | Tx, userId: string, kind: SessionKind = 'session') {
  const token = newToken();
  const expiresAt = new Date(Date.now() + ttlMs(kind));
  const [row] = await db
    .insert(sessions)
    .values({ userId, tokenHash: hashToken(token), kind, expiresAt })
    .returning({ id: sessions.id });
  return { token, sessionId: row!.id, expiresAt };
}

const sessionByTokenHash = preparedQuery((db) =>
  db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
      ),
    )
    .limit(1)
    .prepare('resolve_session'),
);

/** The live session whose token hashes to `tokenHash`, with its user. */
export async function resolveSession(db: Db, tokenHash: string): Promise<ResolvedSession | null> {
  const now = new Date();
  const [found] = await sessionByTokenHash(db).execute({ tokenHash });
  if (!found) return null;
  const { session, user } = found;
  let expiresAt = session.expiresAt;
  // Sliding expiry, written at most once a day per session.
  if (
    session.kind === 'session' &&
    expiresAt.getTime() - now.getTime() < ttlMs('session') - DAY_MS
  ) {
    expiresAt = new Date(now.getTime() + ttlMs('session'));
    await db.update(sessions).set({ expiresAt }).where(eq(sessions.id, session.id));
  }
  return { sessionId: session.id, kind: session.kind, expiresAt, user };
}

export async function revokeSession(db: Db | Tx, sessionId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(eq(sessions.id, sessionId));
}

/** Revokes every live session of a user, optionally keeping one. */
export async function revokeUserSessions(
  db: Db | Tx,
  userId: string,
  keepSessionId?: string,
): Promise<void> {
  const live = and(eq(sessions.userId, userId), isNull(sessions.revokedAt));
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(keepSessionId ? and(live, ne(sessions.id, keepSessionId)) : live);
}
