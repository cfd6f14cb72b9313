import { sql } from 'drizzle-orm';
import { rows, type Db } from '../apps/server/src/db/client.ts';

/** The volunteering screens' target (issue #20): p99 under 50 ms at 1M officers, 2M entries. */
export const VOLUNTEERING_P99_MS = 50;

/**
 * Two entries per officer (2M at 1M officers), in one statement: one in ten waiting for the
 * supervisor, one in ten confirmed (the queue: 20%), the rest approved; spread over Lagos and
 * Kano, five types, the last 60 days, and 50,000 supervisor addresses.
 */
export async function seedVolunteering(db: Db): Promise<number> {
  await db.execute(sql`insert into volunteer_entries
      (user_id, activity_type, title, description, day, start_minute, minutes, state, lga, link,
       supervisor_name, supervisor_email, status, confirmed_minutes, verified_at, points,
       decided_at, created_at, updated_at)
    select u.id,
      (array['teaching', 'tech-support', 'event-support', 'mentoring', 'other'])[1 + (u.n + k) % 5],
      'Bench activity', 'Seeded for the benchmark.',
      current_date - ((u.n * 7 + k) % 60)::int, 480 + 180 * k, 60,
      case when u.n % 2 = 0 then 'Lagos' else 'Kano' end,
      case when u.n % 2 = 0 then 'Epe' else 'Albasu' end,
      'https://example.org/bench', 'Bench Supervisor', 'sup' || (u.n % 50000) || '@bench.invalid',
      case (u.n * 2 + k) % 10 when 0 then 'pending' when 1 then 'verified' else 'approved' end,
      case when (u.n * 2 + k) % 10 = 0 then null else 60 end,
      case when (u.n * 2 + k) % 10 = 0 then null else now() - interval '1 day' end,
      case when (u.n * 2 + k) % 10 >= 2 then 10 else 0 end,
      case when (u.n * 2 + k) % 10 >= 2 then now() - interval '1 hour' else null end,
      now() - ((u.n * 2 + k) % 86400) * interval '1 minute',
      now()
    from (select id, row_number() over (order by id) as n from users where role = 'user') u
    cross join generate_series(0, 1) k`);
  const [row] = await rows<{ n: number }>(
    db,
    sql`select count(*)::int as n from volunteer_entries`,
  );
  // As autovacuum would: the visibility map lets the queue count read the index only.
  await db.execute(sql`vacuum analyze volunteer_entries`);
  return row?.n ?? 0;
}

/** The administrator's queue (plain and by state) and, per officer, their own list. */
export const volunteeringAdminReads = [
  { name: 'volunteering queue', path: '/v1/super/volunteering' },
  { name: 'volunteering queue, page 50', path: '/v1/super/volunteering?page=50' },
  { name: 'volunteering queue, Kano', path: '/v1/super/volunteering?state=Kano' },
  {
    name: 'volunteering queue, confirmed',
    path: '/v1/super/volunteering?verified=true',
  },
];
export const volunteeringOfficerRead = {
  name: "officer's volunteering list",
  path: '/v1/volunteering',
};
