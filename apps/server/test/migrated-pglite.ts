import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { migrationsFolder } from '../src/db/client';

/**
 * Once per run: a PGlite database with every migration applied, archived. A test's in-memory
 * database then starts as its copy instead of creating PostgreSQL's cluster and migrating it,
 * which cost each test file seconds. Its own start still runs the migrations, finding none left.
 * Made in memory, as the tests' databases are: on disk the cluster takes three times as long.
 */
export default async function migratedPglite() {
  // Made even when the API tests run on PostgreSQL: the embedded database's own tests start from it.
  const database = await PGlite.create('memory://');
  await migrate(drizzle({ client: database }), { migrationsFolder });
  // Written to the tables themselves: a copy then starts without replaying the log.
  await database.exec('checkpoint');
  const archive = await database.dumpDataDir('none');
  await database.close();
  const folder = await mkdtemp(path.join(tmpdir(), 'tp-migrated-'));
  const file = path.join(folder, 'migrated.tar');
  await writeFile(file, new Uint8Array(await archive.arrayBuffer()));
  // In the environment, which the test processes inherit: `test-app.ts` also runs outside Vitest.
  process.env.TP_TEST_MIGRATED_PGLITE = file;
  return () => rm(folder, { recursive: true, force: true });
}
