import { createPostgresDatabase } from '@tp/testing/postgres';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client';
import { postgresServerUrl } from './servers';

it('survives PostgreSQL ending its idle connections, and queries again on new ones', async () => {
  const fresh = await createPostgresDatabase(postgresServerUrl);
  const lost: Error[] = [];
  const database = await openDatabase(
    { postgresUrl: fresh.url },
    { onIdleError: (error) => lost.push(error) },
  );
  try {
    // Two connections, both idle in the pool afterwards.
    await Promise.all([database.db.execute(sql`select pg_sleep(0.05)`), database.db.execute(sql`select 1`)]);

    // As an administrator (or a server restart) would: end every connection to this database.
    const admin = new pg.Client({ connectionString: fresh.url });
    await admin.connect();
    const { rowCount } = await admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    await admin.end();
    expect(rowCount).toBe(2);
    await expect.poll(() => lost.length).toBe(2);
    expect(lost.map((error) => (error as Error & { code?: string }).code)).toEqual(['57P01', '57P01']);

    const result = (await database.db.execute(sql`select 41 + 1 as answer`)) as { rows: unknown[] };
    expect(result.rows).toEqual([{ answer: 42 }]);
  } finally {
    await database.close();
    await fresh.drop();
  }
});
