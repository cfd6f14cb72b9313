import path from 'node:path';
import { PRODUCT_NAME } from '@dpts/contract';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { migrateDatabase, openDatabase } from './db/client.ts';
import { seedOnStart } from './db/seed.ts';

const SHUTDOWN_GRACE_MS = 10_000;

async function main(config: Config): Promise<void> {
  const database = config.databaseUrl
    ? await openDatabase({
        kind: 'postgres',
        url: config.databaseUrl,
        poolMax: config.databasePoolMax,
      })
    : await openDatabase({ kind: 'pglite', dataDir: path.join(config.dataDir, 'pglite') });
  await migrateDatabase(database);
  const app = await buildApp({ config, database });
  await seedOnStart(app);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    // A request that never ends must not keep the process alive for ever.
    setTimeout(() => {
      app.log.error(`shutdown took longer than ${SHUTDOWN_GRACE_MS} ms; exiting`);
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    // Keep-alive connections stay open after their last response; close each once it is idle
    // so app.close() does not wait for the clients' keep-alive timeout.
    setInterval(() => app.server.closeIdleConnections(), 50).unref();
    try {
      await app.close(); // stops accepting, waits for in-flight requests
      await database.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    `${PRODUCT_NAME} on ${config.appUrl} (${database.kind}${database.kind === 'pglite' ? ` in ${config.dataDir}` : ''}, ${config.smtpUrl ? 'SMTP' : 'local mailbox at /dev/mailbox'})`,
  );
}

let config: Config;
try {
  config = loadConfig();
} catch (err) {
  if (err instanceof ConfigError) {
    console.error(`Configuration error: ${err.message}`);
    process.exit(1);
  }
  throw err;
}
main(config).catch((err: unknown) => {
  console.error(`Start-up failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
