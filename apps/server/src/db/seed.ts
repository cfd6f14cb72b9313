import type { FastifyInstance } from 'fastify';
import { seedCatalogue } from '../features/catalogue/seed.ts';
import { seedDemoOfficers } from '../features/demo/seed-demo.ts';

/** Idempotent start-up seeding: the catalogue always, demo officers outside production. */
export async function seedOnStart(app: FastifyInstance): Promise<void> {
  const catalogue = await seedCatalogue(app.database.db);
  app.log.info(`catalogue: ${catalogue.topics} learning tracks, ${catalogue.courses} courses`);
  if (app.config.seedDemo) {
    const created = await seedDemoOfficers(app.database.db, app.now());
    if (created > 0) app.log.info(`demo data: ${created} officers with course history`);
  }
}
