// `npm run db:check` (CI): fails when apps/server/drizzle does not match src/db/schema.ts.
//   1. `drizzle-kit check`: the snapshots form one chain (no two share a parent);
//   2. every journal entry has its SQL and snapshot, every SQL file is in the journal, and each
//      `when` is later than the one before;
//   3. a dry run of `drizzle-kit generate` on a copy of the migrations: it must write nothing.
// When 3 fails, the generated SQL is printed: run `npm run db:generate -w @dpts/server`.
// (src/db/migrations.test.ts checks the other side: what the SQL builds is what schema.ts says.)
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const server = path.resolve(import.meta.dirname, '../..');
// The package exports no `./package.json`: find bin.cjs beside its main entry.
const drizzleKit = path.join(
  path.dirname(createRequire(path.join(server, 'package.json')).resolve('drizzle-kit')),
  'bin.cjs',
);

function run(args: string[], cwd: string): string {
  const result = spawnSync(process.execPath, [drizzleKit, ...args], { cwd, encoding: 'utf8' });
  const output = `${result.stdout}${result.stderr}`;
  if (result.status !== 0) {
    console.error(output);
    console.error(`drizzle-kit ${args.join(' ')} failed`);
    process.exit(1);
  }
  return output;
}

run(['check'], server);

// What drizzle-kit check lets through: a journal entry without its SQL or snapshot, an SQL file
// outside the journal, and a `when` not after the previous one (the migrator would skip that
// migration on every database that ran the previous one).
const out = path.join(server, 'drizzle');
const journal = JSON.parse(fs.readFileSync(path.join(out, 'meta/_journal.json'), 'utf8')) as {
  entries: Array<{ idx: number; tag: string; when: number }>;
};
const problems: string[] = [];
let previous: { tag: string; when: number } | undefined;
for (const entry of journal.entries) {
  const snapshot = `meta/${String(entry.idx).padStart(4, '0')}_snapshot.json`;
  if (!fs.existsSync(path.join(out, `${entry.tag}.sql`)))
    problems.push(`${entry.tag}.sql is missing`);
  if (!fs.existsSync(path.join(out, snapshot))) problems.push(`${snapshot} is missing`);
  if (previous && entry.when <= previous.when) {
    problems.push(`${entry.tag}: its \`when\` is not after ${previous.tag}'s`);
  }
  previous = entry;
}
const tags = new Set(journal.entries.map((e) => `${e.tag}.sql`));
for (const file of fs.readdirSync(out).filter((f) => f.endsWith('.sql'))) {
  if (!tags.has(file)) problems.push(`${file} is not in meta/_journal.json`);
}
if (problems.length > 0) {
  console.error(`db:check: apps/server/drizzle is inconsistent:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}

// drizzle-kit reads its `out` folder relative to the working directory: work in a copy.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dpts-db-check-'));
try {
  fs.cpSync(path.join(server, 'drizzle'), path.join(dir, 'drizzle'), { recursive: true });
  const config = {
    dialect: 'postgresql',
    schema: path.join(server, 'src/db/schema.ts'),
    out: './drizzle',
  };
  fs.writeFileSync(
    path.join(dir, 'drizzle.config.mjs'),
    `export default ${JSON.stringify(config)};\n`,
  );
  const list = () => fs.readdirSync(path.join(dir, 'drizzle')).sort();
  const before = new Set(list());
  run(['generate', '--config', 'drizzle.config.mjs'], dir);
  const added = list().filter((name) => !before.has(name));
  if (added.length > 0) {
    for (const name of added) {
      console.error(`--- ${name} ---\n${fs.readFileSync(path.join(dir, 'drizzle', name), 'utf8')}`);
    }
    console.error(
      'db:check: src/db/schema.ts differs from the migrations in apps/server/drizzle.\n' +
        'Run `npm run db:generate -w @dpts/server` and commit the new migration ' +
        '(triggers and functions: `npx drizzle-kit generate --custom --name …` inside apps/server).',
    );
    process.exit(1);
  }
  console.log('db:check: the migrations match src/db/schema.ts (drizzle-kit generate: no changes)');
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
