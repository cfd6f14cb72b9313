import type { FastifyInstance } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import { rows, type Db } from '../db/client.ts';
import { courses } from '../db/schema.ts';
import { certificateFor, startFakeSites, type FakeSites, type Holder } from './fake-sites.ts';
import { bearer, type TestUser } from './factories.ts';
import { createTestApp, type TestContext } from './helpers.ts';

export type SitesTestContext = TestContext & { sites: FakeSites };

/**
 * The whole app with the learning sites' certificate pages served by local stand-ins, so its
 * verification jobs confirm or refuse completions as the real sites would. `close` stops both.
 */
export async function createTestAppWithSites(
  env: Record<string, string> = {},
  options: { now?: () => Date } = {},
): Promise<SitesTestContext> {
  const sites = await startFakeSites(options);
  const ctx = await createTestApp({ ...sites.env, ...env }, options).catch(
    async (error: unknown) => {
      await sites.close();
      throw error;
    },
  );
  return {
    ...ctx,
    sites,
    async close() {
      await ctx.close();
      await sites.close();
    },
  };
}

export type Course = typeof courses.$inferSelect;

export const PYTHON_COURSE = 'Programming for Everybody (Getting Started with Python)';

/** A course of the seeded catalogue, by its name and site. */
export async function seedCourse(db: Db, name: string, website: string): Promise<Course> {
  const [row] = await db
    .select()
    .from(courses)
    .where(and(eq(courses.name, name), eq(courses.website, website)));
  if (!row) throw new Error(`no seed course ${website} / ${name}`);
  return row;
}

/** The officer's name as a certificate states it. */
export const holderOf = (officer: TestUser): Holder => ({
  firstName: officer.user.firstName,
  lastName: officer.user.lastName,
  email: officer.user.email,
});

/** A certificate of that course that the stand-in site confirms for this officer. */
export function certificateOf(
  sites: FakeSites,
  officer: TestUser,
  course: { name: string; website: string; courseKey: string },
): string {
  return certificateFor(sites, holderOf(officer), course);
}

/** All the points an officer's ledger holds. */
export async function ledgerSum(db: Db, userId: string): Promise<number> {
  const [row] = await rows<{ sum: number }>(
    db,
    sql`select coalesce(sum(points), 0)::int as sum from points_ledger where user_id = ${userId}`,
  );
  return row!.sum;
}

/** The officer's dashboard counts, as GET /v1/profile/stats answers them. */
export async function statsOf(app: FastifyInstance, officer: TestUser): Promise<unknown> {
  const res = await app.inject({ url: '/v1/profile/stats', headers: bearer(officer.token) });
  return res.json().data;
}

/** The course's status on its learning track's page, as the officer sees it. */
export async function courseStatusOf(
  app: FastifyInstance,
  officer: TestUser,
  course: { id: string; topicId: string },
): Promise<string | undefined> {
  const res = await app.inject({
    url: `/v1/topics/${course.topicId}`,
    headers: bearer(officer.token),
  });
  const row = res
    .json<{ courses: { courseId: string; status: string }[] }>()
    .courses.find((c) => c.courseId === course.id);
  return row?.status;
}
