import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config.ts';
import { migrateDatabase, openDatabase } from '../db/client.ts';
import { AdminInputError, createOrPromoteAdmin } from './admin-account.ts';

/** npm run create-admin -- --email E --password P [--role super|admin] */
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      role: { type: 'string', default: 'super' },
    },
  });
  const config = loadConfig();
  const database = config.databaseUrl
    ? await openDatabase({ kind: 'postgres', url: config.databaseUrl, poolMax: 2 })
    : await openDatabase({ kind: 'pglite', dataDir: path.join(config.dataDir, 'pglite') });
  try {
    await migrateDatabase(database);
    const result = await createOrPromoteAdmin(database.db, values);
    console.log(
      result.action === 'created'
        ? `Created ${result.role} account ${result.email}.`
        : `Promoted ${result.email} to ${result.role}.`,
    );
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  const known =
    err instanceof AdminInputError || err instanceof ConfigError || err instanceof TypeError;
  console.error(`create-admin: ${err instanceof Error && known ? err.message : String(err)}`);
  process.exit(1);
});
