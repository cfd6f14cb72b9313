import { inArray } from 'drizzle-orm';
import type { TBadgeRule } from '@dpts/contract';
import type { Db } from '../../db/client.ts';
import { badgeClasses, topics } from '../../db/schema.ts';

type SeedClass = {
  slug: string;
  name: string;
  description: string;
  criteria: string;
  /** a track by its name (resolved at seeding) or a rule */
  rule: TBadgeRule | { kind: 'track'; topic: string };
};

/** The classes every installation starts with (issue #21: about twelve that fit officers). */
export const seedBadgeClassList: SeedClass[] = [
  {
    slug: 'first-course',
    name: 'First Step',
    description: 'Completed a first verified course on DigiPoints.',
    criteria: 'Complete one course from the catalogue and have its certificate verified.',
    rule: { kind: 'courses', count: 1 },
  },
  {
    slug: 'five-courses',
    name: 'Steady Learner',
    description: 'Five verified courses.',
    criteria: 'Have five course certificates verified.',
    rule: { kind: 'courses', count: 5 },
  },
  {
    slug: 'twenty-courses',
    name: 'Course Champion',
    description: 'Twenty verified courses.',
    criteria: 'Have twenty course certificates verified.',
    rule: { kind: 'courses', count: 20 },
  },
  {
    slug: 'track-digital-marketing',
    name: 'Digital Marketing Track',
    description: 'Every course of the Digital Marketing learning track.',
    criteria:
      'Complete every active course of the Digital Marketing track with verified certificates.',
    rule: { kind: 'track', topic: 'Digital Marketing' },
  },
  {
    slug: 'track-cybersecurity',
    name: 'Cybersecurity Track',
    description: 'Every course of the Cybersecurity learning track.',
    criteria: 'Complete every active course of the Cybersecurity track with verified certificates.',
    rule: { kind: 'track', topic: 'Cybersecurity' },
  },
  {
    slug: 'cisco-three',
    name: 'Cisco Networking Academy Explorer',
    description: 'Three verified courses from Cisco Networking Academy.',
    criteria: 'Have three Cisco Networking Academy certificates verified.',
    rule: { kind: 'site', website: 'Cisco Networking Academy', count: 3 },
  },
  {
    slug: 'coursera-five',
    name: 'Coursera Scholar',
    description: 'Five verified courses from Coursera.',
    criteria: 'Have five Coursera certificates verified.',
    rule: { kind: 'site', website: 'Coursera', count: 5 },
  },
  {
    slug: 'volunteer-ten',
    name: 'Community Volunteer',
    description: 'Ten approved volunteering hours.',
    criteria: 'Log volunteering that an administrator approves, ten hours in all.',
    rule: { kind: 'volunteering', hours: 10 },
  },
  {
    slug: 'volunteer-fifty',
    name: 'Community Pillar',
    description: 'Fifty approved volunteering hours.',
    criteria: 'Log volunteering that an administrator approves, fifty hours in all.',
    rule: { kind: 'volunteering', hours: 50 },
  },
  {
    slug: 'board-first',
    name: 'Top of the Day',
    description: 'First place on a day’s board.',
    criteria: 'Finish a Lagos day first on the daily board.',
    rule: { kind: 'board_first' },
  },
  {
    slug: 'league-founder-ten',
    name: 'League Founder',
    description: 'Founded a league that reached ten members.',
    criteria: 'Create a league and grow it to ten members.',
    rule: { kind: 'league_members', members: 10 },
  },
  {
    slug: 'four-weeks',
    name: 'Four-Week Streak',
    description: 'Learning four weeks in a row.',
    criteria: 'Have a course verified in each of four consecutive weeks (Lagos time).',
    rule: { kind: 'weeks', weeks: 4 },
  },
];

/**
 * Adds the seed classes missing by slug (a super's changes to a seeded class stay); a track
 * that does not exist skips its class. Returns the ids of those added.
 */
export async function seedBadgeClasses(db: Db): Promise<string[]> {
  const named = await db
    .select({ id: topics.id, name: topics.name })
    .from(topics)
    .where(
      inArray(
        topics.name,
        seedBadgeClassList.flatMap((c) => ('topic' in c.rule ? [c.rule.topic] : [])),
      ),
    );
  const topicId = new Map(named.map((t) => [t.name, t.id]));
  const values = seedBadgeClassList.flatMap(({ rule, ...c }) => {
    const resolved: TBadgeRule | null =
      'topic' in rule
        ? topicId.has(rule.topic)
          ? { kind: 'track', topicId: topicId.get(rule.topic)! }
          : null
        : rule;
    return resolved ? [{ ...c, rule: resolved, ruleKind: resolved.kind }] : [];
  });
  if (values.length === 0) return [];
  const added = await db
    .insert(badgeClasses)
    .values(values)
    .onConflictDoNothing({ target: badgeClasses.slug })
    .returning({ id: badgeClasses.id });
  return added.map((a) => a.id);
}
