import type { FastifyInstance } from 'fastify';
import { seedCatalogue } from './features/catalogue/seed.ts';
import { seedDemoOfficers } from './features/demo/seed-demo.ts';
import { seedBadgeClasses } from './features/badges/index.ts';

/** Idempotent start-up seeding: the catalogue always, demo officers outside production. */
export async function seedOnStart(app: FastifyInstance): Promise<void> {
  const catalogue = await seedCatalogue(app.database.db);
  app.log.info(`catalogue: ${catalogue.topics} learning tracks, ${catalogue.courses} courses`);
  // New seed classes are evaluated for everyone already eligible, in the background.
  const badges = await seedBadgeClasses(app.database.db);
  await app.jobs.enqueue(
    app.database.db,
    'badges-class',
    badges.map((classId) => ({ classId })),
  );
  if (badges.length > 0) app.log.info(`badges: ${badges.length} classes added`);
  if (app.config.seedDemo) {
    const created = await seedDemoOfficers(app.database.db, app.now());
    if (created > 0) app.log.info(`demo data: ${created} officers with course history`);
  }
}
