import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  VOLUNTEERING_LIMITS as LIMITS,
  startMinutesOf,
  volunteeringMessages as messages,
  type TAppLanguage,
  type TVolunteerEntry,
  type TVolunteerHours,
  type TVolunteerQueueItem,
  type TVolunteerShareLink,
  type TVolunteerVerification,
} from '@dpts/contract';
import type { z } from 'zod';
import type {
  ZVolunteerEntryInput,
  ZVolunteerQueueQuery,
  ZVolunteerVerifyRequest,
} from '@dpts/contract';
import type { Config } from '../../config.ts';
import { rows, type Db, type Tx } from '../../db/client.ts';
import {
  users,
  volunteerEntries,
  volunteerLinks,
  volunteerOrganisations,
} from '../../db/schema.ts';
import { AppError, badRequest, notFound } from '../../lib/app-error.ts';
import { lagosDay } from '../../lib/lagos-time.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import { translator } from '../../lib/i18n.ts';
import { emailHtml, type Mailer } from '../../plugins/mailer.ts';
import { writeAudit, type Actor, type AuditActor } from '../admin/index.ts';
import { awardPoints, lockOfficer, reversePoints } from '../points/index.ts';
import { notify } from '../notifications/index.ts';

export type VolunteeringDeps = {
  db: Db;
  mailer: Mailer;
  config: Pick<Config, 'appUrl' | 'volunteering'>;
  now: () => Date;
  /** in [0, 1): picks auto-approved entries for audit */
  random: () => number;
};

type EntryRow = typeof volunteerEntries.$inferSelect;
type EntryInput = z.output<typeof ZVolunteerEntryInput>;
type Officer = { id: string; email: string; phone: string | null };

const OPEN = ['pending', 'verified'] as const;
const DAY_MS = 86_400_000;

/** The ledger reference of an entry's award: badges count hours from these rows. */
export const ledgerRef = (entryId: string) => `volunteering:${entryId}`;

/** Points for approved minutes: `VOLUNTEER_DPTS_PER_HOUR` pro rata, at least 1. */
export function pointsFor(minutes: number, perHour: number): number {
  return Math.max(1, Math.round((minutes * perHour) / 60));
}

/** The Monday..Sunday week around `day` (YYYY-MM-DD), as two days. */
export function weekOf(day: string): { from: string; to: string } {
  const d = new Date(`${day}T00:00:00Z`);
  const monday = new Date(d.getTime() - ((d.getUTCDay() + 6) % 7) * DAY_MS);
  const sunday = new Date(monday.getTime() + 6 * DAY_MS);
  return { from: monday.toISOString().slice(0, 10), to: sunday.toISOString().slice(0, 10) };
}

const addDays = (day: string, days: number) =>
  new Date(new Date(`${day}T00:00:00Z`).getTime() + days * DAY_MS).toISOString().slice(0, 10);

const hhmm = (minute: number) =>
  `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

const domainOf = (email: string | null) => (email ? email.slice(email.lastIndexOf('@') + 1) : null);

export function presentEntry(row: EntryRow): TVolunteerEntry {
  return {
    _id: row.id,
    activityType: row.activityType,
    title: row.title,
    description: row.description,
    date: row.day,
    startTime: hhmm(row.startMinute),
    minutes: row.minutes,
    confirmedMinutes: row.confirmedMinutes,
    state: row.state,
    lga: row.lga,
    organisation: row.organisation,
    photos: row.photos,
    link: row.link,
    supervisorName: row.supervisorName,
    supervisorContact: row.supervisorEmail ?? row.supervisorPhone ?? '',
    supervisorChannel: row.supervisorEmail ? 'email' : 'officer',
    status: row.status,
    supervisorComment: row.supervisorComment,
    approverComment: row.approverComment,
    review: row.review,
    auditFlag: row.auditFlag,
    autoApproved: row.autoApproved,
    points: row.points,
    verifiedAt: row.verifiedAt?.toISOString() ?? null,
    decidedAt: row.decidedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** What an audit row keeps of an entry, before and after a decision. */
const auditable = (row: EntryRow) => ({
  title: row.title,
  officer: row.userId,
  status: row.status,
  minutes: row.minutes,
  confirmedMinutes: row.confirmedMinutes,
  points: row.points,
  auditFlag: row.auditFlag,
});

/** The supervisor answers through a link, without an account: the audit names their contact. */
const supervisorActor = (row: EntryRow): AuditActor => ({
  id: null,
  email: row.supervisorEmail ?? row.supervisorPhone ?? 'supervisor',
});
const AUTO_APPROVAL: AuditActor = { id: null, email: 'auto-approval' };

async function auditDecision(
  tx: Tx,
  actor: AuditActor,
  action: Extract<Parameters<typeof writeAudit>[2]['action'], `volunteering.${string}`>,
  before: EntryRow,
  after: EntryRow,
  extra: Record<string, unknown> = {},
): Promise<void> {
  await writeAudit(tx, actor, {
    action,
    entity: 'volunteering',
    entityId: before.id,
    before: auditable(before),
    after: { ...auditable(after), ...extra },
  });
}

/** The organisation whose registered domains include the supervisor's email domain. */
async function organisationOfEmail(
  db: Db | Tx,
  email: string | null,
): Promise<{ id: string; name: string } | null> {
  const domain = domainOf(email);
  if (!domain) return null;
  const [org] = await db
    .select({ id: volunteerOrganisations.id, name: volunteerOrganisations.name })
    .from(volunteerOrganisations)
    .where(sql`${domain} = any(${volunteerOrganisations.domains})`)
    .limit(1);
  return org ?? null;
}

/** The supervisor must be someone else than the officer, and not another officer either. */
async function checkSupervisor(db: Db, officer: Officer, input: EntryInput): Promise<void> {
  const email = input.supervisorEmail || null;
  const phone = input.supervisorPhone || null;
  if ((email && email === officer.email.toLowerCase()) || (phone && phone === officer.phone))
    throw badRequest(messages.ownContact, email ? 'supervisorEmail' : 'supervisorPhone');
  const matches: SQL[] = [];
  if (email) matches.push(sql`lower(${users.email}) = ${email}`);
  if (phone) matches.push(eq(users.phone, phone));
  const [other] = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(sql.join(matches, sql` or `))
    .limit(1);
  if (other)
    throw badRequest(
      messages.officerContact,
      email && other.email.toLowerCase() === email ? 'supervisorEmail' : 'supervisorPhone',
    );
}

/** In the officer's language: the supervisor works with them in the same programme. */
function supervisorEmail(
  to: string,
  supervisorName: string,
  officer: { firstName: string; lastName: string; appLanguage?: TAppLanguage },
  entry: EntryRow,
  link: string,
) {
  const language = officer.appLanguage ?? 'en';
  const i18n = translator(language);
  const officerName = `${officer.firstName} ${officer.lastName}`;
  const activities: Record<EntryRow['activityType'], string> = {
    teaching: i18n._('Teaching digital skills'),
    'tech-support': i18n._('Community tech support'),
    'event-support': i18n._('Event support'),
    mentoring: i18n._('Mentoring'),
    other: i18n._('Other'),
  };
  const days = LIMITS.linkValidDays;
  const lines = [
    i18n._('Hello {supervisorName},', { supervisorName }),
    i18n._(
      '{officerName} says they volunteered with you: "{title}" ({activity}), {hours} h on {day} in {lga}, {state}.',
      {
        officerName,
        title: entry.title,
        activity: activities[entry.activityType],
        hours: entry.minutes / 60,
        day: entry.day,
        lga: entry.lga,
        state: entry.state,
      },
    ),
    i18n._(
      'Please confirm, lower the hours or deny it with this link (no account needed; it works once and is valid for {days} days): {link}',
      { days, link },
    ),
    i18n._('If you do not know this activity, choose Deny.'),
  ];
  return {
    to,
    subject: i18n._("Please confirm {officerName}'s volunteering", { officerName }),
    text: lines.join('\n\n'),
    html: emailHtml(
      i18n._('Confirm volunteering'),
      [
        lines[0]!,
        lines[1]!,
        i18n._('The link works once and is valid for {days} days.', { days }),
        lines[3]!,
      ],
      { label: i18n._('Review the activity'), url: link },
      language,
    ),
  };
}

/**
 * Logs an entry. One officer's entries are serialised on their row lock, so two at once cannot
 * both slip under the weekly cap or overlap each other. A retry with the same idempotency key
 * answers the entry already logged (`created: false`).
 */
export async function logEntry(
  deps: VolunteeringDeps,
  officer: Officer & { firstName: string; lastName: string; appLanguage?: TAppLanguage },
  input: EntryInput,
  idempotencyKey: string | null,
): Promise<{ entry: TVolunteerEntry; created: boolean }> {
  const { db } = deps;
  const existing = async () => {
    if (!idempotencyKey) return null;
    const [row] = await db
      .select()
      .from(volunteerEntries)
      .where(
        and(
          eq(volunteerEntries.userId, officer.id),
          eq(volunteerEntries.idempotencyKey, idempotencyKey),
        ),
      );
    return row ?? null;
  };
  const before = await existing();
  if (before) return { entry: presentEntry(before), created: false };

  const now = deps.now();
  const today = lagosDay(now);
  if (input.date > today) throw badRequest(messages.future, 'date');
  if (input.date < addDays(today, -LIMITS.maxAgeDays)) throw badRequest(messages.tooOld, 'date');
  await checkSupervisor(db, officer, input);

  const start = startMinutesOf(input.startTime);
  const end = start + input.minutes;
  const email = input.supervisorEmail || null;
  const token = email ? newToken() : null;

  const result = await db.transaction(async (tx) => {
    await lockOfficer(tx, officer.id);
    // Under the lock, a request with the same key that got here first has committed.
    if (idempotencyKey) {
      const [first] = await tx
        .select({ id: volunteerEntries.id })
        .from(volunteerEntries)
        .where(
          and(
            eq(volunteerEntries.userId, officer.id),
            eq(volunteerEntries.idempotencyKey, idempotencyKey),
          ),
        );
      if (first) return null;
    }
    const [overlap] = await rows<{ id: string }>(
      tx,
      sql`select id from volunteer_entries
          where user_id = ${officer.id} and day = ${input.date}
            and status not in ('withdrawn', 'denied')
            and start_minute < ${end} and start_minute + minutes > ${start}
          limit 1`,
    );
    if (overlap) throw badRequest(messages.overlap, 'startTime');
    const week = weekOf(input.date);
    const [week_] = await rows<{ minutes: number }>(
      tx,
      sql`select coalesce(sum(coalesce(confirmed_minutes, minutes)), 0)::int as minutes
          from volunteer_entries
          where user_id = ${officer.id} and day between ${week.from} and ${week.to}
            and status not in ('withdrawn', 'denied')`,
    );
    if ((week_?.minutes ?? 0) + input.minutes > LIMITS.maxWeekMinutes)
      throw badRequest(messages.weekCap, 'minutes');

    const org = input.organisation ? null : await organisationOfEmail(tx, email);
    const [row] = await tx
      .insert(volunteerEntries)
      .values({
        userId: officer.id,
        activityType: input.activityType,
        title: input.title,
        description: input.description,
        day: input.date,
        startMinute: start,
        minutes: input.minutes,
        state: input.state,
        lga: input.lga,
        organisation: input.organisation || org?.name || null,
        photos: input.photos,
        link: input.link || null,
        supervisorName: input.supervisorName,
        supervisorEmail: email,
        supervisorPhone: input.supervisorPhone || null,
        idempotencyKey,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) return null;
    if (email && token) {
      await tx.insert(volunteerLinks).values({
        tokenHash: hashToken(token),
        entryId: row.id,
        expiresAt: new Date(now.getTime() + LIMITS.linkValidDays * DAY_MS),
        createdAt: now,
      });
      const link = `${deps.config.appUrl}/volunteering/verify/${token}`;
      await deps.mailer.send(tx, supervisorEmail(email, input.supervisorName, officer, row, link));
    }
    return row;
  });
  if (!result) {
    const raced = await existing();
    if (!raced) throw new Error('idempotent entry vanished');
    return { entry: presentEntry(raced), created: false };
  }
  deps.mailer.poke();
  return { entry: presentEntry(result), created: true };
}

/** Approved and pending (pending or verified) hours, in minutes. */
export async function hoursOf(db: Db, userId: string): Promise<TVolunteerHours> {
  const [row] = await rows<TVolunteerHours>(
    db,
    sql`select
          coalesce(sum(coalesce(confirmed_minutes, minutes)) filter (where status = 'approved'), 0)::int
            as "approvedMinutes",
          coalesce(sum(coalesce(confirmed_minutes, minutes)) filter (where status in ('pending', 'verified')), 0)::int
            as "pendingMinutes"
        from volunteer_entries where user_id = ${userId}`,
  );
  return row ?? { approvedMinutes: 0, pendingMinutes: 0 };
}

export async function listEntries(
  db: Db,
  userId: string,
  { page, limit }: { page: number; limit: number },
) {
  const [items, [count], hours] = await Promise.all([
    db
      .select()
      .from(volunteerEntries)
      .where(eq(volunteerEntries.userId, userId))
      .orderBy(
        desc(volunteerEntries.day),
        desc(volunteerEntries.startMinute),
        asc(volunteerEntries.id),
      )
      .limit(limit)
      .offset((page - 1) * limit),
    rows<{ n: number }>(
      db,
      sql`select count(*)::int as n from volunteer_entries where user_id = ${userId}`,
    ),
    hoursOf(db, userId),
  ]);
  return { items: items.map(presentEntry), page, limit, total: count?.n ?? 0, hours };
}

/** Another officer's entry is answered like a missing one. */
export async function getEntry(db: Db, userId: string, id: string): Promise<EntryRow> {
  const [row] = await db
    .select()
    .from(volunteerEntries)
    .where(and(eq(volunteerEntries.id, id), eq(volunteerEntries.userId, userId)));
  if (!row) throw notFound(messages.entryNotFound);
  return row;
}

export async function withdrawEntry(
  deps: VolunteeringDeps,
  userId: string,
  id: string,
): Promise<TVolunteerEntry> {
  const now = deps.now();
  const [row] = await deps.db
    .update(volunteerEntries)
    .set({ status: 'withdrawn', updatedAt: now })
    .where(
      and(
        eq(volunteerEntries.id, id),
        eq(volunteerEntries.userId, userId),
        inArray(volunteerEntries.status, [...OPEN]),
      ),
    )
    .returning();
  if (row) return presentEntry(row);
  await getEntry(deps.db, userId, id);
  throw new AppError('CONFLICT', messages.notWithdrawable);
}

const formatHours = (minutes: number) => `${minutes / 60} h`;

/**
 * A link for the officer to send a supervisor who has a phone only (there is no SMS gateway):
 * the page, its single use and its 14 days are the emailed link's, and only the token's hash is
 * kept. Each call makes a new link; the entry is answered once, through whichever comes first.
 */
export async function shareLink(
  deps: VolunteeringDeps,
  officer: { id: string; firstName: string; lastName: string; appLanguage?: TAppLanguage },
  id: string,
): Promise<TVolunteerShareLink> {
  const now = deps.now();
  const token = newToken();
  const expiresAt = new Date(now.getTime() + LIMITS.linkValidDays * DAY_MS);
  const entry = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(volunteerEntries)
      .where(and(eq(volunteerEntries.id, id), eq(volunteerEntries.userId, officer.id)))
      .for('update');
    if (!row) throw notFound(messages.entryNotFound);
    // The emailed link reaches the supervisor without passing through the officer's hands.
    if (row.supervisorEmail) throw new AppError('CONFLICT', messages.linkEmailed);
    if (row.status !== 'pending') throw new AppError('CONFLICT', messages.linkNotPending);
    await tx
      .insert(volunteerLinks)
      .values({ tokenHash: hashToken(token), entryId: row.id, expiresAt, createdAt: now });
    return row;
  });
  const url = `${deps.config.appUrl}/volunteering/verify/${token}`;
  // In the officer's language: they send it as their own words.
  const i18n = translator(officer.appLanguage ?? 'en');
  const message = [
    i18n._('Hello {supervisorName}, this is {officerName}.', {
      supervisorName: entry.supervisorName,
      officerName: `${officer.firstName} ${officer.lastName}`,
    }),
    i18n._(
      'Please confirm the volunteering I did with you: "{title}", {hours} on {day} in {lga}, {state}.',
      {
        title: entry.title,
        hours: formatHours(entry.minutes),
        day: entry.day,
        lga: entry.lga,
        state: entry.state,
      },
    ),
    i18n._(
      'Open this link to confirm, lower the hours or deny it (no account needed; it works once, until {until}): {url}',
      { until: lagosDay(expiresAt), url },
    ),
  ].join(' ');
  return {
    url,
    message,
    phone: entry.supervisorPhone ?? '',
    expiresAt: expiresAt.toISOString(),
  };
}

// ---------- the supervisor's link ----------

const linkInvalid = (message: string) => new AppError('LINK_INVALID', message);

/** Why a link does not work, or null when it does. */
function linkProblem(
  link: { usedAt: Date | null; expiresAt: Date } | undefined,
  status: string | undefined,
  now: Date,
): string | null {
  if (!link) return messages.linkInvalid;
  if (link.usedAt) return messages.linkUsed;
  if (link.expiresAt.getTime() <= now.getTime()) return messages.linkExpired;
  if (status !== 'pending') return messages.linkClosed;
  return null;
}

async function linkWithEntry(db: Db | Tx, token: string) {
  const [found] = await db
    .select({
      link: volunteerLinks,
      entry: volunteerEntries,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(volunteerLinks)
    .innerJoin(volunteerEntries, eq(volunteerEntries.id, volunteerLinks.entryId))
    .innerJoin(users, eq(users.id, volunteerEntries.userId))
    .where(eq(volunteerLinks.tokenHash, hashToken(token)));
  return found;
}

export async function openLink(
  deps: VolunteeringDeps,
  token: string,
): Promise<TVolunteerVerification> {
  const found = await linkWithEntry(deps.db, token);
  const problem = linkProblem(found?.link, found?.entry.status, deps.now());
  if (problem || !found) throw linkInvalid(problem ?? messages.linkInvalid);
  const { entry } = found;
  return {
    officerName: `${found.firstName} ${found.lastName.slice(0, 1)}.`,
    supervisorName: entry.supervisorName,
    activityType: entry.activityType,
    title: entry.title,
    description: entry.description,
    date: entry.day,
    startTime: hhmm(entry.startMinute),
    minutes: entry.minutes,
    state: entry.state,
    lga: entry.lga,
    organisation: entry.organisation,
    photos: entry.photos,
    link: entry.link,
    expiresAt: found.link.expiresAt.toISOString(),
  };
}

/**
 * The supervisor's answer. The link is spent by a conditional update, so of two answers at once
 * one wins and the other is told the link was used; an auto-approval pays inside the same
 * transaction, once.
 */
export async function answerLink(
  deps: VolunteeringDeps,
  token: string,
  answer: z.output<typeof ZVolunteerVerifyRequest>,
): Promise<{ status: EntryRow['status']; message: string }> {
  const now = deps.now();
  const outcome = await deps.db.transaction(async (tx) => {
    const [spent] = await tx
      .update(volunteerLinks)
      .set({ usedAt: now })
      .where(
        and(
          eq(volunteerLinks.tokenHash, hashToken(token)),
          sql`${volunteerLinks.usedAt} is null`,
          sql`${volunteerLinks.expiresAt} > ${now}`,
        ),
      )
      .returning({ entryId: volunteerLinks.entryId });
    if (!spent) {
      const found = await linkWithEntry(tx, token);
      throw linkInvalid(linkProblem(found?.link, found?.entry.status, now) ?? messages.linkUsed);
    }
    const [entry] = await rows<{ id: string; status: string }>(
      tx,
      sql`select id, status from volunteer_entries where id = ${spent.entryId} for update`,
    );
    if (!entry || entry.status !== 'pending') throw linkInvalid(messages.linkClosed);
    const [row] = await tx.select().from(volunteerEntries).where(eq(volunteerEntries.id, entry.id));
    const current = row!;
    const comment = answer.comment || null;

    if (answer.decision === 'deny') {
      const [denied] = await tx
        .update(volunteerEntries)
        .set({ status: 'denied', supervisorComment: comment, decidedAt: now, updatedAt: now })
        .where(eq(volunteerEntries.id, current.id))
        .returning();
      await auditDecision(
        tx,
        supervisorActor(current),
        'volunteering.supervisor-deny',
        current,
        denied!,
        { comment },
      );
      await notify(tx, {
        userId: current.userId,
        kind: 'volunteering.decided',
        params: { title: current.title, approved: false, reason: comment },
        link: '/volunteering',
      });
      return { status: 'denied' as const, message: 'Thank you: the activity was denied.' };
    }

    if (answer.decision === 'lower' && (answer.minutes ?? 0) >= current.minutes)
      throw badRequest(messages.lowerMinutes, 'minutes');
    const confirmedMinutes = answer.decision === 'lower' ? answer.minutes! : current.minutes;
    const [verified] = await tx
      .update(volunteerEntries)
      .set({
        status: 'verified',
        confirmedMinutes,
        supervisorComment: comment,
        verifiedAt: now,
        updatedAt: now,
      })
      .where(eq(volunteerEntries.id, current.id))
      .returning();
    await auditDecision(
      tx,
      supervisorActor(current),
      answer.decision === 'lower' ? 'volunteering.lower' : 'volunteering.confirm',
      current,
      verified!,
      { comment },
    );

    const review = await supervisorVolumeCheck(tx, current.supervisorEmail, now);
    const org =
      !review && answer.decision === 'confirm' && current.minutes <= LIMITS.autoApproveMaxMinutes
        ? await organisationOfEmail(tx, current.supervisorEmail)
        : null;
    if (org) {
      const approved = await approveLocked(deps, tx, verified!, null, null, now, {
        auto: true,
        audit: deps.random() < LIMITS.auditRate,
      });
      await auditDecision(tx, AUTO_APPROVAL, 'volunteering.auto-approve', verified!, approved, {
        organisation: org.name,
      });
      return { status: 'approved' as const, message: 'Thank you: the activity is confirmed.' };
    }
    await notify(tx, {
      userId: current.userId,
      kind: 'volunteering.confirmed',
      params: { title: current.title },
      link: '/volunteering',
    });
    return { status: 'verified' as const, message: 'Thank you: the activity is confirmed.' };
  });
  return outcome;
}

/**
 * A supervisor address confirming for more than the allowed number of different officers in 7
 * days: its open confirmations of that window go to review (none is approved at once).
 */
async function supervisorVolumeCheck(tx: Tx, email: string | null, now: Date): Promise<boolean> {
  if (!email) return false;
  const since = new Date(now.getTime() - 7 * DAY_MS);
  const [count] = await rows<{ n: number }>(
    tx,
    sql`select count(distinct user_id)::int as n from volunteer_entries
        where supervisor_email = ${email} and verified_at > ${since}`,
  );
  if ((count?.n ?? 0) <= LIMITS.supervisorOfficersPerWeek) return false;
  await tx.execute(sql`update volunteer_entries set review = 'supervisor-volume'
      where supervisor_email = ${email} and verified_at > ${since} and status = 'verified'
        and review is null`);
  return true;
}

/**
 * Approves an entry whose row the caller locked: pays once through the ledger and tells.
 * Returns the approved row.
 */
async function approveLocked(
  deps: VolunteeringDeps,
  tx: Tx,
  entry: EntryRow,
  approverId: string | null,
  comment: string | null,
  now: Date,
  flags: { auto: boolean; audit: boolean },
): Promise<EntryRow> {
  const minutes = entry.confirmedMinutes ?? entry.minutes;
  const points = pointsFor(minutes, deps.config.volunteering.dptsPerHour);
  const paid = await awardPoints(
    tx,
    entry.userId,
    [{ courseId: null, points, source: 'volunteering', ref: ledgerRef(entry.id) }],
    now,
  );
  const gained = paid.reduce((sum, r) => sum + r.points, 0);
  const [approved] = await tx
    .update(volunteerEntries)
    .set({
      status: 'approved',
      approverId,
      approverComment: comment,
      autoApproved: flags.auto,
      auditFlag: flags.audit,
      points: gained,
      decidedAt: now,
      updatedAt: now,
    })
    .where(eq(volunteerEntries.id, entry.id))
    .returning();
  await notify(tx, {
    userId: entry.userId,
    kind: 'volunteering.decided',
    params: { title: entry.title, approved: true, points: gained },
    link: '/volunteering',
  });
  return approved!;
}

// ---------- administrators ----------

export type DecisionResult = {
  id: string;
  outcome: 'approved' | 'denied' | 'skipped';
  points: number;
  reason: string | null;
};

/**
 * Approves or denies entries, each in its own transaction under its row lock: two approvals at
 * once pay once (the second sees it approved), and the ledger's unique reference holds anyway.
 * Denying an approved entry (an audit) takes its points back with the reason shown; approving
 * an auto-approved entry picked for audit passes the audit (nothing more is paid). Every
 * decision writes an audit row in its transaction.
 */
export async function decide(
  deps: VolunteeringDeps,
  approver: Actor,
  ids: string[],
  decision: 'approve' | 'deny',
  comment: string | null,
): Promise<DecisionResult[]> {
  const results: DecisionResult[] = [];
  for (const id of [...new Set(ids)]) {
    const now = deps.now();
    results.push(
      await deps.db.transaction(async (tx): Promise<DecisionResult> => {
        const locked = await rows<{ id: string }>(
          tx,
          sql`select id from volunteer_entries where id = ${id} for update`,
        );
        if (locked.length === 0)
          return { id, outcome: 'skipped', points: 0, reason: messages.entryNotFound };
        const [found] = await tx.select().from(volunteerEntries).where(eq(volunteerEntries.id, id));
        const entry = found!;
        const skip = (reason: string): DecisionResult => ({
          id,
          outcome: 'skipped',
          points: 0,
          reason,
        });
        if (entry.userId === approver.id) return skip(messages.ownEntry);
        const open = (OPEN as readonly string[]).includes(entry.status);
        const audited = entry.status === 'approved' && entry.auditFlag;
        if (decision === 'approve') {
          if (audited) {
            const [passed] = await tx
              .update(volunteerEntries)
              .set({ auditFlag: false, updatedAt: now })
              .where(eq(volunteerEntries.id, id))
              .returning();
            await auditDecision(tx, approver, 'volunteering.audit-pass', entry, passed!, {
              comment,
            });
            return { id, outcome: 'approved', points: 0, reason: null };
          }
          if (!open) return skip(messages.notDecidable);
          const approved = await approveLocked(deps, tx, entry, approver.id, comment, now, {
            auto: false,
            audit: false,
          });
          await auditDecision(tx, approver, 'volunteering.approve', entry, approved, { comment });
          return { id, outcome: 'approved', points: approved.points, reason: null };
        }
        if (!open && entry.status !== 'approved') return skip(messages.notDecidable);
        const taken =
          entry.status === 'approved'
            ? await reversePoints(tx, entry.userId, { ref: ledgerRef(id) }, now)
            : 0;
        const [denied] = await tx
          .update(volunteerEntries)
          .set({
            status: 'denied',
            approverId: approver.id,
            approverComment: comment,
            points: 0,
            decidedAt: now,
            updatedAt: now,
          })
          .where(eq(volunteerEntries.id, id))
          .returning();
        await auditDecision(
          tx,
          approver,
          audited ? 'volunteering.audit-fail' : 'volunteering.deny',
          entry,
          denied!,
          { comment, pointsTakenBack: taken },
        );
        await notify(tx, {
          userId: entry.userId,
          kind: 'volunteering.decided',
          params: { title: entry.title, approved: false, reason: comment, points: taken },
          link: '/volunteering',
        });
        return { id, outcome: 'denied', points: -taken, reason: null };
      }),
    );
  }
  return results;
}

/**
 * The queue's total counts at most ten pages past the one asked for: enough to page on, while a
 * count of every open entry would cost more than the page itself (at 1M officers and 400,000
 * open entries, a cap of 10,000 rows gave p99 131–1,440 ms; 1,000 rows, 49–55 ms).
 */
const queueCountCap = (page: number, limit: number) => (page + 10) * limit;

export async function listQueue(
  db: Db,
  query: z.output<typeof ZVolunteerQueueQuery>,
  now: Date,
): Promise<{ items: TVolunteerQueueItem[]; page: number; limit: number; total: number }> {
  const e = volunteerEntries;
  const where: SQL[] = [];
  if (query.status === 'open') where.push(sql`${e.status} in ('pending', 'verified')`);
  else if (query.status === 'audit') where.push(sql`${e.auditFlag} and ${e.status} = 'approved'`);
  else where.push(eq(e.status, query.status));
  if (query.state) where.push(eq(e.state, query.state));
  if (query.organisation) where.push(sql`lower(${e.organisation}) = lower(${query.organisation})`);
  if (query.type) where.push(eq(e.activityType, query.type));
  if (query.verified === 'true') where.push(sql`${e.verifiedAt} is not null`);
  if (query.verified === 'false') where.push(sql`${e.verifiedAt} is null`);
  if (query.minAgeDays !== undefined)
    where.push(sql`${e.createdAt} <= ${new Date(now.getTime() - query.minAgeDays * DAY_MS)}`);
  const condition = and(...where);
  const [items, [count]] = await Promise.all([
    db
      .select({
        entry: e,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
      })
      .from(e)
      .innerJoin(users, eq(users.id, e.userId))
      .where(condition)
      .orderBy(query.status === 'open' ? asc(e.createdAt) : desc(e.createdAt), asc(e.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    rows<{ n: number }>(
      db,
      sql`select count(*)::int as n from (select 1 from ${e} where ${condition} limit ${queueCountCap(query.page, query.limit)}) c`,
    ),
  ]);
  return {
    items: items.map((r) => ({
      ...presentEntry(r.entry),
      officer: { _id: r.entry.userId, name: `${r.firstName} ${r.lastName}`, email: r.email },
    })),
    page: query.page,
    limit: query.limit,
    total: count?.n ?? 0,
  };
}

// ---------- organisations ----------

type OrgRow = typeof volunteerOrganisations.$inferSelect;
export const presentOrganisation = (o: OrgRow) => ({
  _id: o.id,
  name: o.name,
  domains: o.domains,
  createdAt: o.createdAt.toISOString(),
});

export async function listOrganisations(db: Db) {
  const all = await db
    .select()
    .from(volunteerOrganisations)
    .orderBy(asc(volunteerOrganisations.name));
  return all.map(presentOrganisation);
}

async function checkDomains(db: Db, domains: string[], exceptId: string | null): Promise<void> {
  const list = sql`array[${sql.join(
    domains.map((d) => sql`${d}`),
    sql`, `,
  )}]::text[]`;
  const [taken] = await rows<{ id: string }>(
    db,
    sql`select id from volunteer_organisations where domains && ${list}
        ${exceptId ? sql`and id <> ${exceptId}` : sql``} limit 1`,
  );
  if (taken) throw new AppError('CONFLICT', messages.domainTaken);
}

export async function saveOrganisation(
  db: Db,
  id: string | null,
  input: { name: string; domains: string[] },
  now: Date,
) {
  const domains = [...new Set(input.domains)];
  await checkDomains(db, domains, id);
  if (!id) {
    const [row] = await db
      .insert(volunteerOrganisations)
      .values({ name: input.name, domains, createdAt: now, updatedAt: now })
      .returning();
    return presentOrganisation(row!);
  }
  const [row] = await db
    .update(volunteerOrganisations)
    .set({ name: input.name, domains, updatedAt: now })
    .where(eq(volunteerOrganisations.id, id))
    .returning();
  if (!row) throw notFound('Organisation not found');
  return presentOrganisation(row);
}

export async function deleteOrganisation(db: Db, id: string): Promise<void> {
  const deleted = await db
    .delete(volunteerOrganisations)
    .where(eq(volunteerOrganisations.id, id))
    .returning({ id: volunteerOrganisations.id });
  if (deleted.length === 0) throw notFound('Organisation not found');
}
