import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { openDatabase } from '../db/client.ts';
import { testConfig } from '../test/helpers.ts';
import { cleanEnv, startProcess, tempDataDir } from '../test/processes.ts';

const data = tempDataDir();
afterAll(() => data.remove());

/** `npm run create-admin` runs exactly this command from the repository root. */
function createAdmin(args: string[]) {
  const proc = startProcess(
    ['--import', 'tsx', 'apps/server/src/scripts/create-admin.ts', ...args],
    cleanEnv({ DATA_DIR: data.dir, NODE_ENV: 'test' }),
  );
  return proc.exited.then((code) => ({ code, stdout: proc.stdout(), stderr: proc.stderr() }));
}

describe('npm run create-admin', () => {
  it('creates a super account in the PGlite directory that then signs in through the app', async () => {
    const run = await createAdmin([
      '--email',
      'Chief@Example.com',
      '--password',
      'chief password 1',
    ]);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout.trim()).toBe('Created super account chief@example.com.');

    const refused = await createAdmin(['--email', 'other@example.com']);
    expect(refused.code).toBe(1);
    expect(refused.stderr.trim()).toBe(
      'create-admin: --password is required for a new account (at least 8 characters)',
    );

    const database = await openDatabase({ kind: 'pglite', dataDir: path.join(data.dir, 'pglite') });
    const app = await buildApp({ config: testConfig(), database, logger: false });
    try {
      const res = await app.inject({
        method: 'POST',
        url: '/v1/authentication/login',
        payload: { email: 'chief@example.com', password: 'chief password 1' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().user).toMatchObject({ role: 'super', _email: true });
    } finally {
      await app.close();
      await database.close();
    }
  });
});
