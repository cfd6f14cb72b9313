import { sql, type SQL } from 'drizzle-orm';
import type { TNextSteps, TRecommendation } from '@dpts/contract';
import { rows, type Db } from '../../db/client.ts';

/** Topics a complement skill leads to ("Because your strength is Research & Data"). */
const SKILL_TOPICS: Record<string, string[]> = {
  'Research & Data': ['Data Analysis', 'Machine Learning (ML)', 'Artificial Intelligence (AI)'],
  'Marketing & Ideation': ['Digital Marketing', 'Content Marketing', 'Business Development'],
  'Human Interactions': ['Communication', 'Sales', 'Job Search & Career Development'],
};

const MAX = 6;
/** Officers whose completions are looked at: the most recent completions of those on the path. */
const PEER_WINDOW = 5000;

type Course = {
  id: string;
  name: string;
  website: string;
  url: string;
  point: number;
  topicId: string;
  topicName: string;
};

const list = (values: string[]): SQL =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

/**
 * The first screen's next step (issue #23): the course in progress, and up to six courses the
 * officer has not started, each with its reason, best first:
 * 1. next in the track of the course they are taking or finished (progress);
 * 2. what officers on the same paths completed, most often first (peers);
 * 3. the tracks of their chosen paths (path), then of their complement skill (skills);
 * 4. what officers complete most (popular), when nothing above is left.
 */
export async function nextSteps(db: Db, userId: string): Promise<TNextSteps> {
  const [me] = await rows<{
    learningPath: string[];
    complementSkill: string | null;
    claims: number;
  }>(
    db,
    sql`select u.learning_path as "learningPath", u.complement_skill as "complementSkill",
          (select count(*) from completion_claims c where c.user_id = u.id)::int as claims
        from users u where u.id = ${userId}`,
  );
  const paths = me?.learningPath ?? [];
  const [catalogue, mine] = await Promise.all([
    rows<Course>(
      db,
      sql`select c.id, c.name, c.website, c.url, c.point, t.id as "topicId", t.name as "topicName"
          from courses c join topics t on t.id = c.topic_id
          where c.is_active and t.is_active
          order by c.created_at, c.id`,
    ),
    rows<{ courseId: string; state: string; at: Date | string }>(
      db,
      sql`select course_id as "courseId", state, coalesce(completed_at, enrolled_at) as at
          from enrollments where user_id = ${userId}
          order by enrolled_at desc`,
    ),
  ]);
  const byId = new Map(catalogue.map((c) => [c.id, c]));
  const started = new Set(mine.map((m) => m.courseId));
  const inProgress = mine.filter((m) => m.state === 'enrolled' && byId.has(m.courseId));
  const current = inProgress[0] ? byId.get(inProgress[0].courseId)! : null;
  const completed = mine.filter((m) => m.state === 'complete').length;

  const peers =
    paths.length === 0
      ? []
      : await rows<{ courseId: string; n: number }>(
          db,
          sql`select r.course_id as "courseId", count(*)::int as n
              from (select e.course_id from enrollments e join users u on u.id = e.user_id
                    where e.state = 'complete' and e.user_id <> ${userId}
                      and exists (select 1 from jsonb_array_elements_text(u.learning_path) p
                                  where p.value in (${list(paths)}))
                    order by e.completed_at desc nulls last
                    limit ${PEER_WINDOW}) r
              group by r.course_id order by n desc limit 50`,
        );

  const picked: TRecommendation[] = [];
  const add = (course: Course | undefined, kind: TRecommendation['kind'], reason: string) => {
    if (!course || started.has(course.id) || picked.length >= MAX) return;
    if (picked.some((p) => p.course._id === course.id)) return;
    picked.push({
      course: {
        _id: course.id,
        name: course.name,
        website: course.website,
        url: course.url,
        point: course.point,
      },
      topic: { _id: course.topicId, name: course.topicName },
      reason,
      kind,
    });
  };

  // 1. Progress: the next course of the track they are in.
  const lastTouched = mine.map((m) => byId.get(m.courseId)).find(Boolean);
  if (lastTouched)
    add(
      catalogue.find((c) => c.topicId === lastTouched.topicId && !started.has(c.id)),
      'path',
      `Next in ${lastTouched.topicName}, after “${lastTouched.name}”`,
    );
  // 2. Peers: completed most by officers who chose the same paths, in the officer's tracks first.
  const inMyPaths = (c: Course) => paths.includes(c.topicName);
  const peerCourses = peers.map((p) => byId.get(p.courseId)).filter((c): c is Course => !!c);
  for (const course of [...peerCourses.filter(inMyPaths), ...peerCourses].slice(0, 2))
    add(course, 'peers', `Officers who chose ${course.topicName} completed it next`);
  // 3. Each chosen path in turn, then the complement skill.
  for (const path of paths)
    add(
      catalogue.find((c) => c.topicName === path && !started.has(c.id)),
      'path',
      `Because you chose ${path.replace(/-/g, ' ')}`,
    );
  const skill = me?.complementSkill ?? null;
  for (const topic of skill ? (SKILL_TOPICS[skill] ?? []) : [])
    add(
      catalogue.find((c) => c.topicName === topic && !started.has(c.id)),
      'skills',
      `Because your strength is ${skill}`,
    );
  // 4. What others complete most.
  for (const course of peerCourses) add(course, 'popular', 'Popular with officers');
  for (const course of catalogue) add(course, 'popular', 'A good first course');

  return {
    claims: me?.claims ?? 0,
    completed,
    inProgress: current
      ? {
          _id: current.id,
          name: current.name,
          website: current.website,
          url: current.url,
          point: current.point,
        }
      : null,
    inProgressIds: inProgress.map((m) => m.courseId),
    recommendations: picked,
  };
}
