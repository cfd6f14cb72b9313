import fs from 'node:fs/promises';
import path from 'node:path';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import { rows, type Db } from '../../db/client.ts';
import {
  badgeAwards,
  badgeClasses,
  badgeSigningKeys,
  badgeStatusLists,
  users,
} from '../../db/schema.ts';
import {
  buildCredential,
  createDocumentLoader,
  issuerKeyFromSeed,
  issuerProfile,
  issuerUrls,
  newSalt,
  newSeedHex,
  signCredential,
  signStatusList,
  STATUS_LIST_LENGTH,
  verifyBadgeCredential,
  type DocumentLoader,
  type IssuerKey,
  type IssuerUrls,
  type Verification,
} from './credentials.ts';
import { classImage } from './service.ts';

type JsonLd = Record<string, unknown>;

/**
 * The issuer's seed: BADGE_SIGNING_KEY (required in production), else one generated once into
 * DATA_DIR/badge-signing-key and kept (every process of a development install shares it).
 */
export async function loadIssuerSeed(config: Config): Promise<string> {
  if (config.badges.signingKey) return config.badges.signingKey;
  if (config.isProduction) throw new Error('BADGE_SIGNING_KEY is required in production');
  const file = path.join(config.dataDir, 'badge-signing-key');
  try {
    return (await fs.readFile(file, 'utf8')).trim();
  } catch {
    await fs.mkdir(config.dataDir, { recursive: true });
    try {
      await fs.writeFile(file, `${newSeedHex()}\n`, { flag: 'wx', mode: 0o600 });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    return (await fs.readFile(file, 'utf8')).trim();
  }
}

/** What signs and verifies: the current key, the published ones, the offline loader. */
export type BadgeIssuer = {
  urls: IssuerUrls;
  key: IssuerKey;
  loader: DocumentLoader;
  publicKeys(): Promise<string[]>;
  profile(): Promise<JsonLd>;
  statusList(list: number): Promise<JsonLd | null>;
  /** signs one award's credential (a job); false when there was nothing to sign */
  signAward(awardId: string, now: Date): Promise<boolean>;
  /** re-signs one revocation list if it changed (a job) */
  signList(list: number, now: Date): Promise<boolean>;
  verify(credential: JsonLd): Promise<Verification>;
};

export async function createBadgeIssuer(db: Db, config: Config): Promise<BadgeIssuer> {
  const urls = issuerUrls(config.appUrl);
  const key = await issuerKeyFromSeed(await loadIssuerSeed(config), urls);
  // Published from the first start with it; a rotated-out key stays in the table (and profile).
  await db
    .insert(badgeSigningKeys)
    .values({ publicKeyMultibase: key.publicKeyMultibase })
    .onConflictDoNothing();

  const publicKeys = async () => {
    const found = await db
      .select({ key: badgeSigningKeys.publicKeyMultibase })
      .from(badgeSigningKeys)
      .orderBy(badgeSigningKeys.createdAt);
    return found.map((f) => f.key);
  };
  const statusList = async (list: number) => {
    const [found] = await db
      .select({ credential: badgeStatusLists.credential })
      .from(badgeStatusLists)
      .where(eq(badgeStatusLists.id, list));
    return found?.credential ?? null;
  };
  const loader = createDocumentLoader(urls, { publicKeys, statusList });

  return {
    urls,
    key,
    loader,
    publicKeys,
    statusList,
    profile: async () => issuerProfile(urls, await publicKeys()),
    verify: (credential) => verifyBadgeCredential(credential, loader),

    async signAward(awardId, now) {
      const [found] = await db
        .select({ award: badgeAwards, klass: badgeClasses, email: users.email })
        .from(badgeAwards)
        .innerJoin(badgeClasses, eq(badgeClasses.id, badgeAwards.classId))
        .innerJoin(users, eq(users.id, badgeAwards.userId))
        .where(eq(badgeAwards.id, awardId));
      if (!found || found.award.credential) return false;
      const { award, klass } = found;
      const unsigned = buildCredential(urls, {
        awardId: award.id,
        classId: klass.id,
        name: klass.name,
        description: klass.description,
        criteria: klass.criteria,
        image: urls.absolute(classImage(klass)),
        email: found.email,
        salt: newSalt(),
        statusIndex: award.statusIndex,
        validFrom: award.awardedAt,
      });
      const signed = await signCredential(unsigned, key, loader, now);
      // A retry after a lost answer finds it signed and leaves it.
      const written = await db
        .update(badgeAwards)
        .set({ credential: signed, signedAt: now })
        .where(and(eq(badgeAwards.id, awardId), sql`${badgeAwards.credential} is null`))
        .returning({ id: badgeAwards.id });
      return written.length > 0;
    },

    async signList(list, now) {
      return db.transaction(async (tx) => {
        // The row lock holds a revocation's `dirty = true` until this commits: it re-signs then.
        const [taken] = await rows<{ id: number }>(
          tx,
          sql`update badge_status_lists set dirty = false
              where id = ${list} and (dirty or credential is null) returning id`,
        );
        if (!taken) return false;
        const from = list * STATUS_LIST_LENGTH;
        const revoked = await tx
          .select({ statusIndex: badgeAwards.statusIndex })
          .from(badgeAwards)
          .where(
            and(
              isNotNull(badgeAwards.revokedAt),
              sql`${badgeAwards.statusIndex} >= ${from} and ${badgeAwards.statusIndex} < ${from + STATUS_LIST_LENGTH}`,
            ),
          );
        const signed = await signStatusList(
          urls,
          list,
          revoked.map((r) => r.statusIndex - from),
          key,
          loader,
          now,
        );
        await tx
          .update(badgeStatusLists)
          .set({ credential: signed, signedAt: now })
          .where(eq(badgeStatusLists.id, list));
        return true;
      });
    },
  };
}
