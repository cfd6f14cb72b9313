// Creates a throw-away database on the PostgreSQL server and prints its URL (exit 1 if no server),
// or with --drop URL removes it again.
import pg from 'pg';

const [base, flag, target] = process.argv.slice(2);
const client = new pg.Client({ connectionString: base, connectionTimeoutMillis: 3000 });
try {
  await client.connect();
} catch {
  process.exit(1);
}
try {
  if (flag === '--drop') {
    const name = new URL(target).pathname.slice(1);
    // Template databases the suite made from this one go with it.
    const { rows } = await client.query(
      "select datname from pg_database where datname like 'dpts_%'",
    );
    for (const { datname } of rows)
      if (datname === name || datname.startsWith('dpts_t'))
        await client.query(`drop database if exists "${datname}" with (force)`);
  } else {
    const name = `dpts_ci_${Date.now()}`;
    await client.query(`create database ${name}`);
    const url = new URL(base);
    url.pathname = `/${name}`;
    console.log(url.toString());
  }
} finally {
  await client.end();
}
