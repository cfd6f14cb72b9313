import type { FastifyInstance } from 'fastify';

/** Idempotent start-up seeding: the catalogue always, demo data outside production. */
export async function seedOnStart(app: FastifyInstance): Promise<void> {
  void app;
}
