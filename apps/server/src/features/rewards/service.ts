import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, asc, inArray, ne, sql } from 'drizzle-orm';
import {
  rewardMessages,
  type TAppLanguage,
  type TQueueRedemption,
  type TRedemption,
  type TRedemptionState,
  type TReward,
  type TRewardCreateOut,
  type TRewardStats,
  type TRewardUpdateOut,
  type TSuperReward,
} from '@dpts/contract';
import { rows, type Db, type Tx } from '../../db/client.ts';
import { balanceEntries, rewardCodes, rewardRedemptions, rewards, users } from '../../db/schema.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { isRetryableConflict } from '../../lib/db-errors.ts';
import { lagosDay } from '../../lib/lagos-time.ts';
import { translator } from '../../lib/i18n.ts';
import { emailHtml, type Mailer } from '../../plugins/mailer.ts';
import { writeAudit, type Actor } from '../admin/index.ts';
import { notify } from '../notifications/index.ts';
import { availableBalance } from './balance.ts';

export type RewardsDeps = {
  db: Db;
  mailer: Mailer;
  coolingDays: number;
  appUrl: string;
};
type RewardRow = typeof rewards.$inferSelect;
type RedemptionRow = typeof rewardRedemptions.$inferSelect;
type Officer = { id: string; learningPath: string[]; stateOfResidence: string | null };

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** In its window, active, and open to the officer's learning paths and state. */
export function isOpenTo(reward: RewardRow, officer: Officer, now: Date): boolean {
  if (!reward.isActive) return false;
  if (reward.startsAt && reward.startsAt > now) return false;
  if (reward.endsAt && reward.endsAt <= now) return false;
  if (
    reward.learningPaths.length > 0 &&
    !reward.learningPaths.some((p) => officer.learningPath.includes(p))
  )
    return false;
  if (
    reward.states.length > 0 &&
    (!officer.stateOfResidence || !reward.states.includes(officer.stateOfResidence))
  )
    return false;
  return true;
}

/** Free voucher codes per reward. */
async function codesLeft(db: Db | Tx, rewardIds: string[]): Promise<Map<string, number>> {
  if (rewardIds.length === 0) return new Map();
  const found = await db
    .select({ rewardId: rewardCodes.rewardId, n: count() })
    .from(rewardCodes)
    .where(and(inArray(rewardCodes.rewardId, rewardIds), sql`${rewardCodes.redemptionId} is null`))
    .groupBy(rewardCodes.rewardId);
  return new Map(found.map((r) => [r.rewardId, r.n]));
}

/** Items that can still be redeemed: the stock, and for vouchers the codes left too. */
function availableOf(reward: RewardRow, codes: number): number | null {
  if (reward.fulfilment === 'voucher')
    return reward.stock === null ? codes : Math.min(reward.stock, codes);
  return reward.stock;
}

// ---------- officer ----------

async function loadOfficer(db: Db | Tx, userId: string, lock: boolean): Promise<Officer> {
  const [row] = await rows<{ id: string; learningPath: string[]; state: string | null }>(
    db,
    lock
      ? sql`select id, learning_path as "learningPath", state_of_residence as state from users
            where id = ${userId} for no key update`
      : sql`select id, learning_path as "learningPath", state_of_residence as state from users
            where id = ${userId}`,
  );
  if (!row) throw notFound('Officer not found');
  return { id: row.id, learningPath: row.learningPath ?? [], stateOfResidence: row.state };
}

/** Rewards open to the officer now and in stock, cheapest first. */
export async function listRewardsFor(
  deps: RewardsDeps,
  userId: string,
  now: Date,
): Promise<TReward[]> {
  const { db } = deps;
  const [officer, active] = await Promise.all([
    loadOfficer(db, userId, false),
    db.select().from(rewards).where(eq(rewards.isActive, true)).orderBy(asc(rewards.cost)),
  ]);
  const open = active.filter((r) => isOpenTo(r, officer, now));
  if (open.length === 0) return [];
  const ids = open.map((r) => r.id);
  const [codes, mine, balance] = await Promise.all([
    codesLeft(db, ids),
    db
      .select({ rewardId: rewardRedemptions.rewardId, n: count() })
      .from(rewardRedemptions)
      .where(
        and(
          eq(rewardRedemptions.userId, userId),
          inArray(rewardRedemptions.rewardId, ids),
          ne(rewardRedemptions.state, 'cancelled'),
        ),
      )
      .groupBy(rewardRedemptions.rewardId),
    availableBalance(db, userId, now, deps.coolingDays),
  ]);
  const mineBy = new Map(mine.map((m) => [m.rewardId, m.n]));
  return open
    .map((r) => {
      const available = availableOf(r, codes.get(r.id) ?? 0);
      const redeemedByMe = mineBy.get(r.id) ?? 0;
      return {
        _id: r.id,
        name: r.name,
        description: r.description,
        image: r.image,
        thumbnail: r.thumbnail,
        cost: r.cost,
        fulfilment: r.fulfilment,
        available,
        perOfficerLimit: r.perOfficerLimit,
        redeemedByMe,
        canRedeem:
          balance >= r.cost &&
          (available === null || available > 0) &&
          (r.perOfficerLimit === null || redeemedByMe < r.perOfficerLimit),
        endsAt: iso(r.endsAt),
      };
    })
    .filter((r) => r.available === null || r.available > 0);
}

function presentRedemption(
  r: RedemptionRow,
  reward: Pick<RewardRow, 'id' | 'name' | 'image' | 'thumbnail' | 'fulfilment'>,
): TRedemption {
  return {
    _id: r.id,
    reward: { _id: reward.id, name: reward.name, image: reward.image, thumbnail: reward.thumbnail },
    cost: r.cost,
    fulfilment: reward.fulfilment,
    state: r.state,
    code: r.code,
    createdAt: r.createdAt.toISOString(),
    decidedAt: iso(r.decidedAt),
  };
}

const conflict = (
  code: 'INSUFFICIENT_BALANCE' | 'REWARD_LIMIT_REACHED' | 'REWARD_OUT_OF_STOCK' | 'CONFLICT',
  message: string,
) => new AppError(code, message);

export type RedeemResult = { redemption: TRedemption; balance: number; replayed: boolean };

/**
 * Spends the officer's available balance on one item, in one transaction under the officer's
 * lock (the same lock awards take): the attempt key, the limit and the balance are checked
 * there, then the stock row is taken last so the hot row is held as briefly as possible, and
 * a voucher code is taken with SKIP LOCKED. Anything refused rolls the whole attempt back.
 */
export async function redeemReward(
  deps: RewardsDeps,
  userId: string,
  rewardId: string,
  key: string | undefined,
  now: Date,
): Promise<RedeemResult> {
  const attemptKey = key ?? `auto:${randomUUID()}`;
  for (let attempt = 1; ; attempt++) {
    try {
      return await deps.db.transaction((tx) =>
        redeemOnce(deps, tx, userId, rewardId, attemptKey, now),
      );
    } catch (err) {
      if (attempt < 5 && isRetryableConflict(err)) continue;
      throw err;
    }
  }
}

async function redeemOnce(
  deps: RewardsDeps,
  tx: Tx,
  userId: string,
  rewardId: string,
  attemptKey: string,
  now: Date,
): Promise<RedeemResult> {
  const officer = await loadOfficer(tx, userId, true);
  const [reward] = await tx.select().from(rewards).where(eq(rewards.id, rewardId));
  const [earlier] = await tx
    .select()
    .from(rewardRedemptions)
    .where(
      and(eq(rewardRedemptions.userId, userId), eq(rewardRedemptions.idempotencyKey, attemptKey)),
    );
  if (earlier) {
    if (earlier.rewardId !== rewardId)
      throw conflict('CONFLICT', 'This attempt key was used for another reward');
    const [of] = await tx.select().from(rewards).where(eq(rewards.id, earlier.rewardId));
    return {
      redemption: presentRedemption(earlier, of!),
      balance: await availableBalance(tx, userId, now, deps.coolingDays),
      replayed: true,
    };
  }
  if (!reward || !isOpenTo(reward, officer, now)) throw notFound(rewardMessages.notFound);

  if (reward.perOfficerLimit !== null) {
    const [held] = await tx
      .select({ n: count() })
      .from(rewardRedemptions)
      .where(
        and(
          eq(rewardRedemptions.userId, userId),
          eq(rewardRedemptions.rewardId, rewardId),
          ne(rewardRedemptions.state, 'cancelled'),
        ),
      );
    if ((held?.n ?? 0) >= reward.perOfficerLimit)
      throw conflict('REWARD_LIMIT_REACHED', rewardMessages.limitReached(reward.perOfficerLimit));
  }

  const balance = await availableBalance(tx, userId, now, deps.coolingDays);
  if (balance < 0) throw conflict('INSUFFICIENT_BALANCE', rewardMessages.negativeBalance);
  if (balance < reward.cost)
    throw conflict(
      'INSUFFICIENT_BALANCE',
      rewardMessages.insufficientBalance(reward.cost, balance),
    );

  // A cheap look before taking the hot row: a sold-out reward refuses without waiting on it.
  if (reward.stock === 0) throw conflict('REWARD_OUT_OF_STOCK', rewardMessages.outOfStock);

  // A code first: SKIP LOCKED never waits on another attempt's code, and none left is refused
  // before the stock row is touched.
  const redemptionId = randomUUID();
  let code: string | null = null;
  if (reward.fulfilment === 'voucher') {
    const [given] = await rows<{ code: string }>(
      tx,
      sql`update reward_codes set redemption_id = ${redemptionId}, assigned_at = ${now}
          where id = (select id from reward_codes
                      where reward_id = ${rewardId} and redemption_id is null
                      order by id limit 1 for update skip locked)
          returning code`,
    );
    if (!given) throw conflict('REWARD_OUT_OF_STOCK', rewardMessages.outOfStock);
    code = given.code;
  }
  const [redemption] = await tx
    .insert(rewardRedemptions)
    .values({
      id: redemptionId,
      rewardId,
      userId,
      idempotencyKey: attemptKey,
      cost: reward.cost,
      state: reward.fulfilment === 'voucher' ? 'fulfilled' : 'pending',
      code,
      createdAt: now,
    })
    .returning();
  await tx.insert(balanceEntries).values({
    userId,
    kind: 'spent',
    amount: -reward.cost,
    redemptionId,
    createdAt: now,
  });
  await notify(tx, {
    userId,
    kind: 'reward.redeemed',
    params: { reward: reward.name, points: reward.cost },
    link: '/rewards',
  });
  const [user] = await tx
    .select({ email: users.email, firstName: users.firstName, appLanguage: users.appLanguage })
    .from(users)
    .where(eq(users.id, userId));
  await deps.mailer.send(tx, redeemedEmail(deps, user!, reward));

  // The stock row last: concurrent redemptions of one reward wait on it only for the commit.
  if (reward.stock !== null) {
    const taken = await rows<{ stock: number }>(
      tx,
      sql`update rewards set stock = stock - 1 where id = ${rewardId} and stock > 0 returning stock`,
    );
    if (taken.length === 0) throw conflict('REWARD_OUT_OF_STOCK', rewardMessages.outOfStock);
  }
  return {
    redemption: presentRedemption({ ...redemption!, code }, reward),
    balance: balance - reward.cost,
    replayed: false,
  };
}

function redeemedEmail(
  deps: RewardsDeps,
  user: { email: string; firstName: string; appLanguage: TAppLanguage },
  reward: RewardRow,
) {
  const i18n = translator(user.appLanguage);
  const link = `${deps.appUrl}/rewards`;
  const next =
    reward.fulfilment === 'voucher'
      ? i18n._('Your voucher code is under My rewards.')
      : i18n._('We will let you know when it has been sent.');
  const paragraphs = [
    i18n._('Hi {firstName},', { firstName: user.firstName }),
    `${i18n._('You redeemed {reward} for {points} dpts.', { reward: reward.name, points: reward.cost })} ${next}`,
  ];
  return {
    to: user.email,
    subject: i18n._('You redeemed {reward}', { reward: reward.name }),
    text: `${paragraphs.join('\n\n')}\n\n${link}`,
    html: emailHtml(
      i18n._('Reward redeemed'),
      paragraphs,
      { label: i18n._('My rewards'), url: link },
      user.appLanguage,
    ),
  };
}

export async function listRedemptionsOf(
  db: Db,
  userId: string,
  { page, limit }: { page: number; limit: number },
) {
  const where = eq(rewardRedemptions.userId, userId);
  const [found, [total]] = await Promise.all([
    db
      .select({ r: rewardRedemptions, reward: rewards })
      .from(rewardRedemptions)
      .innerJoin(rewards, eq(rewards.id, rewardRedemptions.rewardId))
      .where(where)
      .orderBy(desc(rewardRedemptions.createdAt), desc(rewardRedemptions.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: count() }).from(rewardRedemptions).where(where),
  ]);
  return {
    items: found.map(({ r, reward }) => presentRedemption(r, reward)),
    page,
    limit,
    total: total?.n ?? 0,
  };
}

// ---------- super ----------

async function presentSuper(db: Db | Tx, list: RewardRow[]): Promise<TSuperReward[]> {
  const ids = list.map((r) => r.id);
  if (ids.length === 0) return [];
  const [codes, counts] = await Promise.all([
    codesLeft(db, ids),
    db
      .select({
        rewardId: rewardRedemptions.rewardId,
        redeemed: sql<number>`count(*) filter (where ${rewardRedemptions.state} <> 'cancelled')::int`,
        pending: sql<number>`count(*) filter (where ${rewardRedemptions.state} = 'pending')::int`,
      })
      .from(rewardRedemptions)
      .where(inArray(rewardRedemptions.rewardId, ids))
      .groupBy(rewardRedemptions.rewardId),
  ]);
  const countsBy = new Map(counts.map((c) => [c.rewardId, c]));
  return list.map((r) => ({
    _id: r.id,
    name: r.name,
    description: r.description,
    image: r.image,
    thumbnail: r.thumbnail,
    cost: r.cost,
    stock: r.stock,
    perOfficerLimit: r.perOfficerLimit,
    startsAt: iso(r.startsAt),
    endsAt: iso(r.endsAt),
    learningPaths: r.learningPaths,
    states: r.states,
    fulfilment: r.fulfilment,
    isActive: r.isActive,
    redeemed: Number(countsBy.get(r.id)?.redeemed ?? 0),
    codesLeft: codes.get(r.id) ?? 0,
    pending: Number(countsBy.get(r.id)?.pending ?? 0),
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  }));
}

export async function listSuperRewards(db: Db): Promise<TSuperReward[]> {
  const list = await db
    .select()
    .from(rewards)
    .orderBy(desc(rewards.isActive), desc(rewards.createdAt));
  return presentSuper(db, list);
}

async function loadReward(db: Db | Tx, id: string, lock = false): Promise<RewardRow> {
  const query = db.select().from(rewards).where(eq(rewards.id, id));
  const [reward] = lock ? await query.for('update') : await query;
  if (!reward) throw notFound(rewardMessages.notFound);
  return reward;
}

export async function getSuperReward(db: Db, id: string): Promise<TSuperReward> {
  return (await presentSuper(db, [await loadReward(db, id)]))[0]!;
}

/** The thumbnail of our own uploads sits beside the image (`…-thumb.webp`). */
const thumbnailOf = (image: string | null | undefined) =>
  image && /^\/uploads\/[\w/-]+\.webp$/.test(image) && !image.endsWith('-thumb.webp')
    ? image.replace(/\.webp$/, '-thumb.webp')
    : (image ?? null);

const auditView = (r: RewardRow) => ({
  name: r.name,
  cost: r.cost,
  stock: r.stock,
  perOfficerLimit: r.perOfficerLimit,
  startsAt: iso(r.startsAt),
  endsAt: iso(r.endsAt),
  learningPaths: r.learningPaths,
  states: r.states,
  fulfilment: r.fulfilment,
  isActive: r.isActive,
  image: r.image,
});

export async function createReward(
  db: Db,
  actor: Actor,
  input: TRewardCreateOut,
  now: Date,
): Promise<TSuperReward> {
  return db.transaction(async (tx) => {
    const [reward] = await tx
      .insert(rewards)
      .values({
        name: input.name,
        description: input.description,
        image: input.image,
        thumbnail: thumbnailOf(input.image),
        cost: input.cost,
        stock: input.stock,
        perOfficerLimit: input.perOfficerLimit,
        startsAt: input.startsAt ? new Date(input.startsAt) : null,
        endsAt: input.endsAt ? new Date(input.endsAt) : null,
        learningPaths: input.learningPaths,
        states: input.states,
        fulfilment: input.fulfilment,
        isActive: input.isActive,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await writeAudit(tx, actor, {
      action: 'reward.create',
      entity: 'reward',
      entityId: reward!.id,
      before: null,
      after: auditView(reward!),
    });
    return (await presentSuper(tx, [reward!]))[0]!;
  });
}

export async function updateReward(
  db: Db,
  actor: Actor,
  id: string,
  input: TRewardUpdateOut,
  now: Date,
): Promise<TSuperReward> {
  return db.transaction(async (tx) => {
    const before = await loadReward(tx, id, true);
    const startsAt =
      input.startsAt === undefined
        ? before.startsAt
        : input.startsAt
          ? new Date(input.startsAt)
          : null;
    const endsAt =
      input.endsAt === undefined ? before.endsAt : input.endsAt ? new Date(input.endsAt) : null;
    if (startsAt && endsAt && endsAt <= startsAt)
      throw new AppError('BAD_REQUEST', rewardMessages.windowOrder, [
        { field: 'endsAt', message: rewardMessages.windowOrder },
      ]);
    if (input.fulfilment && input.fulfilment !== before.fulfilment) {
      const [used] = await tx
        .select({ n: count() })
        .from(rewardRedemptions)
        .where(eq(rewardRedemptions.rewardId, id));
      if ((used?.n ?? 0) > 0)
        throw new AppError(
          'CONFLICT',
          'The fulfilment kind cannot change once the reward has been redeemed',
        );
    }
    const [after] = await tx
      .update(rewards)
      .set({
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.description !== undefined ? { description: input.description } : {}),
        ...(input.image !== undefined
          ? { image: input.image, thumbnail: thumbnailOf(input.image) }
          : {}),
        ...(input.cost !== undefined ? { cost: input.cost } : {}),
        ...(input.stock !== undefined ? { stock: input.stock } : {}),
        ...(input.perOfficerLimit !== undefined ? { perOfficerLimit: input.perOfficerLimit } : {}),
        startsAt,
        endsAt,
        ...(input.learningPaths !== undefined ? { learningPaths: input.learningPaths } : {}),
        ...(input.states !== undefined ? { states: input.states } : {}),
        ...(input.fulfilment !== undefined ? { fulfilment: input.fulfilment } : {}),
        ...(input.isActive !== undefined ? { isActive: input.isActive } : {}),
        updatedAt: now,
      })
      .where(eq(rewards.id, id))
      .returning();
    await writeAudit(tx, actor, {
      action: 'reward.update',
      entity: 'reward',
      entityId: id,
      before: auditView(before),
      after: auditView(after!),
    });
    return (await presentSuper(tx, [after!]))[0]!;
  });
}

/** Deleted when nobody redeemed it; archived (hidden from officers) otherwise. */
export async function deleteReward(db: Db, actor: Actor, id: string, now: Date) {
  return db.transaction(async (tx) => {
    const before = await loadReward(tx, id, true);
    const [used] = await tx
      .select({ n: count() })
      .from(rewardRedemptions)
      .where(eq(rewardRedemptions.rewardId, id));
    if ((used?.n ?? 0) === 0) {
      await tx.delete(rewards).where(eq(rewards.id, id));
      await writeAudit(tx, actor, {
        action: 'reward.delete',
        entity: 'reward',
        entityId: id,
        before: auditView(before),
        after: null,
      });
      return { deleted: true, archived: false };
    }
    await tx.update(rewards).set({ isActive: false, updatedAt: now }).where(eq(rewards.id, id));
    await writeAudit(tx, actor, {
      action: 'reward.archive',
      entity: 'reward',
      entityId: id,
      before: auditView(before),
      after: { ...auditView(before), isActive: false },
    });
    return { deleted: false, archived: true };
  });
}

/** Adds codes to a voucher reward; codes it already holds are skipped. */
export async function importCodes(
  db: Db,
  actor: Actor,
  id: string,
  file: { codes: string[]; duplicates: number },
  now: Date,
) {
  return db.transaction(async (tx) => {
    const reward = await loadReward(tx, id);
    if (reward.fulfilment !== 'voucher')
      throw new AppError('BAD_REQUEST', rewardMessages.notVoucher);
    let imported = 0;
    for (let i = 0; i < file.codes.length; i += 1000) {
      const chunk = file.codes.slice(i, i + 1000);
      const inserted = await tx
        .insert(rewardCodes)
        .values(chunk.map((code) => ({ rewardId: id, code, createdAt: now })))
        .onConflictDoNothing()
        .returning({ id: rewardCodes.id });
      imported += inserted.length;
    }
    const left = (await codesLeft(tx, [id])).get(id) ?? 0;
    await writeAudit(tx, actor, {
      action: 'reward.codes',
      entity: 'reward',
      entityId: id,
      before: null,
      after: { imported, codesLeft: left },
    });
    return {
      imported,
      duplicates: file.duplicates + (file.codes.length - imported),
      codesLeft: left,
    };
  });
}

export async function rewardStats(
  db: Db,
  id: string,
  days: number,
  now: Date,
): Promise<TRewardStats> {
  const reward = await loadReward(db, id);
  const since = new Date(now.getTime() - days * 86_400_000);
  const [perDay, byState, [present]] = await Promise.all([
    rows<{ day: string; redeemed: number; cancelled: number }>(
      db,
      sql`select to_char((created_at at time zone 'Africa/Lagos')::date, 'YYYY-MM-DD') as day,
            count(*) filter (where state <> 'cancelled')::int as redeemed,
            count(*) filter (where state = 'cancelled')::int as cancelled
          from reward_redemptions where reward_id = ${id} and created_at >= ${since}
          group by 1`,
    ),
    rows<{ state: TRedemptionState; n: number; spent: number }>(
      db,
      sql`select state, count(*)::int as n, sum(cost)::int as spent from reward_redemptions
          where reward_id = ${id} group by state`,
    ),
    presentSuper(db, [reward]),
  ]);
  const found = new Map(perDay.map((d) => [d.day, d]));
  const series: TRewardStats['days'] = [];
  for (let i = days - 1; i >= 0; i--) {
    const day = lagosDay(new Date(now.getTime() - i * 86_400_000));
    const d = found.get(day);
    series.push({ day, redeemed: d?.redeemed ?? 0, cancelled: d?.cancelled ?? 0 });
  }
  const states = { fulfilled: 0, pending: 0, sent: 0, cancelled: 0 };
  let dptsSpent = 0;
  for (const s of byState) {
    states[s.state] = s.n;
    if (s.state !== 'cancelled') dptsSpent += s.spent;
  }
  return { reward: present!, days: series, byState: states, dptsSpent };
}

function presentQueued(
  r: RedemptionRow,
  reward: RewardRow,
  officer: { id: string; firstName: string; lastName: string; email: string },
): TQueueRedemption {
  return {
    ...presentRedemption(r, reward),
    officer: {
      _id: officer.id,
      name: `${officer.firstName} ${officer.lastName}`,
      email: officer.email,
    },
  };
}

export async function listQueue(
  db: Db,
  query: { state: TRedemptionState; rewardId?: string | undefined; page: number; limit: number },
) {
  const where = and(
    eq(rewardRedemptions.state, query.state),
    query.rewardId ? eq(rewardRedemptions.rewardId, query.rewardId) : undefined,
  );
  const [found, [total]] = await Promise.all([
    db
      .select({
        r: rewardRedemptions,
        reward: rewards,
        officer: {
          id: users.id,
          firstName: users.firstName,
          lastName: users.lastName,
          email: users.email,
        },
      })
      .from(rewardRedemptions)
      .innerJoin(rewards, eq(rewards.id, rewardRedemptions.rewardId))
      .innerJoin(users, eq(users.id, rewardRedemptions.userId))
      .where(where)
      .orderBy(asc(rewardRedemptions.createdAt), asc(rewardRedemptions.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ n: count() }).from(rewardRedemptions).where(where),
  ]);
  return {
    items: found.map(({ r, reward, officer }) => presentQueued(r, reward, officer)),
    page: query.page,
    limit: query.limit,
    total: total?.n ?? 0,
  };
}

/**
 * Marks a pending manual redemption sent or cancelled. The state moves from `pending` once
 * (the row is locked), so a cancellation refunds and restocks exactly once however often it is
 * sent; the refund entry is unique per redemption besides.
 */
export async function decideRedemption(
  deps: RewardsDeps,
  actor: Actor,
  id: string,
  decision: 'sent' | 'cancelled',
  note: string | undefined,
  now: Date,
): Promise<TQueueRedemption> {
  const result = await deps.db.transaction(async (tx) => {
    const [found] = await tx
      .select()
      .from(rewardRedemptions)
      .where(eq(rewardRedemptions.id, id))
      .for('update');
    if (!found) throw notFound(rewardMessages.redemptionNotFound);
    const reward = await loadReward(tx, found.rewardId);
    if (reward.fulfilment !== 'manual') throw new AppError('CONFLICT', rewardMessages.notManual);
    if (found.state !== 'pending') throw new AppError('CONFLICT', rewardMessages.alreadyDecided);
    const [after] = await tx
      .update(rewardRedemptions)
      .set({ state: decision, decidedAt: now, decidedBy: actor.id })
      .where(and(eq(rewardRedemptions.id, id), eq(rewardRedemptions.state, 'pending')))
      .returning();
    if (decision === 'cancelled') {
      await tx
        .insert(balanceEntries)
        .values({
          userId: found.userId,
          kind: 'refund',
          amount: found.cost,
          redemptionId: id,
          createdAt: now,
        })
        .onConflictDoNothing();
      await tx.execute(
        sql`update rewards set stock = stock + 1 where id = ${reward.id} and stock is not null`,
      );
    }
    await writeAudit(tx, actor, {
      action: decision === 'sent' ? 'redemption.sent' : 'redemption.cancelled',
      entity: 'redemption',
      entityId: id,
      before: { state: found.state },
      after: { state: decision, ...(note ? { note } : {}) },
    });
    await notify(tx, {
      userId: found.userId,
      kind: decision === 'sent' ? 'reward.fulfilled' : 'reward.cancelled',
      params: {
        reward: reward.name,
        points: decision === 'cancelled' ? found.cost : null,
        reason: note ?? null,
      },
      link: '/rewards',
    });
    const [officer] = await tx
      .select({
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        appLanguage: users.appLanguage,
      })
      .from(users)
      .where(eq(users.id, found.userId));
    const i18n = translator(officer!.appLanguage);
    const link = `${deps.appUrl}/rewards`;
    const hi = i18n._('Hi {firstName},', { firstName: officer!.firstName });
    const paragraphs =
      decision === 'sent'
        ? [hi, i18n._('{reward} has been sent to you.', { reward: reward.name })]
        : [
            hi,
            i18n._(
              'Your redemption of {reward} was cancelled and its {points} dpts are back in your balance.',
              { reward: reward.name, points: found.cost },
            ),
            ...(note ? [i18n._('Reason: {note}', { note })] : []),
          ];
    await deps.mailer.send(tx, {
      to: officer!.email,
      subject:
        decision === 'sent'
          ? i18n._('{reward} is on its way', { reward: reward.name })
          : i18n._('{reward} was cancelled', { reward: reward.name }),
      text: `${paragraphs.join('\n\n')}\n\n${link}`,
      html: emailHtml(
        decision === 'sent' ? i18n._('Reward sent') : i18n._('Reward cancelled'),
        paragraphs,
        { label: i18n._('My rewards'), url: link },
        officer!.appLanguage,
      ),
    });
    return presentQueued(after!, reward, officer!);
  });
  deps.mailer.poke();
  return result;
}
