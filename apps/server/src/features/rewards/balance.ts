import { sql } from 'drizzle-orm';
import type { TBalance } from '@dpts/contract';
import { rows, type Db, type Tx } from '../../db/client.ts';

const DAY_MS = 86_400_000;

/** Earned points count as available once they are this old. */
export const coolingCut = (now: Date, coolingDays: number) =>
  new Date(now.getTime() - coolingDays * DAY_MS);

/**
 * What an officer may spend now: the sum of their balance entries, leaving out earned points
 * (and clawbacks of them) still cooling. Read under the officer's lock when about to spend.
 */
export async function availableBalance(
  db: Db | Tx,
  userId: string,
  now: Date,
  coolingDays: number,
): Promise<number> {
  const cut = coolingCut(now, coolingDays);
  const [row] = await rows<{ available: number }>(
    db,
    sql`select coalesce(sum(amount), 0)::int as available from balance_entries
        where user_id = ${userId} and (cooling_from is null or cooling_from <= ${cut})`,
  );
  return row?.available ?? 0;
}

/** The balance page: available, cooling (and when it frees up), spent, and points earned. */
export async function readBalance(
  db: Db,
  userId: string,
  now: Date,
  coolingDays: number,
): Promise<TBalance> {
  const cut = coolingCut(now, coolingDays);
  const [[sums], cooling, [user]] = await Promise.all([
    rows<{ total: number; available: number; spent: number }>(
      db,
      sql`select coalesce(sum(amount), 0)::int as total,
            coalesce(sum(amount) filter (where cooling_from is null or cooling_from <= ${cut}), 0)::int
              as available,
            (coalesce(-sum(amount) filter (where kind = 'spent'), 0)
              - coalesce(sum(amount) filter (where kind = 'refund'), 0))::int as spent
          from balance_entries where user_id = ${userId}`,
    ),
    rows<{ from: Date | string; points: number }>(
      db,
      sql`select cooling_from as "from", sum(amount)::int as points from balance_entries
          where user_id = ${userId} and cooling_from > ${cut}
          group by cooling_from having sum(amount) <> 0 order by cooling_from limit 200`,
    ),
    rows<{ total: number }>(
      db,
      sql`select total_points_earned as total from users where id = ${userId}`,
    ),
  ]);
  // Cooling points grouped by the day (from now) they become available.
  const byDay = new Map<number, { points: number; availableAt: Date }>();
  for (const c of cooling) {
    const availableAt = new Date(new Date(c.from).getTime() + coolingDays * DAY_MS);
    const inDays = Math.max(1, Math.ceil((availableAt.getTime() - now.getTime()) / DAY_MS));
    const group = byDay.get(inDays);
    if (group) {
      group.points += c.points;
      if (availableAt > group.availableAt) group.availableAt = availableAt;
    } else byDay.set(inDays, { points: c.points, availableAt });
  }
  const total = sums?.total ?? 0;
  const available = sums?.available ?? 0;
  return {
    available,
    cooling: total - available,
    total,
    coolingDays,
    upcoming: [...byDay.entries()]
      .filter(([, g]) => g.points !== 0)
      .sort(([a], [b]) => a - b)
      .map(([inDays, g]) => ({
        points: g.points,
        availableAt: g.availableAt.toISOString(),
        inDays,
      })),
    totalPointsEarned: user?.total ?? 0,
    spent: sums?.spent ?? 0,
  };
}
