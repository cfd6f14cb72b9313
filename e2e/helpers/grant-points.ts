// Pays an officer points straight through the ledger, on a stopped server's PGlite directory:
// node --import tsx e2e/helpers/grant-points.ts DATA_DIR EMAIL POINTS DAYS_AGO
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { users } from '../../apps/server/src/db/schema.ts';
import { awardPoints } from '../../apps/server/src/features/points/index.ts';

const [dataDir, email, points, daysAgo] = process.argv.slice(2);
const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir!, 'pglite') });
try {
  const [user] = await database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, email!.toLowerCase()));
  if (!user) throw new Error(`no officer ${email}`);
  const at = new Date(Date.now() - Number(daysAgo) * 86_400_000);
  await database.db.transaction((tx) =>
    awardPoints(
      tx,
      user.id,
      [{ courseId: null, source: 'adjustment', points: Number(points), ref: `e2e:${Date.now()}` }],
      at,
    ),
  );
  console.log(`granted ${points}`);
} finally {
  await database.close();
}
