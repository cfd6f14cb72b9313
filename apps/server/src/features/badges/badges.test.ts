import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { rows } from '../../db/client.ts';
import {
  auditLog,
  badgeAwards,
  badgeClasses,
  courses,
  notifications,
  topics,
} from '../../db/schema.ts';
import { createTestApp, type TestContext } from '../../test/helpers.ts';
import { callApi, createUser, type TestUser } from '../../test/factories.ts';
import { awardPoints, reversePoints } from '../points/index.ts';
import { verifyCredential as verifyWithVerifierCore } from '@digitalcredentials/verifier-core';
import {
  bundledContext,
  createDocumentLoader,
  issuerUrls,
  verifyBadgeCredential,
} from './credentials.ts';
import { closeDay, evaluateOfficer } from './service.ts';
import { buildApp } from '../../app.ts';
import { testConfig } from '../../test/helpers.ts';
import { seedBadgeClasses } from './seed.ts';

let ctx: TestContext;
const clock = new Date('2026-11-20T09:00:00Z');
const db = () => ctx.database.db;
let catalogue: { id: string; website: string; topicId: string }[] = [];

beforeAll(async () => {
  ctx = await createTestApp({}, { now: () => clock });
  catalogue = await db()
    .select({ id: courses.id, website: courses.website, topicId: courses.topicId })
    .from(courses)
    .where(eq(courses.isActive, true));
  await seedBadgeClasses(db());
});
afterAll(async () => ctx.close());
afterEach(() => vi.unstubAllGlobals());

/** Pays `n` courses (or the given ones) through the ledger, as verified claims do. */
async function payCourses(officer: TestUser, ids: string[]) {
  await db().transaction((tx) =>
    awardPoints(
      tx,
      officer.user.id,
      ids.map((courseId) => ({ courseId, points: 10, source: 'course' as const })),
      clock,
    ),
  );
}

async function settle(app: FastifyInstance = ctx.app) {
  await app.jobs.drain();
}

async function awardsOf(officer: TestUser) {
  return db()
    .select()
    .from(badgeAwards)
    .innerJoin(badgeClasses, eq(badgeClasses.id, badgeAwards.classId))
    .where(eq(badgeAwards.userId, officer.user.id));
}

/**
 * A verifier that knows only what the app serves over HTTP (issuer profile, keys, status lists)
 * and the bundled contexts; any network access fails the test.
 */
function httpOnlyLoader(app: FastifyInstance) {
  const urls = issuerUrls(ctx.config.appUrl);
  const get = async (url: string) => {
    const res = await app.inject({ url: url.replace(ctx.config.appUrl, '') });
    return res.statusCode === 200 ? res.json<Record<string, unknown>>() : null;
  };
  return createDocumentLoader(urls, {
    publicKeys: async () => {
      const profile = (await get(urls.issuer)) as { assertionMethod: string[] };
      return profile.assertionMethod.map((id) => id.slice(urls.key('').length));
    },
    statusList: (list) => get(urls.statusList(list)),
  });
}

function refuseNetwork() {
  const fetch = vi.fn(() => Promise.reject(new Error('network refused')));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

/**
 * `fetch` for a verifier that loads documents over HTTP: the app's own URLs are answered by the
 * app in process, JSON-LD contexts from the bundle; anything else is refused and recorded.
 */
function appOnlyFetch(app: FastifyInstance) {
  const refused: string[] = [];
  const appUrl = ctx.config.appUrl;
  vi.stubGlobal('fetch', async (input: string | URL | Request) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (url.startsWith(`${appUrl}/v1/`)) {
      const res = await app.inject({ url: url.slice(appUrl.length) });
      return new Response(res.body, {
        status: res.statusCode,
        headers: { 'content-type': 'application/json' },
      });
    }
    const context = await bundledContext(url);
    if (context) return Response.json(context);
    refused.push(url);
    throw new TypeError(`network refused: ${url}`);
  });
  return refused;
}

async function credentialOf(awardId: string) {
  const res = await callApi(ctx.app, 'GET', `/badges/credentials/${awardId}`);
  expect(res.statusCode).toBe(200);
  return res.json<
    Record<string, unknown> & {
      proof: { type: string; cryptosuite: string };
      credentialSubject: { identifier: Array<{ identityHash: string }> };
      credentialStatus: { type: string };
    }
  >();
}

describe('badge classes', () => {
  it('lists about twelve seeded classes publicly', async () => {
    const res = await callApi(ctx.app, 'GET', '/badges');
    expect(res.statusCode).toBe(200);
    const classes = res.json().data as Array<{ name: string; rule: { kind: string } }>;
    expect(classes.length).toBeGreaterThanOrEqual(10);
    expect(new Set(classes.map((c) => c.rule.kind))).toEqual(
      new Set([
        'courses',
        'track',
        'site',
        'volunteering',
        'board_first',
        'league_members',
        'weeks',
      ]),
    );
  });

  it('super CRUD: only supers, validated, audit-logged', async () => {
    const officer = await createUser(db());
    const admin = await createUser(db(), { role: 'admin' });
    const superUser = await createUser(db(), { role: 'super' });
    const body = {
      name: 'Two courses',
      description: 'Two verified courses.',
      criteria: 'Complete two courses.',
      rule: { kind: 'courses', count: 2 },
    };
    expect((await callApi(ctx.app, 'POST', '/super/badges', undefined, body)).statusCode).toBe(401);
    expect((await callApi(ctx.app, 'POST', '/super/badges', officer.token, body)).statusCode).toBe(
      403,
    );
    expect((await callApi(ctx.app, 'POST', '/super/badges', admin.token, body)).statusCode).toBe(
      403,
    );
    expect((await callApi(ctx.app, 'GET', '/super/badges', admin.token)).statusCode).toBe(403);
    const bad = await callApi(ctx.app, 'POST', '/super/badges', superUser.token, {
      ...body,
      rule: { kind: 'courses', count: -1 },
    });
    expect(bad.statusCode).toBe(400);
    const made = await callApi(ctx.app, 'POST', '/super/badges', superUser.token, body);
    expect(made.statusCode).toBe(201);
    const id = made.json().data._id as string;
    expect((await callApi(ctx.app, 'GET', `/super/badges/${id}`, officer.token)).statusCode).toBe(
      403,
    );
    const changed = await callApi(ctx.app, 'PUT', `/super/badges/${id}`, superUser.token, {
      name: 'Two courses done',
      isActive: false,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data).toMatchObject({ name: 'Two courses done', isActive: false });
    expect((await callApi(ctx.app, 'GET', '/badges')).json().data).not.toContainEqual(
      expect.objectContaining({ _id: id }),
    );
    const gone = await callApi(ctx.app, 'DELETE', `/super/badges/${id}`, superUser.token);
    expect(gone.statusCode).toBe(200);
    expect((await callApi(ctx.app, 'GET', `/super/badges/${id}`, superUser.token)).statusCode).toBe(
      404,
    );
    const audit = await db()
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'badge'), eq(auditLog.entityId, id)));
    expect(audit.map((a) => a.action).sort()).toEqual([
      'badge.create',
      'badge.delete',
      'badge.update',
    ]);
  });

  it('a new class is awarded in the background to everyone already eligible', async () => {
    const officer = await createUser(db());
    const superUser = await createUser(db(), { role: 'super' });
    await payCourses(officer, [catalogue[20]!.id, catalogue[21]!.id, catalogue[22]!.id]);
    await settle();
    const made = await callApi(ctx.app, 'POST', '/super/badges', superUser.token, {
      name: 'Three courses',
      description: 'Three verified courses.',
      criteria: 'Complete three courses.',
      rule: { kind: 'courses', count: 3 },
    });
    const id = made.json().data._id as string;
    expect((await awardsOf(officer)).some((a) => a.badge_classes.id === id)).toBe(false);
    await settle();
    expect((await awardsOf(officer)).some((a) => a.badge_classes.id === id)).toBe(true);
  });
});

describe('awards and credentials', () => {
  it('a paid course awards the badge once, with a notice, a gallery entry and a signed credential that verifies offline', async () => {
    const officer = await createUser(db());
    await payCourses(officer, [catalogue[0]!.id]);
    await settle();
    const awards = await awardsOf(officer);
    expect(awards.map((a) => a.badge_classes.slug)).toEqual(['first-course']);
    const award = awards[0]!.badge_awards;

    const notices = await db()
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.userId, officer.user.id), eq(notifications.kind, 'badge.awarded')),
      );
    expect(notices).toHaveLength(1);
    expect(notices[0]!.link).toBe(`/badges/${award.id}`);

    const gallery = await callApi(ctx.app, 'GET', '/profile/badges', officer.token);
    expect(gallery.json().data).toEqual([
      expect.objectContaining({ _id: award.id, name: 'First Step', issued: true, revoked: false }),
    ]);
    expect((await callApi(ctx.app, 'GET', '/profile/badges')).statusCode).toBe(401);

    const credential = await credentialOf(award.id);
    expect(credential['@context']).toEqual([
      'https://www.w3.org/ns/credentials/v2',
      'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json',
    ]);
    expect(credential.type).toEqual(['VerifiableCredential', 'OpenBadgeCredential']);
    expect(credential.proof).toMatchObject({
      type: 'DataIntegrityProof',
      cryptosuite: 'eddsa-rdfc-2022',
    });
    expect(credential.credentialStatus.type).toBe('BitstringStatusListEntry');
    expect(credential.credentialSubject.identifier[0]!.identityHash).toMatch(
      /^sha256\$[0-9a-f]{64}$/,
    );
    expect(JSON.stringify(credential)).not.toContain(officer.user.email);

    const fetch = refuseNetwork();
    const verified = await verifyBadgeCredential(credential, httpOnlyLoader(ctx.app));
    expect(verified).toEqual({ verified: true, revoked: false, problems: [] });

    const tampered = structuredClone(credential);
    tampered.name = 'Course Champion';
    expect((await verifyBadgeCredential(tampered, httpOnlyLoader(ctx.app))).verified).toBe(false);
    expect(fetch).not.toHaveBeenCalled();

    const view = await callApi(ctx.app, 'GET', `/badges/credentials/${award.id}/view`);
    expect(view.json().data).toMatchObject({
      name: 'First Step',
      verified: true,
      revoked: false,
      holderName: `${officer.user.firstName} ${officer.user.lastName}`,
    });
    expect(view.json().data.linkedInUrl).toContain('linkedin.com/profile/add');

    // Paying the same course again (a retry) awards nothing more.
    await payCourses(officer, [catalogue[0]!.id]);
    await settle();
    expect(await awardsOf(officer)).toHaveLength(1);
  });

  it('an independent verifier (@digitalcredentials/verifier-core) verifies it offline; a tampered copy fails its signature, a revoked one its status', async () => {
    const officer = await createUser(db());
    await payCourses(officer, [catalogue[5]!.id]);
    await settle();
    const [award] = await awardsOf(officer);
    const credential = await credentialOf(award!.badge_awards.id);
    const refused = appOnlyFetch(ctx.app);
    // Its schema check fetches 1EdTech's JSON schema: refused, it reports so and logs it.
    const quiet = [vi.spyOn(console, 'error'), vi.spyOn(console, 'log')];
    for (const spy of quiet) spy.mockImplementation(() => undefined);
    type Credential = Parameters<typeof verifyWithVerifierCore>[0]['credential'];
    const verify = (c: Record<string, unknown>) =>
      verifyWithVerifierCore({
        credential: c as unknown as Credential,
        knownDIDRegistries: [],
      }) as Promise<{
        errors?: Array<{ name: string }>;
        log?: Array<{ id: string; valid: boolean }>;
      }>;
    const steps = (result: Awaited<ReturnType<typeof verify>>) =>
      Object.fromEntries((result.log ?? []).map((step) => [step.id, step.valid]));
    try {
      const good = await verify(credential);
      expect(good.errors).toBeUndefined();
      expect(steps(good)).toMatchObject({
        valid_signature: true,
        revocation_status: true,
        expiration: true,
      });

      const tampered = structuredClone(credential);
      tampered.name = 'Course Champion';
      const bad = await verify(tampered);
      expect(bad.errors?.map((e) => e.name)).toEqual(['invalid_signature']);

      await db().transaction((tx) =>
        reversePoints(tx, officer.user.id, { courseId: catalogue[5]!.id }, clock),
      );
      await settle();
      const revoked = await verify(credential);
      expect(steps(revoked)).toMatchObject({ valid_signature: true, revocation_status: false });
      expect(
        refused.every((url) => url.startsWith('https://purl.imsglobal.org/spec/ob/v3p0/schema/')),
      ).toBe(true);
    } finally {
      for (const spy of quiet) spy.mockRestore();
    }
  });

  it('the officer can hide their name from the public page; others cannot', async () => {
    const officer = await createUser(db());
    const other = await createUser(db());
    await payCourses(officer, [catalogue[1]!.id]);
    await settle();
    const [award] = await awardsOf(officer);
    const id = award!.badge_awards.id;
    expect(
      (await callApi(ctx.app, 'PUT', `/profile/badges/${id}`, other.token, { hideName: true }))
        .statusCode,
    ).toBe(404);
    expect(
      (await callApi(ctx.app, 'PUT', `/profile/badges/${id}`, undefined, { hideName: true }))
        .statusCode,
    ).toBe(401);
    const hidden = await callApi(ctx.app, 'PUT', `/profile/badges/${id}`, officer.token, {
      hideName: true,
    });
    expect(hidden.json().data.hideName).toBe(true);
    const view = await callApi(ctx.app, 'GET', `/badges/credentials/${id}/view`);
    expect(view.json().data.holderName).toBeNull();
  });

  it('a claim taken back revokes the badge: the re-signed status list fails its status check', async () => {
    const officer = await createUser(db());
    await payCourses(officer, [catalogue[2]!.id]);
    await settle();
    const [award] = await awardsOf(officer);
    const id = award!.badge_awards.id;
    const credential = await credentialOf(id);

    await db().transaction((tx) =>
      reversePoints(tx, officer.user.id, { courseId: catalogue[2]!.id }, clock),
    );
    await settle();
    const [after] = await db().select().from(badgeAwards).where(eq(badgeAwards.id, id));
    expect(after!.revokedAt).not.toBeNull();

    refuseNetwork();
    const result = await verifyBadgeCredential(credential, httpOnlyLoader(ctx.app));
    expect(result.verified).toBe(false);
    expect(result.revoked).toBe(true);
    const view = await callApi(ctx.app, 'GET', `/badges/credentials/${id}/view`);
    expect(view.json().data).toMatchObject({ revoked: true, verified: false });
    const gallery = await callApi(ctx.app, 'GET', '/profile/badges', officer.token);
    expect(gallery.json().data[0]).toMatchObject({ _id: id, revoked: true });
  });

  it('approved volunteering hours (ledger rows volunteering:…) earn the hours badge, and lose it when reversed', async () => {
    const officer = await createUser(db());
    await db().transaction((tx) =>
      awardPoints(
        tx,
        officer.user.id,
        [
          { courseId: null, points: 60, source: 'volunteering', ref: 'volunteering:a' },
          { courseId: null, points: 40, source: 'volunteering', ref: 'volunteering:b' },
        ],
        clock,
      ),
    );
    await settle();
    expect((await awardsOf(officer)).map((a) => a.badge_classes.slug)).toEqual(['volunteer-ten']);
    await db().transaction((tx) =>
      reversePoints(tx, officer.user.id, { ref: 'volunteering:b' }, clock),
    );
    await settle();
    const [award] = await awardsOf(officer);
    expect(award!.badge_awards.revokedAt).not.toBeNull();
  });

  it('two processes evaluating the same officer at once award each badge once', async () => {
    const other = await ctx.startAnotherProcess();
    const officer = await createUser(db());
    await payCourses(officer, [catalogue[3]!.id]);
    await db().execute(sql`delete from jobs where name = 'badges-evaluate'`);
    const context = (app: FastifyInstance) => ({ now: clock, perHour: 10, jobs: app.jobs });
    await Promise.all([
      evaluateOfficer(ctx.app.database.db, officer.user.id, context(ctx.app)),
      evaluateOfficer(other.database.db, officer.user.id, context(other)),
      evaluateOfficer(other.database.db, officer.user.id, context(other)),
    ]);
    await Promise.all([settle(ctx.app), settle(other)]);
    const awards = await awardsOf(officer);
    expect(awards).toHaveLength(1);
    const [signed] = await rows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from notifications
          where user_id = ${officer.user.id} and kind = 'badge.awarded'`,
    );
    expect(signed!.n).toBe(1);
  });

  it('serves the issuer profile with its key, and keeps a rotated-out key published', async () => {
    const profile = (await callApi(ctx.app, 'GET', '/badges/issuer')).json<{
      id: string;
      type: string[];
      assertionMethod: string[];
    }>();
    expect(profile.id).toBe(`${ctx.config.appUrl}/v1/badges/issuer`);
    expect(profile.type).toEqual(['Profile']);
    expect(profile.assertionMethod).toHaveLength(1);
    const key = profile.assertionMethod[0]!.split('/').at(-1)!;
    const keyDoc = await callApi(ctx.app, 'GET', `/badges/issuer/keys/${key}`);
    expect(keyDoc.json()).toMatchObject({ type: 'Multikey', publicKeyMultibase: key });
  });

  it('a rotated key stays published: credentials signed before still verify', async () => {
    const officer = await createUser(db());
    await payCourses(officer, [catalogue[4]!.id]);
    await settle();
    const [award] = await awardsOf(officer);
    const credential = await credentialOf(award!.badge_awards.id);
    const rotated = await buildApp({
      config: testConfig({ BADGE_SIGNING_KEY: '5a'.repeat(32) }),
      database: { ...ctx.database, close: async () => undefined },
      logger: false,
      now: () => clock,
    });
    await rotated.ready();
    try {
      const profile = (await callApi(rotated, 'GET', '/badges/issuer')).json<{
        assertionMethod: string[];
      }>();
      expect(profile.assertionMethod).toHaveLength(2);
      refuseNetwork();
      expect((await verifyBadgeCredential(credential, httpOnlyLoader(rotated))).verified).toBe(
        true,
      );
    } finally {
      await rotated.close();
    }
  });
});

describe('rules beyond course counts', () => {
  it('every course of a track, and N courses from one site', async () => {
    const officer = await createUser(db());
    const [track] = await db()
      .select({ id: topics.id })
      .from(topics)
      .where(eq(topics.name, 'Cybersecurity'));
    const trackCourses = catalogue.filter((c) => c.topicId === track!.id);
    await payCourses(
      officer,
      trackCourses.map((c) => c.id),
    );
    const cisco = catalogue
      .filter((c) => c.website === 'Cisco Networking Academy' && c.topicId !== track!.id)
      .slice(0, 3);
    await payCourses(
      officer,
      cisco.map((c) => c.id),
    );
    await settle();
    const slugs = (await awardsOf(officer)).map((a) => a.badge_classes.slug);
    expect(slugs).toContain('track-cybersecurity');
    expect(slugs).toContain('cisco-three');
  });

  it('learning in four consecutive weeks', async () => {
    const officer = await createUser(db());
    for (let week = 0; week < 4; week++) {
      const at = new Date(clock.getTime() - (3 - week) * 7 * 24 * 3600_000);
      await db().transaction((tx) =>
        awardPoints(
          tx,
          officer.user.id,
          [{ courseId: catalogue[40 + week]!.id, points: 10, source: 'course' }],
          at,
        ),
      );
    }
    await settle();
    expect((await awardsOf(officer)).map((a) => a.badge_classes.slug)).toContain('four-weeks');
  });

  it("a league's founder earns the founder badge when it reaches ten members", async () => {
    const founder = await createUser(db());
    const members = await Promise.all(Array.from({ length: 9 }, () => createUser(db())));
    const [league] = await rows<{ id: string }>(
      db(),
      sql`insert into leagues (creator_id, name, description, image, thumbnail, is_private, members_count)
          values (${founder.user.id}, 'Badge league', 'A league', '/x.webp', '/x-thumb.webp', false, 10)
          returning id`,
    );
    await db().execute(
      sql`insert into league_members (league_id, user_id) values ${sql.join(
        [founder, ...members].map((m) => sql`(${league!.id}, ${m.user.id})`),
        sql`, `,
      )}`,
    );
    await settle();
    expect((await awardsOf(founder)).map((a) => a.badge_classes.slug)).toEqual([
      'league-founder-ten',
    ]);
  });

  it("a closed Lagos day's first place earns Top of the Day", async () => {
    const first = await createUser(db());
    const second = await createUser(db());
    const day = new Date('2026-11-10T10:00:00Z');
    await db().transaction((tx) =>
      awardPoints(
        tx,
        second.user.id,
        [{ courseId: catalogue[50]!.id, points: 5, source: 'course' }],
        day,
      ),
    );
    await db().transaction((tx) =>
      awardPoints(
        tx,
        first.user.id,
        [{ courseId: catalogue[51]!.id, points: 50, source: 'course' }],
        day,
      ),
    );
    const context = { now: clock, perHour: 10, jobs: ctx.app.jobs };
    expect(await closeDay(db(), '2026-11-10', context)).toBe(first.user.id);
    await settle();
    expect((await awardsOf(first)).map((a) => a.badge_classes.slug)).toContain('board-first');
    expect((await awardsOf(second)).map((a) => a.badge_classes.slug)).not.toContain('board-first');
  });
});

describe('revocation follows what was taken back', () => {
  const context = () => ({ now: clock, perHour: 10, jobs: ctx.app.jobs });
  async function earnOn(
    officer: TestUser,
    at: Date,
    paid: Array<{ courseId: string; points: number }>,
  ) {
    await db().transaction((tx) =>
      awardPoints(
        tx,
        officer.user.id,
        paid.map((p) => ({ ...p, source: 'course' as const })),
        at,
      ),
    );
  }
  const takeBack = (officer: TestUser, courseId: string) =>
    db().transaction((tx) => reversePoints(tx, officer.user.id, { courseId }, clock));
  const award = async (officer: TestUser, slug: string) =>
    (await awardsOf(officer)).find((a) => a.badge_classes.slug === slug)?.badge_awards;

  it("a day's first place is revoked when the points that made it are taken back, and its credential fails its status check", async () => {
    const leader = await createUser(db());
    const runner = await createUser(db());
    const at = new Date('2026-11-12T10:00:00Z');
    await earnOn(runner, at, [{ courseId: catalogue[60]!.id, points: 20 }]);
    await earnOn(leader, at, [{ courseId: catalogue[61]!.id, points: 50 }]);
    expect(await closeDay(db(), '2026-11-12', context())).toBe(leader.user.id);
    await settle();
    const first = await award(leader, 'board-first');
    expect(first?.revokedAt).toBeNull();
    const credential = await credentialOf(first!.id);

    // Taken back a week later: the closed day's board keeps the row, the award does not.
    await takeBack(leader, catalogue[61]!.id);
    await settle();
    expect((await award(leader, 'board-first'))?.revokedAt).not.toBeNull();
    refuseNetwork();
    const result = await verifyBadgeCredential(credential, httpOnlyLoader(ctx.app));
    expect(result).toMatchObject({ verified: false, revoked: true });
  });

  it("a day's first place stays while it still leads after take-backs (the runner's counted too), and goes when it no longer does", async () => {
    const leader = await createUser(db());
    const runner = await createUser(db());
    const at = new Date('2026-11-13T10:00:00Z');
    await earnOn(runner, at, [
      { courseId: catalogue[62]!.id, points: 25 },
      { courseId: catalogue[69]!.id, points: 15 },
    ]);
    await earnOn(leader, at, [
      { courseId: catalogue[63]!.id, points: 30 },
      { courseId: catalogue[64]!.id, points: 20 },
    ]);
    await closeDay(db(), '2026-11-13', context());
    await settle();
    // 50 against 40 as the day closed; then the runner loses 15 and the leader 20: 30 against 25.
    await takeBack(runner, catalogue[69]!.id);
    await takeBack(leader, catalogue[64]!.id);
    await settle();
    expect((await award(leader, 'board-first'))?.revokedAt).toBeNull();
    expect(await award(runner, 'board-first')).toBeUndefined();
    await takeBack(leader, catalogue[63]!.id);
    await settle();
    expect((await award(leader, 'board-first'))?.revokedAt).not.toBeNull();
  });

  it('a first place earned on another day is kept when one day is taken back', async () => {
    const officer = await createUser(db());
    const a = new Date('2026-11-14T10:00:00Z');
    const b = new Date('2026-11-15T10:00:00Z');
    await earnOn(officer, a, [{ courseId: catalogue[65]!.id, points: 40 }]);
    await earnOn(officer, b, [{ courseId: catalogue[66]!.id, points: 40 }]);
    await closeDay(db(), '2026-11-14', context());
    await closeDay(db(), '2026-11-15', context());
    await settle();
    await takeBack(officer, catalogue[65]!.id);
    await settle();
    expect((await award(officer, 'board-first'))?.revokedAt).toBeNull();
  });

  it('a course added to a track, or a rule made harder, revokes nothing', async () => {
    const superUser = await createUser(db(), { role: 'super' });
    const officer = await createUser(db());
    const [track] = await db()
      .insert(topics)
      .values({ name: `Revocation track ${officer.user.id}`, learningPath: 'general' })
      .returning({ id: topics.id });
    const course = (n: number) => ({
      topicId: track!.id,
      name: `Track course ${n}`,
      website: 'Example',
      url: `https://example.org/${officer.user.id}/${n}`,
      courseKey: `example:${officer.user.id}:${n}`,
      point: 10,
      learningPath: 'general' as const,
    });
    const [only] = await db().insert(courses).values(course(1)).returning({ id: courses.id });
    const made = async (name: string, rule: object) =>
      (
        await callApi(ctx.app, 'POST', '/super/badges', superUser.token, {
          name,
          description: name,
          criteria: name,
          rule,
        })
      ).json().data._id as string;
    const trackClass = await made('Whole revocation track', { kind: 'track', topicId: track!.id });
    const twoClass = await made('Two revocation courses', { kind: 'courses', count: 2 });
    await payCourses(officer, [only!.id, catalogue[67]!.id]);
    await settle();
    const liveClasses = async () =>
      (await awardsOf(officer))
        .filter((a) => a.badge_awards.revokedAt === null)
        .map((a) => a.badge_classes.id);
    expect(await liveClasses()).toEqual(expect.arrayContaining([trackClass, twoClass]));

    await db().insert(courses).values(course(2));
    const harder = await callApi(ctx.app, 'PUT', `/super/badges/${twoClass}`, superUser.token, {
      rule: { kind: 'courses', count: 50 },
    });
    expect(harder.statusCode).toBe(200);
    await payCourses(officer, [catalogue[68]!.id]); // any ledger write evaluates the officer
    await settle();
    expect(await liveClasses()).toEqual(expect.arrayContaining([trackClass, twoClass]));
  });

  it("a founded league's badge stays when members leave", async () => {
    const founder = await createUser(db());
    const members = await Promise.all(Array.from({ length: 9 }, () => createUser(db())));
    const [league] = await rows<{ id: string }>(
      db(),
      sql`insert into leagues (creator_id, name, description, image, thumbnail, is_private, members_count)
          values (${founder.user.id}, 'Leaving league', 'A league', '/x.webp', '/x-thumb.webp', false, 10)
          returning id`,
    );
    await db().execute(
      sql`insert into league_members (league_id, user_id) values ${sql.join(
        [founder, ...members].map((m) => sql`(${league!.id}, ${m.user.id})`),
        sql`, `,
      )}`,
    );
    await settle();
    expect((await award(founder, 'league-founder-ten'))?.revokedAt).toBeNull();
    await db().execute(
      sql`delete from league_members where league_id = ${league!.id} and user_id = ${members[0]!.user.id}`,
    );
    await db().execute(sql`update leagues set members_count = 9 where id = ${league!.id}`);
    await settle();
    expect((await award(founder, 'league-founder-ten'))?.revokedAt).toBeNull();
  });
});
