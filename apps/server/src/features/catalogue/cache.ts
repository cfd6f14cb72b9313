import type { FastifyInstance } from 'fastify';
import { courses as coursesTable, enrollments, topics as topicsTable } from '../../db/schema.ts';
import { KeyedCache } from '../../lib/read-cache.ts';
import { databaseReads, type CatalogueReads } from './service.ts';

/**
 * The Learning pages' reads from process memory (decision 012's pattern): the tracks and their
 * courses until the change feed reports a catalogue change ('c', migration 0008), an officer's
 * enrollment states until their enrollments change.
 */
export function cachedCatalogueReads(app: FastifyInstance): CatalogueReads {
  const direct = databaseReads(app.database.readDb);
  const ttlMs = 10 * 60_000;
  const topics = new KeyedCache<'all', Awaited<ReturnType<CatalogueReads['topics']>>>(app.changes, {
    max: 1,
    ttlMs,
  });
  const courses = new KeyedCache<string, Awaited<ReturnType<CatalogueReads['activeCourses']>>>(
    app.changes,
    { max: 1_000, ttlMs },
  );
  const states = new KeyedCache<string, Awaited<ReturnType<CatalogueReads['enrollmentStates']>>>(
    app.changes,
    { max: 100_000, ttlMs },
  );
  app.changes.register({
    name: 'Learning pages: tracks, their courses, enrollment states',
    tables: [topicsTable, coursesTable, enrollments],
    changed: (change) => {
      if (change.kind === 'enrollments') states.drop(change.userId);
      else if (change.kind === 'catalogue') {
        topics.clear();
        courses.clear();
      }
    },
    clear: () => {
      topics.clear();
      courses.clear();
      states.clear();
    },
  });
  return {
    topics: () => topics.get('all', () => direct.topics()),
    activeCourses: (topicId) => courses.get(topicId, () => direct.activeCourses(topicId)),
    enrollmentStates: (userId) => states.get(userId, () => direct.enrollmentStates(userId)),
  };
}
