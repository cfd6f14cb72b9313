import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config.ts';
import { migrateDatabase, openDatabase } from '../db/client.ts';
import { heldByServer, sendControlRequest } from '../lib/control-socket.ts';
import { AdminInputError, createOrPromoteAdmin, describeAdminResult } from './admin-account.ts';

/**
 * npm run create-admin -- --email E --password P [--role super|admin]
 *
 * On PostgreSQL (DATABASE_URL) it writes to the database, and running servers see the account at
 * once (the change feed). On PGlite, a server running on the same DATA_DIR is asked to create it
 * through its own database (decision 071); with no server running, the directory is opened here.
 */
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      role: { type: 'string', default: 'super' },
    },
  });
  const config = loadConfig();
  if (!config.databaseUrl) {
    const answer = await sendControlRequest(config.dataDir, { command: 'create-admin', ...values });
    if (answer) {
      if (!answer.ok) throw new AdminInputError(answer.message);
      console.log(`${answer.message} The server running on ${config.dataDir} has it: sign in now.`);
      return;
    }
    // No socket to ask on this system, and a running server still holds the directory.
    const held = await heldByServer(config.dataDir);
    if (held) throw new AdminInputError(held);
  }
  const database = config.databaseUrl
    ? await openDatabase({ kind: 'postgres', url: config.databaseUrl, poolMax: 2 })
    : await openDatabase({ kind: 'pglite', dataDir: path.join(config.dataDir, 'pglite') });
  try {
    await migrateDatabase(database);
    console.log(describeAdminResult(await createOrPromoteAdmin(database.db, values)));
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
