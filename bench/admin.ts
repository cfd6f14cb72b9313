import { sql } from 'drizzle-orm';
import { rows, type Db } from '../apps/server/src/db/client.ts';
import { createSession } from '../apps/server/src/lib/sessions.ts';
import { firstNames } from '../apps/server/src/features/demo/seed-demo.ts';

/** The administrator screens' target at 1M officers (issue #11): p99 under 50 ms. */
export const ADMIN_P99_MS = 50;

/** A super administrator with a session, for the `/v1/super/*` reads. */
export async function benchAdmin(db: Db): Promise<{ id: string; token: string }> {
  const [admin] = await rows<{ id: string }>(
    db,
    sql`insert into users (first_name, last_name, email, role, email_verified_at)
        values ('Bench', 'Admin', 'bench-admin@bench.invalid', 'super', now())
        on conflict (email) do update set role = 'super'
        returning id`,
  );
  const { token } = await createSession(db, admin!.id);
  return { id: admin!.id, token };
}

/**
 * What an administrator does on /manage-users: the newest page, a page further in, and searches
 * that match many officers (a common first name), a few (a username), and one (an email).
 */
export function adminReads(users: number): { name: string; path: string }[] {
  const common = (firstNames[3] ?? 'ada').slice(1, 5).toLowerCase();
  const one = Math.max(1, Math.floor(users * 0.73));
  return [
    { name: 'users list, newest page', path: '/v1/super/users' },
    { name: 'users list, page 100', path: '/v1/super/users?page=100' },
    {
      name: `user search, common "${common}"`,
      path: `/v1/super/users?search=${encodeURIComponent(common)}`,
    },
    { name: `user search, username "bench${one}"`, path: `/v1/super/users?search=bench${one}` },
    {
      name: 'user search, one email',
      path: `/v1/super/users?search=${encodeURIComponent(`bench${one}@bench`)}`,
    },
  ];
}
