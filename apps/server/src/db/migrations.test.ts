import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { generateDrizzleJson, generateMigration } from 'drizzle-kit/api';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { testConfig } from '../test/helpers.ts';
import { openEmptyDatabase, type EmptyDatabase } from '../test/empty-database.ts';
import { hashToken } from '../lib/tokens.ts';
import { migrateDatabase, migrationsFolder, rows, type Database } from './client.ts';
import * as schema from './schema.ts';

/** A hang guard, not a measure: applying every migration takes long on a loaded machine. */
const MIGRATING_MS = 240_000;

/** The last migration on main `839a4db`: databases in use hold this state, and data. */
const DEPLOYED = '0010_league_and_account_feed';

/**
 * What drizzle-kit cannot declare, so only the SQL migrations create it: covering indexes
 * (`INCLUDE`, migration 0002). Triggers and functions are not compared.
 */
const ONLY_IN_SQL = [
  'point_totals_cover_idx',
  'point_total_days_cover_idx',
  'daily_point_totals_cover_idx',
];

type Journal = { entries: Array<{ idx: number; tag: string; when: number }> };

/** A migrations folder holding the migrations up to and including `lastTag`. */
function migrationsUpTo(lastTag: string): string {
  const source = migrationsFolder();
  const journal = JSON.parse(
    fs.readFileSync(path.join(source, 'meta', '_journal.json'), 'utf8'),
  ) as Journal;
  const last = journal.entries.findIndex((e) => e.tag === lastTag);
  if (last < 0) throw new Error(`${lastTag} is not in the journal`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dpts-migrations-'));
  fs.mkdirSync(path.join(dir, 'meta'));
  const entries = journal.entries.slice(0, last + 1);
  for (const e of entries)
    fs.copyFileSync(path.join(source, `${e.tag}.sql`), path.join(dir, `${e.tag}.sql`));
  fs.writeFileSync(
    path.join(dir, 'meta', '_journal.json'),
    JSON.stringify({ ...journal, entries }),
  );
  return dir;
}

/** Columns, constraints and indexes of the public schema, one line each, as PostgreSQL prints them. */
async function catalogue(database: Database): Promise<string[]> {
  const lines = await rows<{ line: string }>(
    database.db,
    sql`
      select concat_ws(' | ', 'column', table_name, column_name, data_type, is_nullable, column_default) as line
        from information_schema.columns where table_schema = 'public'
      union all
      select concat_ws(' | ', 'constraint', conrelid::regclass::text, conname, pg_get_constraintdef(oid))
        from pg_constraint where connamespace = 'public'::regnamespace
      union all
      select concat_ws(' | ', 'index', c.relname, pg_get_indexdef(i.indexrelid))
        from pg_index i join pg_class c on c.oid = i.indexrelid
       where c.relnamespace = 'public'::regnamespace`,
  );
  return lines.map((r) => r.line).sort();
}

async function tablesAndColumns(database: Database): Promise<Map<string, string[]>> {
  const found = await rows<{ table_name: string; column_name: string }>(
    database.db,
    sql`select table_name, column_name from information_schema.columns
         where table_schema = 'public' order by table_name, ordinal_position`,
  );
  const tables = new Map<string, string[]>();
  for (const { table_name, column_name } of found) {
    tables.set(table_name, [...(tables.get(table_name) ?? []), column_name]);
  }
  return tables;
}

/** Every row of every table, restricted to the given columns, in a stable order. */
async function contents(database: Database, tables: Map<string, string[]>) {
  const out: Record<string, string[]> = {};
  for (const [table, columns] of tables) {
    const list = columns.map((c) => `"${c}"`).join(', ');
    const found = await rows<{ row: string }>(
      database.db,
      sql.raw(
        `select row_to_json(x)::text as row from (select ${list} from "${table}") x order by 1`,
      ),
    );
    out[table] = found.map((r) => r.row);
  }
  return out;
}

const officerToken = 'officer-a-session-token';
const superToken = 'super-session-token';

/**
 * Data as the product writes it at 0010: officers with points, sessions, codes, mail, the
 * catalogue, enrolments, the ledger and rank counters, claims in each state, jobs, leagues with
 * members, requests, saves, courses and invites, the audit log. Written against the 0010 tables,
 * which never change, so this SQL stays valid whatever later migrations do.
 */
const seedAt0010 = `
insert into users (id, first_name, last_name, email, username, role, email_verified_at, officer_type,
                   learning_path, total_points_earned, points_reached_at, created_at)
values
  ('00000000-0000-4000-8000-00000000000a', 'Ada', 'Obi', 'ada@example.ng', 'ada', 'user', now(), 'sales',
   '["sales"]', 120, '2026-11-20T10:00:00Z', '2026-11-01T08:00:00Z'),
  ('00000000-0000-4000-8000-00000000000b', 'Bayo', 'Eze', 'bayo@example.ng', null, 'user', null, 'technical',
   '[]', 0, '2026-11-02T08:00:00Z', '2026-11-02T08:00:00Z'),
  ('00000000-0000-4000-8000-00000000000c', 'Chi', 'Super', 'chi@example.ng', 'chi', 'super', now(), null,
   '[]', 0, '2026-11-03T08:00:00Z', '2026-11-03T08:00:00Z');

insert into sessions (user_id, token_hash, kind, expires_at) values
  ('00000000-0000-4000-8000-00000000000a', '${hashToken(officerToken)}', 'session', '2999-01-01T00:00:00Z'),
  ('00000000-0000-4000-8000-00000000000c', '${hashToken(superToken)}', 'session', '2999-01-01T00:00:00Z');
insert into email_otps (user_id, code_hash, expires_at) values
  ('00000000-0000-4000-8000-00000000000b', 'otp-hash', '2026-11-02T09:00:00Z');
insert into email_otp_sends (user_id, sent_at) values ('00000000-0000-4000-8000-00000000000b', '2026-11-02T08:01:00Z');
insert into account_tokens (token_hash, user_id, purpose, expires_at) values
  ('verify-hash', '00000000-0000-4000-8000-00000000000b', 'verify-email', '2026-11-03T08:00:00Z');
insert into mail_messages (id, "to", subject, text, html, transport, sent_at) values
  ('00000000-0000-4000-8000-0000000000e1', 'bayo@example.ng', 'Your code', 'code', '<p>code</p>', 'mailbox', '2026-11-02T08:01:00Z');
insert into support_messages (id, user_id, email, message) values
  ('00000000-0000-4000-8000-0000000000e2', '00000000-0000-4000-8000-00000000000a', 'ada@example.ng', 'Hello');

insert into topics (id, name, description, learning_path, curated_at) values
  ('00000000-0000-4000-8000-0000000000f1', 'Migration selling', 'A track', 'sales', '2026-11-10T00:00:00Z');
insert into courses (id, topic_id, name, website, url, course_key, title_key, point, learning_path) values
  ('00000000-0000-4000-8000-0000000000c1', '00000000-0000-4000-8000-0000000000f1', 'Selling One', 'Coursera',
   'https://www.coursera.org/learn/migration-selling-one', 'coursera:migration-selling-one', 'selling one', 60, 'sales'),
  ('00000000-0000-4000-8000-0000000000c2', '00000000-0000-4000-8000-0000000000f1', 'Selling Two', 'Coursera',
   'https://www.coursera.org/learn/migration-selling-two', 'coursera:migration-selling-two', 'selling two', 40, 'sales');
insert into enrollments (user_id, course_id, state, certificate_url, completed_at) values
  ('00000000-0000-4000-8000-00000000000a', '00000000-0000-4000-8000-0000000000c1', 'complete',
   'https://www.coursera.org/account/accomplishments/verify/ABC', '2026-11-20T10:00:00Z'),
  ('00000000-0000-4000-8000-00000000000b', '00000000-0000-4000-8000-0000000000c2', 'verifying', null, null);
insert into points_ledger (user_id, course_id, source, points, created_at) values
  ('00000000-0000-4000-8000-00000000000a', '00000000-0000-4000-8000-0000000000c1', 'course', 60, '2026-11-20T10:00:00Z'),
  ('00000000-0000-4000-8000-00000000000a', null, 'adjustment', 60, '2026-11-20T10:00:00Z');
insert into point_totals (total, users) values (120, 1);
insert into point_total_days (total, day, users) values (120, '2026-11-20', 1);
insert into daily_point_totals (day, points, users) values ('2026-11-20', 120, 1);
insert into daily_points (day, user_id, points, reached_at) values
  ('2026-11-20', '00000000-0000-4000-8000-00000000000a', 120, '2026-11-20T10:00:00Z');
insert into completion_certificates (certificate_key, user_id, course_id, certificate_url) values
  ('coursera:ABC', '00000000-0000-4000-8000-00000000000a', '00000000-0000-4000-8000-0000000000c1',
   'https://www.coursera.org/account/accomplishments/verify/ABC');
insert into activity_events (id, user_id, type, url, title, certificate_url, course_id, outcome, occurred_at) values
  ('00000000-0000-4000-8000-0000000000a1', '00000000-0000-4000-8000-00000000000a', 'complete',
   'https://www.coursera.org/learn/migration-selling-one', 'Selling One',
   'https://www.coursera.org/account/accomplishments/verify/ABC', '00000000-0000-4000-8000-0000000000c1',
   'claimed', '2026-11-20T09:59:00Z');
insert into completion_claims (id, user_id, course_id, site, certificate_key, certificate_url, source, state,
                               reason, hold_reason, points, decided_at) values
  ('00000000-0000-4000-8000-0000000000d1', '00000000-0000-4000-8000-00000000000a', '00000000-0000-4000-8000-0000000000c1',
   'coursera', 'coursera:ABC', 'https://www.coursera.org/account/accomplishments/verify/ABC', 'extension', 'verified',
   null, null, 60, '2026-11-20T10:00:00Z'),
  ('00000000-0000-4000-8000-0000000000d2', '00000000-0000-4000-8000-00000000000b', '00000000-0000-4000-8000-0000000000c2',
   'coursera', 'coursera:DEF', 'https://www.coursera.org/account/accomplishments/verify/DEF', 'manual', 'review',
   'Waiting for review', 'completed before sign-up', 0, null),
  ('00000000-0000-4000-8000-0000000000d3', '00000000-0000-4000-8000-00000000000b', '00000000-0000-4000-8000-0000000000c1',
   'coursera', 'coursera:ABC', 'https://www.coursera.org/account/accomplishments/verify/ABC', 'manual', 'rejected',
   'Certificate belongs to someone else', null, 0, '2026-11-21T10:00:00Z');
insert into jobs (name, payload, state, attempts, run_at, last_error, finished_at) values
  ('verify-claim', '{"claimId": "00000000-0000-4000-8000-0000000000d2"}', 'queued', 0, '2026-11-21T10:00:00Z', null, null),
  ('send-email', '{"to": "bayo@example.ng"}', 'done', 1, '2026-11-02T08:01:00Z', null, '2026-11-02T08:01:01Z'),
  ('send-email', '{"to": "nobody@example.ng"}', 'failed', 5, '2026-11-02T08:01:00Z', 'SMTP refused', '2026-11-02T09:00:00Z');

insert into leagues (id, creator_id, name, description, image, thumbnail, path, is_private, discoverable,
                     speciality, members_count) values
  ('00000000-0000-4000-8000-0000000001a1', '00000000-0000-4000-8000-00000000000a', 'Lagos Sellers', 'Open to all',
   'img/a.webp', 'img/a-t.webp', 'all', false, true, null, 2),
  ('00000000-0000-4000-8000-0000000001a2', '00000000-0000-4000-8000-00000000000c', 'Abuja Experts', 'By invitation',
   'img/b.webp', 'img/b-t.webp', 'sales', true, true, 'Specialized', 1);
insert into league_members (league_id, user_id) values
  ('00000000-0000-4000-8000-0000000001a1', '00000000-0000-4000-8000-00000000000a'),
  ('00000000-0000-4000-8000-0000000001a1', '00000000-0000-4000-8000-00000000000b'),
  ('00000000-0000-4000-8000-0000000001a2', '00000000-0000-4000-8000-00000000000c');
insert into league_requests (league_id, user_id, state) values
  ('00000000-0000-4000-8000-0000000001a2', '00000000-0000-4000-8000-00000000000b', 'pending');
insert into league_stars (user_id, league_id) values
  ('00000000-0000-4000-8000-00000000000b', '00000000-0000-4000-8000-0000000001a1');
insert into league_courses (league_id, course_id) values
  ('00000000-0000-4000-8000-0000000001a2', '00000000-0000-4000-8000-0000000000c1');
insert into league_invites (league_id, email, code_hash, invited_by, expires_at) values
  ('00000000-0000-4000-8000-0000000001a2', 'ada@example.ng', 'invite-hash', '00000000-0000-4000-8000-00000000000c',
   '2999-01-01T00:00:00Z');
insert into audit_log (actor_id, actor_email, action, entity, entity_id, before, after) values
  ('00000000-0000-4000-8000-00000000000c', 'chi@example.ng', 'course.update', 'course',
   '00000000-0000-4000-8000-0000000000c1', '{"point": 50}', '{"point": 60}');
`;

async function run(database: Database, text: string) {
  for (const statement of text.split(/;\s*\n/).filter((s) => s.trim())) {
    await database.db.execute(sql.raw(statement));
  }
}

describe('migrations', () => {
  const opened: EmptyDatabase[] = [];
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((d) => d.drop()));
  });
  const empty = async () => {
    const d = await openEmptyDatabase();
    opened.push(d);
    return d.database;
  };

  // Every migration from empty on PGlite, twice in this file: minutes on a busy 2-core machine.
  it(
    'build from an empty database exactly the tables, keys and indexes schema.ts declares',
    async () => {
      const migrated = await empty();
      await migrateDatabase(migrated);

      // The same database as drizzle-kit would create it from schema.ts alone.
      const declared = await empty();
      await declared.db.execute(sql`create extension if not exists pg_trgm`);
      const fromNothing = generateDrizzleJson({});
      for (const statement of await generateMigration(fromNothing, generateDrizzleJson(schema))) {
        await declared.db.execute(sql.raw(statement));
      }

      const onlyInSql = (line: string) =>
        ONLY_IN_SQL.some((name) => line.startsWith(`index | ${name} |`));
      const migratedLines = await catalogue(migrated);
      expect(migratedLines.filter(onlyInSql)).toHaveLength(ONLY_IN_SQL.length);
      expect(migratedLines.filter((l) => !onlyInSql(l))).toEqual(await catalogue(declared));
    },
    MIGRATING_MS,
  );

  it(
    `carry the data of a database at ${DEPLOYED} (main 839a4db) through every later migration`,
    async () => {
      const database = await empty();
      await migrateDatabase(database, migrationsUpTo(DEPLOYED));
      await run(database, seedAt0010);

      const tablesAt0010 = await tablesAndColumns(database);
      const before = await contents(database, tablesAt0010);
      // Representative: every table of that state holds rows (user_count and league_totals are
      // kept by the 0005 and 0006 triggers).
      expect(
        Object.entries(before)
          .filter(([, r]) => r.length === 0)
          .map(([t]) => t),
      ).toEqual([]);

      await migrateDatabase(database);
      expect(await contents(database, tablesAt0010)).toEqual(before);

      // The officer and the administrator find their data through the API, and the triggers
      // still count.
      const app = await buildApp({ config: testConfig(), database, logger: false });
      await app.ready();
      try {
        const get = (url: string, token: string) =>
          app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
        const points = await get('/v1/profile/points', officerToken);
        expect(points.json()).toEqual({ data: { totalPoints: 120 } });
        const league = await get('/v1/league/00000000-0000-4000-8000-0000000001a1', officerToken);
        expect(league.json().data.league).toMatchObject({
          name: 'Lagos Sellers',
          members_count: 2,
          isCreator: true,
          isMember: true,
        });
        const review = await get('/v1/super/review/count', superToken);
        expect(review.json()).toEqual({ data: { count: 1 } });
      } finally {
        await app.close();
      }
      await database.db.execute(
        sql.raw(
          `insert into users (first_name, last_name, email) values ('New', 'Officer', 'new@example.ng')`,
        ),
      );
      const [count] = await rows<{ users: number }>(
        database.db,
        sql`select users::int from user_count`,
      );
      expect(count?.users).toBe(4);
    },
    MIGRATING_MS,
  );
});
