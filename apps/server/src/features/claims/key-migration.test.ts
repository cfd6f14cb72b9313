import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rows } from '../../db/client.ts';
import { createTestApp, type TestContext } from '../../test/helpers.ts';
import { createUser } from '../../test/factories.ts';

/**
 * Migration 0014 (issue #19): existing certificate keys take the normalised form, and where two
 * officers' keys become one, the first bound keeps the certificate and the other claim is marked
 * held by them. Rows are written as 839a4db wrote them, then the migration's SQL runs again.
 */
let ctx: TestContext;
const db = () => ctx.database.db;

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx?.close());

const migration = fs.readFileSync(
  new URL('../../../drizzle/0014_normalise_certificate_keys.sql', import.meta.url),
  'utf8',
);

describe('normalising existing certificate keys', () => {
  it('rewrites keys as the site rules give them and marks a collision held by the first holder', async () => {
    const [first, second, third] = await Promise.all([
      createUser(db()),
      createUser(db()),
      createUser(db()),
    ]);
    const [course] = await rows<{ id: string }>(
      db(),
      sql`select id from courses where website = 'freeCodeCamp' order by name limit 1`,
    );
    const [coursera] = await rows<{ id: string }>(
      db(),
      sql`select id from courses where website = 'Coursera' order by name limit 1`,
    );
    const fcc = (user: string) =>
      `https://www.freecodecamp.org/certification/${user}/responsive-web-design`;
    const old = [
      // Two officers, one certificate typed in two cases: both paid on the old code.
      {
        user: first.user.id,
        key: 'freecodecamp:Zed/responsive-web-design',
        url: fcc('Zed'),
        at: '2026-01-01',
      },
      {
        user: second.user.id,
        key: 'freecodecamp:zed/responsive-web-design',
        url: fcc('zed'),
        at: '2026-02-01',
      },
      {
        user: third.user.id,
        key: 'coursera:abc123xyz',
        url: 'https://www.coursera.org/verify/abc123xyz',
        at: '2026-01-01',
      },
    ];
    for (const o of old) {
      const courseId = o.key.startsWith('coursera') ? coursera!.id : course!.id;
      await db().execute(sql`insert into completion_certificates
        (certificate_key, user_id, course_id, certificate_url, created_at)
        values (${o.key}, ${o.user}, ${courseId}, ${o.url}, ${o.at})`);
      await db().execute(sql`insert into completion_claims
        (user_id, course_id, site, certificate_key, certificate_url, source, state, points, created_at, decided_at)
        values (${o.user}, ${courseId}, ${o.key.split(':')[0]}, ${o.key}, ${o.url}, 'extension',
                'verified', 10, ${o.at}, ${o.at})`);
    }

    await db().transaction(async (tx) => {
      for (const statement of migration.split('--> statement-breakpoint'))
        if (statement.trim()) await tx.execute(sql.raw(statement));
    });

    const bound = await rows<{ key: string; userId: string }>(
      db(),
      sql`select certificate_key as key, user_id as "userId" from completion_certificates
          where user_id in (${first.user.id}, ${second.user.id}, ${third.user.id}) order by key`,
    );
    expect(bound).toEqual([
      { key: 'coursera:ABC123XYZ', userId: third.user.id },
      { key: 'freecodecamp:zed/responsive-web-design', userId: first.user.id },
    ]);
    const claims = await rows<{ userId: string; key: string; heldBy: string | null }>(
      db(),
      sql`select user_id as "userId", certificate_key as key, held_by as "heldBy"
          from completion_claims
          where user_id in (${first.user.id}, ${second.user.id}, ${third.user.id})`,
    );
    const of = (id: string) => claims.find((c) => c.userId === id)!;
    expect(of(first.user.id)).toMatchObject({
      key: 'freecodecamp:zed/responsive-web-design',
      heldBy: null,
    });
    expect(of(second.user.id)).toMatchObject({
      key: 'freecodecamp:zed/responsive-web-design',
      heldBy: first.user.id,
    });
    expect(of(third.user.id)).toMatchObject({ key: 'coursera:ABC123XYZ', heldBy: null });
    // The function the migration used is gone again.
    const [fn] = await rows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from pg_proc where proname = 'dpts_normal_certificate_key'`,
    );
    expect(fn!.n).toBe(0);
  });
});
