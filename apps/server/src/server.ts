import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { PRODUCT_NAME } from '@dpts/contract';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { migrateDatabase, openDatabase } from './db/client.ts';
import { openControl } from './control.ts';
import { isControlAnswering, type ControlServer } from './lib/control-socket.ts';
import { seedOnStart } from './seed-on-start.ts';

const SHUTDOWN_GRACE_MS = 10_000;

async function main(config: Config): Promise<void> {
  // The database opens before the app (and its logger) exists; its warnings go to the app's log
  // once there is one.
  const built: { app?: FastifyInstance } = {};
  const databaseLog = {
    warn: (obj: object, msg: string) =>
      built.app ? built.app.log.warn(obj, msg) : console.warn(msg, JSON.stringify(obj)),
    info: (msg: string) => (built.app ? built.app.log.info(msg) : console.info(msg)),
  };
  // PGlite is one process's: a second server on the same directory would corrupt it.
  if (!config.databaseUrl && (await isControlAnswering(config.dataDir)))
    throw new Error(
      `a server is already running on the PGlite directory ${config.dataDir}: stop it, or set DATA_DIR to another directory`,
    );
  const database = config.databaseUrl
    ? await openDatabase({
        kind: 'postgres',
        url: config.databaseUrl,
        poolMax: config.databasePoolMax,
        ...(config.databaseReplicaUrl ? { replicaUrl: config.databaseReplicaUrl } : {}),
        log: databaseLog,
      })
    : await openDatabase({ kind: 'pglite', dataDir: path.join(config.dataDir, 'pglite') });
  await migrateDatabase(database);
  const app = await buildApp({ config, database });
  built.app = app;
  await seedOnStart(app);
  // The command-line tools' door to this process's PGlite database (decision 071).
  const control: ControlServer | null = config.databaseUrl
    ? null
    : await openControl(app, config.dataDir);

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
      await control?.close();
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
