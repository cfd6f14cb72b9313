import type { FastifyInstance } from 'fastify';
import { ControlRefusal, startControlServer, type ControlServer } from './lib/control-socket.ts';
import {
  AdminInputError,
  createOrPromoteAdmin,
  describeAdminResult,
} from './scripts/admin-account.ts';

/**
 * What the command-line tools may ask of the server running on a PGlite directory (decision 071):
 * `npm run create-admin` only. The write goes through the server's own database, and its caches
 * see the account before the tool is answered.
 */
export function openControl(app: FastifyInstance, dataDir: string): Promise<ControlServer> {
  return startControlServer(
    dataDir,
    async ({ command: _command, ...input }) => {
      try {
        const result = await createOrPromoteAdmin(app.database.db, input);
        await app.changes.sync();
        app.log.info({ email: result.email, role: result.role }, `create-admin: ${result.action}`);
        return describeAdminResult(result);
      } catch (err) {
        if (err instanceof AdminInputError) throw new ControlRefusal(err.message);
        throw err;
      }
    },
    app.log,
  );
}
