import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect, it } from 'vitest';

// In a process of its own: test files share loaded modules (decision 075), and zod reads the
// switch only when it first loads.
it('turns off zod’s compiled parsers (CSP: no eval) before zod loads, without importing zod', () => {
  const script = `
    await import(${JSON.stringify(pathToFileURL(path.join(import.meta.dirname, 'zod-config.ts')).href)});
    const { config } = await import('zod/v4/core');
    console.log(JSON.stringify(config().jitless));
  `;
  const out = execFileSync(
    process.execPath,
    ['--import', 'tsx', '--input-type=module', '-e', script],
    {
      cwd: path.join(import.meta.dirname, '../..'),
      encoding: 'utf8',
    },
  );
  expect(out.trim()).toBe('true');
});
