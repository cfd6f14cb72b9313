import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

const repoRoot = path.resolve(import.meta.dirname, '../..');

/**
 * The first super administrator comes only from `npm run create-admin` (this is its command), run
 * on the data directory before the server opens it. Returns what the command printed.
 */
export async function createAdmin(
  dataDir: string,
  account: { email: string; password: string },
): Promise<string> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [
      '--import',
      'tsx',
      'apps/server/src/scripts/create-admin.ts',
      '--email',
      account.email,
      '--password',
      account.password,
    ],
    { cwd: repoRoot, env: { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'test' } },
  );
  return stdout;
}
