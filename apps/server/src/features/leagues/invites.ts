import { sql } from 'drizzle-orm';
import {
  LEAGUE_LIMITS,
  leagueMessages,
  type TAppLanguage,
  type TInviteResult,
} from '@dpts/contract';
import type { Config } from '../../config.ts';
import { rows, type Db, type Tx } from '../../db/client.ts';
import { leagueInvites } from '../../db/schema.ts';
import type { UserRow } from '../../domain/users.ts';
import { tooManyRequests } from '../../lib/app-error.ts';
import { translator } from '../../lib/i18n.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import { emailHtml, type Email, type Mailer } from '../../plugins/mailer.ts';
import { addMember } from './commands.ts';
import { loadLeague } from './queries.ts';
import { authorize } from './policy.ts';
import { notify } from '../notifications/index.ts';

export type InviteDeps = { db: Db; mailer: Mailer; config: Pick<Config, 'appUrl'> };

/** In the invited officer's language when they have an account, else in the inviter's. */
function inviteEmail(
  to: string,
  inviter: UserRow,
  leagueName: string,
  link: string,
  account: { language: TAppLanguage } | undefined,
): Email {
  const language = account?.language ?? inviter.appLanguage;
  const i18n = translator(language);
  const inviterName = `${inviter.firstName} ${inviter.lastName}`;
  const lines = [
    i18n._('Hello,'),
    i18n._(
      '{inviterName} invited you to join the league "{leagueName}" on DigiPoints, where officers learn together and earn points for free courses.',
      { inviterName, leagueName },
    ),
    account
      ? i18n._('Sign in and join it here: {link}', { link })
      : i18n._(
          'Create your free account with this link and you will be a member straight away (valid for {days} days): {link}',
          { days: LEAGUE_LIMITS.inviteTtlDays, link },
        ),
  ];
  return {
    to,
    subject: i18n._('{firstName} invited you to {leagueName} on DigiPoints', {
      firstName: inviter.firstName,
      leagueName,
    }),
    text: lines.join('\n\n'),
    html: emailHtml(
      i18n._('Join {leagueName}', { leagueName }),
      lines.slice(0, 2),
      {
        label: account ? i18n._('Open the league') : i18n._('Join DigiPoints'),
        url: link,
      },
      language,
    ),
  };
}

/**
 * Invites addresses to a league (creator only): one single-use code per address, valid 14 days,
 * emailed with a sign-up link (or a link to the league for existing accounts). Members are
 * skipped; at most LEAGUE_LIMITS.invitesPerDay invites per officer in 24 hours, counted before
 * anything is written.
 */
export async function inviteMembers(
  deps: InviteDeps,
  me: UserRow,
  leagueId: string,
  emails: string[],
  duplicates: number,
  now: Date,
): Promise<TInviteResult> {
  const { db } = deps;
  const unique = [...new Set(emails.map((e) => e.trim().toLowerCase()))];
  const league = await loadLeague(db, me, leagueId);
  authorize(me, 'manage', league);
  const emailList = sql.join(
    unique.map((e) => sql`${e}`),
    sql`, `,
  );
  const members = await rows<{ email: string }>(
    db,
    sql`select lower(u.email) as email from league_members m join users u on u.id = m.user_id
      where m.league_id = ${leagueId} and lower(u.email) in (${emailList})`,
  );
  const memberEmails = new Set(members.map((m) => m.email));
  const toInvite = unique.filter((e) => !memberEmails.has(e));

  const sent = await db.transaction(async (tx) => {
    // One officer's invites are counted one request at a time.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`league-invites:${me.id}`}))`);
    const [count] = await rows<{ n: number }>(
      tx,
      sql`select count(*)::int as n from league_invites
        where invited_by = ${me.id} and created_at > ${new Date(now.getTime() - 86_400_000)}`,
    );
    if ((count?.n ?? 0) + toInvite.length > LEAGUE_LIMITS.invitesPerDay)
      throw tooManyRequests(leagueMessages.tooManyInvites);
    if (toInvite.length === 0) return [];
    const expiresAt = new Date(now.getTime() + LEAGUE_LIMITS.inviteTtlDays * 86_400_000);
    const codes = toInvite.map((email) => ({ email, code: newToken() }));
    await tx.insert(leagueInvites).values(
      codes.map(({ email, code }) => ({
        leagueId,
        email,
        codeHash: hashToken(code),
        invitedBy: me.id,
        expiresAt,
      })),
    );
    const [names, accounts] = await Promise.all([
      rows<{ name: string }>(tx, sql`select name from leagues where id = ${leagueId}`),
      rows<{ email: string; id: string; language: TAppLanguage }>(
        tx,
        sql`select lower(email) as email, id, app_language as language from users
          where lower(email) in (${emailList})`,
      ),
    ]);
    const leagueName = names[0]?.name ?? 'a league';
    const accountOf = new Map(accounts.map((a) => [a.email, a]));
    // Officers who already have an account also find the invite in the app.
    const invited = new Set(toInvite);
    await notify(
      tx,
      ...accounts
        .filter((a) => invited.has(a.email))
        .map((a) => ({
          userId: a.id,
          kind: 'league.invited' as const,
          params: { league: leagueName },
          link: `/leagues/discover?league=${leagueId}`,
        })),
    );
    // Queued with the invites they carry: the request never waits for an SMTP server.
    await deps.mailer.send(
      tx,
      ...codes.map(({ email, code }) => {
        const existing = accountOf.get(email);
        const link = existing
          ? `${deps.config.appUrl}/leagues/discover?league=${encodeURIComponent(leagueId)}`
          : `${deps.config.appUrl}/signup?invite=${encodeURIComponent(code)}`;
        return inviteEmail(email, me, leagueName, link, existing);
      }),
    );
    return codes;
  });
  if (sent.length > 0) deps.mailer.poke();
  return { invited: sent.length, duplicates, alreadyMembers: memberEmails.size };
}

/**
 * Sign-up with an invite code: when the code is live and was sent to this very address, the new
 * officer becomes a member in the sign-up transaction and the code is used up. Any other code
 * is ignored (the account is still created).
 */
export async function acceptInviteOnSignup(
  tx: Tx,
  user: { id: string; email: string },
  code: string | undefined,
): Promise<void> {
  if (!code) return;
  const [invite] = await rows<{ id: string; league_id: string }>(
    tx,
    sql`select id, league_id from league_invites
      where code_hash = ${hashToken(code)} and used_at is null and expires_at > now()
        and email = ${user.email.toLowerCase()}`,
  );
  if (!invite) return;
  // The league first, as every membership change takes it; then the code, once.
  await tx.execute(sql`select 1 from leagues where id = ${invite.league_id} for update`);
  const used = await rows(
    tx,
    sql`update league_invites set used_at = now() where id = ${invite.id} and used_at is null
      returning id`,
  );
  if (used.length > 0) await addMember(tx, invite.league_id, user.id);
}
