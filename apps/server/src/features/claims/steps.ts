import { sql, type SQL } from 'drizzle-orm';
import { rows, type Tx } from '../../db/client.ts';
import { awardPoints, type Standing } from '../points/index.ts';

/**
 * The steps a claim's transitions are made of, each written once (issue #18): bind the
 * certificate, pay through the ledger, mark the enrolment complete, free the course again. Every
 * step runs inside the caller's transaction, which holds the officer's lock (`lockOfficer`).
 */

export const list = (values: (string | number)[]): SQL =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

/** Who holds a certificate: the officer and the course it proved. */
export type Holder = { userId: string; courseId: string };

/**
 * Binds certificates to this officer for their courses; a certificate someone else bound first
 * stays theirs (the unique key decides a race: the second insert waits for the first to commit,
 * then does nothing). Answers each key's holder as it stands after the insert.
 */
export async function bindCertificates(
  tx: Tx,
  userId: string,
  claims: { certificateKey: string; courseId: string; certificateUrl: string }[],
): Promise<Map<string, Holder>> {
  if (claims.length === 0) return new Map();
  await tx.execute(sql`
    insert into completion_certificates (certificate_key, user_id, course_id, certificate_url)
    values ${sql.join(
      claims.map((c) => sql`(${c.certificateKey}, ${userId}, ${c.courseId}, ${c.certificateUrl})`),
      sql`, `,
    )}
    on conflict do nothing`);
  return holdersOf(
    tx,
    claims.map((c) => c.certificateKey),
  );
}

/** The current holder of each of these certificates (absent: nobody holds it). */
export async function holdersOf(tx: Tx, keys: string[]): Promise<Map<string, Holder>> {
  if (keys.length === 0) return new Map();
  const found = await rows<{ key: string; userId: string; courseId: string }>(
    tx,
    sql`select certificate_key as key, user_id as "userId", course_id as "courseId"
        from completion_certificates where certificate_key in (${list(keys)})`,
  );
  return new Map(found.map((h) => [h.key, { userId: h.userId, courseId: h.courseId }]));
}

/**
 * Lets go of certificates this officer holds for these courses (a claim rejected after its
 * certificate was bound, or moved to another officer): whoever really holds it can then claim it.
 */
export async function releaseCertificates(
  tx: Tx,
  userId: string,
  claims: { certificateKey: string; courseId: string }[],
): Promise<void> {
  if (claims.length === 0) return;
  await tx.execute(sql`
    delete from completion_certificates
    where user_id = ${userId}
      and (certificate_key, course_id) in (${sql.join(
        claims.map((c) => sql`(${c.certificateKey}, ${c.courseId}::uuid)`),
        sql`, `,
      )})`);
}

/**
 * Pays completed courses through the ledger (its row is unique per officer and course, so a
 * course pays once). Returns the points each course really paid (0 when it had paid before).
 */
export async function payCompletions(
  tx: Tx,
  userId: string,
  courses: { courseId: string; point: number }[],
  now: Date,
  standing: Standing,
): Promise<Map<string, number>> {
  const paid = new Map<string, number>(courses.map((c) => [c.courseId, 0]));
  if (courses.length === 0) return paid;
  const written = await awardPoints(
    tx,
    userId,
    courses.map((c) => ({ courseId: c.courseId, points: c.point, source: 'course' as const })),
    now,
    standing,
  );
  for (const w of written) if (w.courseId) paid.set(w.courseId, w.points);
  return paid;
}

/**
 * Marks paid courses complete (keeping a certificate link and completion time they had), as a
 * statement to run alongside others (`with … as (…)`), or null when there are none.
 */
export function markCompleteStatement(
  userId: string,
  courses: { courseId: string; certificateUrl: string }[],
  now: Date,
): SQL | null {
  if (courses.length === 0) return null;
  return sql`insert into enrollments
      (user_id, course_id, state, certificate_url, enrolled_at, completed_at)
    values ${sql.join(
      courses.map(
        (c) =>
          sql`(${userId}::uuid, ${c.courseId}::uuid, 'complete', ${c.certificateUrl}, ${now}::timestamptz, ${now}::timestamptz)`,
      ),
      sql`, `,
    )}
    on conflict (user_id, course_id) do update set
      state = 'complete',
      certificate_url = coalesce(enrollments.certificate_url, excluded.certificate_url),
      completed_at = coalesce(enrollments.completed_at, excluded.completed_at)`;
}

/** Shows these courses `Verifying` while their claims wait (a completed course stays complete). */
export async function markVerifying(
  tx: Tx,
  userId: string,
  courseIds: string[],
  now: Date,
): Promise<void> {
  if (courseIds.length === 0) return;
  await tx.execute(sql`
    insert into enrollments (user_id, course_id, state, enrolled_at)
    values ${sql.join(
      courseIds.map((id) => sql`(${userId}::uuid, ${id}::uuid, 'verifying', ${now}::timestamptz)`),
      sql`, `,
    )}
    on conflict (user_id, course_id) do update set
      state = case when enrollments.state = 'complete' then 'complete' else 'verifying' end`);
}

/**
 * Frees courses whose claims did not pay: `Verifying` goes back to in progress, so the officer
 * may claim them again. A course that shows complete (paid earlier) is left alone, unless
 * `uncomplete` (its points were taken back).
 */
export async function freeCourses(
  tx: Tx,
  userId: string,
  courseIds: string[],
  uncomplete = false,
): Promise<void> {
  if (courseIds.length === 0) return;
  await tx.execute(sql`
    update enrollments set state = 'enrolled'
      ${uncomplete ? sql`, completed_at = null, certificate_url = null` : sql``}
    where user_id = ${userId} and course_id in (${list(courseIds)})
      and state in (${uncomplete ? sql`'verifying', 'complete'` : sql`'verifying'`})`);
}
