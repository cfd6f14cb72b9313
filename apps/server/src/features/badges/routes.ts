import type { FastifyPluginAsync } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import { routes } from '@dpts/contract/api/routes';
import { badgeMessages, PRODUCT_NAME } from '@dpts/contract';
import { badgeAwards, badgeClasses, users } from '../../db/schema.ts';
import { notFound } from '../../lib/app-error.ts';
import { serve } from '../../plugins/routing.ts';
import { createClass, deleteClass, getClass, listClasses, updateClass } from './classes.ts';
import { classImage, listOfficerBadges, presentAward } from './service.ts';
import type { Verification } from './credentials.ts';

/** LinkedIn's "add a certification" link, prefilled. */
function linkedInUrl(name: string, awardedAt: Date, pageUrl: string, id: string): string {
  const q = new URLSearchParams({
    startTask: 'CERTIFICATION_NAME',
    name,
    organizationName: PRODUCT_NAME,
    issueYear: String(awardedAt.getUTCFullYear()),
    issueMonth: String(awardedAt.getUTCMonth() + 1),
    certUrl: pageUrl,
    certId: id,
  });
  return `https://www.linkedin.com/profile/add?${q.toString()}`;
}

/** Badge classes, officers' galleries, public credentials and the issuer's documents. */
export const badgeRoutes: FastifyPluginAsync = async (app) => {
  const db = app.database.db;
  // Verifying costs milliseconds of CPU: a public page read often is verified once a minute
  // (the status list's own max-age), not on every request.
  const checks = new LRUCache<string, Verification>({ max: 10_000, ttl: 60_000 });
  const verify = async (id: string, credential: Record<string, unknown>) => {
    const cached = checks.get(id);
    if (cached) return cached;
    const result = await app.badges.verify(credential);
    checks.set(id, result);
    return result;
  };
  const actor = (request: { session?: { user: { id: string; email: string } } | null }) => ({
    id: request.session!.user.id,
    email: request.session!.user.email,
  });

  serve(app, routes.listBadgeClasses, {}, async () => ({
    data: await listClasses(db, { activeOnly: true }),
  }));

  serve(app, routes.listProfileBadges, {}, async (request) => ({
    data: await listOfficerBadges(db, request.session!.user.id),
  }));

  serve(app, routes.setBadgeVisibility, {}, async (request) => {
    const [award] = await db
      .update(badgeAwards)
      .set({ hideName: request.body.hideName })
      .where(
        and(
          eq(badgeAwards.id, request.params.id),
          eq(badgeAwards.userId, request.session!.user.id),
        ),
      )
      .returning();
    if (!award) throw notFound(badgeMessages.credentialNotFound);
    const [klass] = await db.select().from(badgeClasses).where(eq(badgeClasses.id, award.classId));
    return { data: presentAward(award, klass!) };
  });

  const signedCredential = async (id: string) => {
    const [found] = await db
      .select({ credential: badgeAwards.credential })
      .from(badgeAwards)
      .where(eq(badgeAwards.id, id));
    if (!found?.credential) throw notFound(badgeMessages.credentialNotFound);
    return found.credential;
  };

  serve(app, routes.getBadgeCredential, {}, async (request, reply) => {
    const credential = await signedCredential(request.params.id);
    reply.header('cache-control', 'no-cache');
    return credential;
  });

  serve(app, routes.viewBadgeCredential, {}, async (request) => {
    const [found] = await db
      .select({ award: badgeAwards, klass: badgeClasses, user: users })
      .from(badgeAwards)
      .innerJoin(badgeClasses, eq(badgeClasses.id, badgeAwards.classId))
      .innerJoin(users, eq(users.id, badgeAwards.userId))
      .where(eq(badgeAwards.id, request.params.id));
    if (!found) throw notFound(badgeMessages.credentialNotFound);
    const { award, klass, user } = found;
    const urls = app.badges.urls;
    const check = award.credential
      ? await verify(award.id, award.credential)
      : { verified: false, revoked: false, problems: ['not issued yet'] };
    return {
      data: {
        _id: award.id,
        name: klass.name,
        description: klass.description,
        criteria: klass.criteria,
        image: classImage(klass),
        issuer: { name: PRODUCT_NAME, url: urls.origin },
        awardedAt: award.awardedAt.toISOString(),
        holderName: award.hideName ? null : `${user.firstName} ${user.lastName}`,
        issued: award.credential !== null,
        revoked: award.revokedAt !== null || check.revoked,
        verified: check.verified && award.revokedAt === null,
        problems: check.problems,
        credentialUrl: urls.credential(award.id),
        linkedInUrl: linkedInUrl(klass.name, award.awardedAt, urls.page(award.id), award.id),
      },
    };
  });

  serve(app, routes.getBadgeIssuer, {}, async () => app.badges.profile());

  serve(app, routes.getBadgeIssuerKey, {}, async (request) => {
    const { key } = request.params;
    if (!(await app.badges.publicKeys()).includes(key)) throw notFound('Key not found');
    const { document } = await app.badges.loader(app.badges.urls.key(key));
    return document as Record<string, unknown>;
  });

  serve(app, routes.getBadgeStatusList, {}, async (request, reply) => {
    const list = await app.badges.statusList(request.params.list);
    if (!list) throw notFound('Status list not found');
    // Verifiers must see a revocation within minutes, not a day.
    reply.header('cache-control', 'public, max-age=60');
    return list;
  });

  serve(app, routes.listSuperBadges, {}, async () => ({
    data: await listClasses(db, { activeOnly: false }),
  }));

  serve(app, routes.createSuperBadge, {}, async (request, reply) => {
    const made = await createClass(db, app.jobs, actor(request), request.body, app.now());
    reply.code(201);
    return { data: made };
  });

  serve(app, routes.getSuperBadge, {}, async (request) => ({
    data: await getClass(db, request.params.id),
  }));

  serve(app, routes.updateSuperBadge, {}, async (request) => ({
    data: await updateClass(
      db,
      app.jobs,
      actor(request),
      request.params.id,
      request.body,
      app.now(),
    ),
  }));

  serve(app, routes.deleteSuperBadge, {}, async (request) => {
    await deleteClass(db, actor(request), request.params.id);
    return { success: true, message: badgeMessages.deleted };
  });
};
