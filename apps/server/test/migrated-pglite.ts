import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { openDatabase } from '../src/db/client';

/**
 * Once per run: a PGlite database with every migration applied, archived. A test's in-memory
 * database then starts as its copy instead of creating PostgreSQL's cluster and migrating it,
 * which cost each test file seconds. Its own start still runs the migrations, finding none left.
 */
export default async function migratedPglite() {
  if (process.env.DATABASE_URL) return;
  const folder = await mkdtemp(path.join(tmpdir(), 'tp-migrated-'));
  const dataDir = path.join(folder, 'db');
  await (await openDatabase({ pglite: dataDir })).close();
  const database = await PGlite.create(dataDir);
  const archive = await database.dumpDataDir('none');
  await database.close();
  const file = path.join(folder, 'migrated.tar');
  await writeFile(file, new Uint8Array(await archive.arrayBuffer()));
  // In the environment, which the test processes inherit: `test-app.ts` also runs outside Vitest.
  process.env.TP_TEST_MIGRATED_PGLITE = file;
  return () => rm(folder, { recursive: true, force: true });
}
