import { sql, type SQL } from 'drizzle-orm';
import { ADMIN_SEARCH_COUNT_CAP } from '@dpts/contract';
import { rows, type Db } from '../../db/client.ts';

/** `%term%` for LIKE, lower-cased, with the LIKE wildcards in the term taken literally. */
export function containsPattern(term: string): string {
  return `%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * How many rows match, counted up to the cap: a common search term costs the same as a rare one.
 * `from` and `where` are the list's own, so the count uses the same trigram index.
 */
export async function cappedCount(
  db: Db,
  from: SQL,
  where: SQL,
): Promise<{ total: number; totalCapped: boolean }> {
  const [row] = await rows<{ n: number }>(
    db,
    sql`select count(*)::int as n from (select 1 from ${from} where ${where} limit ${ADMIN_SEARCH_COUNT_CAP + 1}) t`,
  );
  const n = row?.n ?? 0;
  return { total: Math.min(n, ADMIN_SEARCH_COUNT_CAP), totalCapped: n > ADMIN_SEARCH_COUNT_CAP };
}
