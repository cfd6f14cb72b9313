import { eq, sql } from 'drizzle-orm';
import { certificateLookup, claimReasons, type TCourseIdentifierKind } from '@dpts/contract';
import { preparedQuery, type Db } from '../../db/client.ts';
import { completionClaims, courses, users } from '../../db/schema.ts';
import type { JobContext } from '../../lib/job-queue.ts';
import { checkCertificate, type Verdict } from './check-certificate.ts';
import type { ClaimSettler } from './settle.ts';
import {
  FetchRefused,
  SiteUnreachable,
  type CertificateFetcher,
  type SitePacer,
} from './fetch-certificate.ts';

/** Opened with each claim (`open.ts`), run by every process's worker (`jobs.ts`). */
declare module '../../lib/job-queue.ts' {
  interface JobTypes {
    'verify-completion': { claimId: string };
  }
}

export type VerifierDeps = {
  db: Db;
  fetcher: CertificateFetcher;
  pacer: SitePacer;
  settler: ClaimSettler;
};

/** What the verifier reads about a claim before asking the site (a prepared statement). */
const claimToVerify = preparedQuery((db) =>
  db
    .select({
      state: completionClaims.state,
      site: completionClaims.site,
      certificateKey: completionClaims.certificateKey,
      certificateUrl: completionClaims.certificateUrl,
      userId: completionClaims.userId,
      // The name certificates are checked against: frozen at the first verified claim.
      firstName: sql<string>`coalesce(${users.certificateFirstName}, ${users.firstName})`,
      lastName: sql<string>`coalesce(${users.certificateLastName}, ${users.lastName})`,
      verifiedEmail: sql<
        string | null
      >`case when ${users.emailVerifiedAt} is not null then ${users.email} end`,
      courseName: courses.name,
      titleKey: courses.titleKey,
      identifiers: sql<{ kind: TCourseIdentifierKind; value: string }[]>`coalesce(
        (select json_agg(json_build_object('kind', ci.kind, 'value', ci.value))
         from course_identifiers ci where ci.course_id = ${courses.id}), '[]'::json)`,
      // Held by another officer: a person decides, without asking the site.
      taken: sql<boolean>`exists (select 1 from completion_certificates cc
        where cc.certificate_key = ${completionClaims.certificateKey}
          and cc.user_id <> ${completionClaims.userId})`,
    })
    .from(completionClaims)
    .innerJoin(courses, eq(courses.id, completionClaims.courseId))
    .innerJoin(users, eq(users.id, completionClaims.userId))
    .where(eq(completionClaims.id, sql.placeholder('claimId')))
    .prepare('claim_to_verify'),
);

/**
 * The `verify-completion` job: asks the issuing site about the certificate, then settles the
 * claim (with the officer's other claims checked meanwhile, `ClaimSettler`). An unreachable site
 * is retried by the queue; on the last try the claim goes to review.
 */
export async function verifyClaim(
  deps: VerifierDeps,
  claimId: string,
  job: JobContext,
): Promise<void> {
  const [claim] = await claimToVerify(deps.db).execute({ claimId });
  if (!claim || claim.state !== 'pending') return;

  let verdict: Verdict;
  const found = claim.taken ? null : certificateLookup(claim.site, new URL(claim.certificateUrl));
  if (claim.taken) verdict = { outcome: 'review', reason: claimReasons.heldByOther };
  else if (!found) verdict = { outcome: 'review', reason: claimReasons.noPublicCheck };
  else {
    try {
      const answers = [];
      for (const source of found.lookup.sources) {
        await deps.pacer.wait(claim.site, job.signal);
        answers.push(await deps.fetcher.fetch(source, found.check.hosts, job.signal));
        // An unknown certificate: the rest need not be asked.
        if (answers[0]!.status === 404 || answers[0]!.status === 410) break;
      }
      verdict = checkCertificate(
        found.lookup.reader,
        answers,
        claim.certificateKey.slice(claim.certificateKey.indexOf(':') + 1),
        {
          firstName: claim.firstName,
          lastName: claim.lastName,
          verifiedEmails: claim.verifiedEmail ? [claim.verifiedEmail] : [],
        },
        { name: claim.courseName, titleKey: claim.titleKey, identifiers: claim.identifiers },
      );
    } catch (err) {
      if (job.signal.aborted) throw err;
      if (err instanceof FetchRefused)
        verdict = { outcome: 'review', reason: claimReasons.refused };
      else if (job.attempt < job.maxAttempts)
        throw err; // the queue retries with backoff
      else
        verdict = {
          outcome: 'review',
          reason: err instanceof SiteUnreachable ? claimReasons.unreachable : claimReasons.unclear,
        };
    }
  }
  if (job.signal.aborted) throw job.signal.reason;
  await deps.settler.settle(claim.userId, {
    claimId,
    verdict,
    job,
    checkedName: { firstName: claim.firstName, lastName: claim.lastName },
  });
}
