import { eq, like } from 'drizzle-orm';
import { localGovernmentsOf, salesPaths, stateNames, technicalPaths } from '@dpts/contract';
import type { Db } from '../../db/client.ts';
import { courses, enrollments, users } from '../../db/schema.ts';
import { lagosDay, lagosDayStart } from '../../lib/lagos-time.ts';
import { awardPoints } from '../points/index.ts';

export const DEMO_EMAIL_DOMAIN = 'demo.digipoints.local';

/** Common Nigerian first and last names (also used by the benchmark's officers). */
export const firstNames = [
  'Chiamaka',
  'Tunde',
  'Aisha',
  'Emeka',
  'Funmilayo',
  'Ibrahim',
  'Ngozi',
  'Segun',
  'Zainab',
  'Obinna',
  'Yetunde',
  'Musa',
  'Adaora',
  'Kelechi',
  'Halima',
  'Babatunde',
  'Ifeoma',
  'Sani',
  'Temitope',
  'Chinedu',
  'Amina',
  'Olumide',
  'Nkechi',
  'Yusuf',
];
export const lastNames = [
  'Okeke',
  'Adeyemi',
  'Bello',
  'Nwosu',
  'Ogunleye',
  'Abubakar',
  'Eze',
  'Balogun',
  'Lawal',
  'Okafor',
  'Adebayo',
  'Garba',
  'Uchenna',
  'Ibe',
  'Danjuma',
  'Oyelaran',
  'Onyeka',
  'Usman',
  'Akinola',
  'Obi',
  'Suleiman',
  'Fashola',
  'Chukwu',
  'Aliyu',
];

/** A small deterministic generator: the same demo data on every fresh start. */
function generator(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

/**
 * Demo officers with course history over the last six weeks, some of it today, so a newcomer's
 * dashboard shows real podiums on both boards. Points go through the ledger like real ones.
 * Demo officers have no password: nobody signs in as them. Runs once per database.
 */
export async function seedDemoOfficers(db: Db, now: Date, count = 24): Promise<number> {
  const existing = await db
    .select({ id: users.id })
    .from(users)
    .where(like(users.email, `%@${DEMO_EMAIL_DOMAIN}`))
    .limit(1);
  if (existing.length > 0) return 0;
  const catalogue = await db
    .select({ id: courses.id, point: courses.point })
    .from(courses)
    .where(eq(courses.isActive, true));
  if (catalogue.length === 0) return 0;
  const random = generator(20231129);
  const todayStart = lagosDayStart(lagosDay(now)).getTime();
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;

  for (let i = 0; i < count; i++) {
    const firstName = firstNames[i % firstNames.length]!;
    const lastName = lastNames[(i * 7) % lastNames.length]!;
    const isTechnical = random() < 0.5;
    const origin = pick(stateNames);
    const originLga = pick(localGovernmentsOf(origin));
    const residence = random() < 0.5 ? 'Lagos' : pick(stateNames);
    const residenceLga = pick(localGovernmentsOf(residence));
    const mine = isTechnical
      ? [...technicalPaths.slice(0, 3), salesPaths[1]]
      : [salesPaths[1], salesPaths[4], technicalPaths[2]];
    const joinedAt = new Date(now.getTime() - (50 + random() * 30) * 86_400_000);
    await db.transaction(async (tx) => {
      const [officer] = await tx
        .insert(users)
        .values({
          firstName,
          lastName,
          email: `${firstName}.${lastName}.${i}@${DEMO_EMAIL_DOMAIN}`.toLowerCase(),
          username: `${firstName}${lastName}${i}`,
          emailVerifiedAt: joinedAt,
          stateOfOrigin: origin,
          localGovtOfOrigin: originLga,
          stateOfResidence: residence,
          localGovtOfResidence: residenceLga,
          officerType: isTechnical ? 'technical' : 'sales',
          complementSkill: 'Research & Data',
          technicalCapability: isTechnical ? 'Mid' : null,
          language: 'English',
          learningPath: mine.filter((p) => p !== undefined),
          createdAt: joinedAt,
          pointsReachedAt: joinedAt,
        })
        .returning({ id: users.id });
      // Completions spread over six weeks, oldest first; about a third of officers also learn today.
      const done = new Set<number>();
      const completions = 1 + Math.floor(random() * 7);
      const moments: number[] = [];
      for (let c = 0; c < completions; c++)
        moments.push(now.getTime() - (1 + random() * 42) * 86_400_000);
      if (random() < 0.4)
        moments.push(todayStart + random() * Math.max(0, now.getTime() - todayStart - 60_000));
      moments.sort((a, b) => a - b);
      for (const at of moments) {
        let index = Math.floor(random() * catalogue.length);
        while (done.has(index)) index = (index + 1) % catalogue.length;
        done.add(index);
        const course = catalogue[index]!;
        const when = new Date(at);
        await tx.insert(enrollments).values({
          userId: officer!.id,
          courseId: course.id,
          state: 'complete',
          enrolledAt: new Date(at - 3 * 86_400_000),
          completedAt: when,
        });
        await awardPoints(
          tx,
          officer!.id,
          [{ courseId: course.id, points: course.point, source: 'course' }],
          when,
        );
      }
      // A couple of courses still in progress.
      for (let e = 0; e < 2; e++) {
        const index = Math.floor(random() * catalogue.length);
        if (done.has(index)) continue;
        done.add(index);
        await tx
          .insert(enrollments)
          .values({ userId: officer!.id, courseId: catalogue[index]!.id, enrolledAt: now })
          .onConflictDoNothing();
      }
    });
  }
  return count;
}
