import path from 'node:path';
import { ConfigError, loadConfig } from '../config.ts';
import { migrateDatabase, openDatabase } from '../db/client.ts';
import { heldByServer } from '../lib/control-socket.ts';
import {
  PHONES_USAGE,
  PhonesCommandError,
  parsePhonesCommand,
  runPhonesCommand,
} from './phones-command.ts';

/**
 * `npm run phones -- --list|--fix` on the database the server uses (DATABASE_URL, or the PGlite
 * directory under DATA_DIR: stop the server first, PGlite is one process's own).
 */
async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  if (argv.includes('--help')) {
    console.log(PHONES_USAGE);
    return;
  }
  const command = parsePhonesCommand(argv);
  const config = loadConfig();
  const held = config.databaseUrl ? null : await heldByServer(config.dataDir);
  if (held) throw new PhonesCommandError(held);
  const database = config.databaseUrl
    ? await openDatabase({ kind: 'postgres', url: config.databaseUrl, poolMax: 2 })
    : await openDatabase({ kind: 'pglite', dataDir: path.join(config.dataDir, 'pglite') });
  try {
    await migrateDatabase(database);
    await runPhonesCommand(database.db, command, (line) => console.log(line));
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  const known =
    err instanceof PhonesCommandError || err instanceof ConfigError || err instanceof TypeError;
  console.error(`phones: ${err instanceof Error && known ? err.message : String(err)}`);
  process.exit(1);
});
