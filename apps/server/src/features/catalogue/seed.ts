import { and, inArray, isNull, sql } from 'drizzle-orm';
import { courseIdentifierRules, courseKeyOf, normalizeCourseTitle } from '@dpts/contract';
import type { Db } from '../../db/client.ts';
import { courseIdentifiers, courses, topics } from '../../db/schema.ts';
import { seedCourses, seedTopics } from './seed-data.ts';
import { seedIdentifiers } from './seed-identifiers.ts';

/**
 * Upserts the seed catalogue by topic name and course URL: running it again changes nothing, and
 * a corrected name, point or key in seed-data.ts reaches an existing database.
 */
export async function seedCatalogue(db: Db): Promise<{ topics: number; courses: number }> {
  return db.transaction(async (tx) => {
    const topicRows = await tx
      .insert(topics)
      .values(seedTopics)
      .onConflictDoUpdate({
        target: topics.name,
        set: {
          description: sql`excluded.description`,
          learningPath: sql`excluded.learning_path`,
        },
        // what an administrator changed stays as they left it
        setWhere: isNull(topics.curatedAt),
      })
      .returning({ id: topics.id });
    const named = await tx
      .select({ id: topics.id, name: topics.name })
      .from(topics)
      .where(
        inArray(
          topics.name,
          seedTopics.map((t) => t.name),
        ),
      );
    const topicId = new Map(named.map((t) => [t.name, t.id]));
    const values = seedCourses.map((course) => {
      const courseKey = courseKeyOf(course.url);
      const id = topicId.get(course.topic);
      if (!courseKey || !id) throw new Error(`seed course without key or topic: ${course.url}`);
      return {
        topicId: id,
        name: course.name,
        website: course.website,
        url: course.url,
        courseKey,
        titleKey: normalizeCourseTitle(course.name),
        point: course.point,
        learningPath: course.learningPath,
      };
    });
    const courseRows = await tx
      .insert(courses)
      .values(values)
      .onConflictDoUpdate({
        target: courses.url,
        set: {
          topicId: sql`excluded.topic_id`,
          name: sql`excluded.name`,
          website: sql`excluded.website`,
          courseKey: sql`excluded.course_key`,
          titleKey: sql`excluded.title_key`,
          point: sql`excluded.point`,
          learningPath: sql`excluded.learning_path`,
        },
        setWhere: isNull(courses.curatedAt),
      })
      .returning({ id: courses.id });
    // Identifiers at the issuers (issue #19): added to courses an administrator has not curated.
    const byUrl = new Map(
      (
        await tx
          .select({ id: courses.id, url: courses.url })
          .from(courses)
          .where(
            and(
              inArray(
                courses.url,
                seedCourses.map((c) => c.url),
              ),
              isNull(courses.curatedAt),
            ),
          )
      ).map((c) => [c.url, c.id]),
    );
    const identifiers = seedCourses.flatMap((course) => {
      const courseId = byUrl.get(course.url);
      return courseId
        ? seedIdentifiers(course).map((i) => ({
            courseId,
            kind: i.kind,
            value: courseIdentifierRules[i.kind].normalize(i.value),
          }))
        : [];
    });
    if (identifiers.length > 0)
      await tx.insert(courseIdentifiers).values(identifiers).onConflictDoNothing();
    return { topics: topicRows.length, courses: courseRows.length };
  });
}
