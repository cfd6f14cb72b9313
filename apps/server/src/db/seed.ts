import type { FastifyInstance } from 'fastify';
import { seedCatalogue } from '../features/catalogue/seed.ts';
import { seedDemoLeagues, seedDemoOfficers } from '../features/demo/seed-demo.ts';

/** Idempotent start-up seeding: the catalogue always, demo officers and leagues outside production. */
export async function seedOnStart(app: FastifyInstance): Promise<void> {
  const catalogue = await seedCatalogue(app.database.db);
  app.log.info(`catalogue: ${catalogue.topics} learning tracks, ${catalogue.courses} courses`);
  if (app.config.seedDemo) {
    const created = await seedDemoOfficers(app.database.db, app.now());
    if (created > 0) app.log.info(`demo data: ${created} officers with course history`);
    const leagues = await seedDemoLeagues(app.database.db, app.now());
    if (leagues > 0) app.log.info(`demo data: ${leagues} leagues`);
  }
}
