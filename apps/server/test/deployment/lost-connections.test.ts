import { createPostgresDatabase, postgresServerUrl } from '@tp/testing/postgres';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../src/db/client';

/** A fresh PostgreSQL database opened by the app, with the connection losses it reported. */
async function withDatabase(test: (database: DatabaseHandle, url: string, lost: Error[]) => Promise<void>) {
  const fresh = await createPostgresDatabase(postgresServerUrl);
  const lost: Error[] = [];
  const database = await openDatabase(
    { postgresUrl: fresh.url },
    { onIdleError: (error) => lost.push(error) },
  );
  try {
    await test(database, fresh.url, lost);
  } finally {
    await database.close();
    await fresh.drop();
  }
}

/** As an administrator (or a server restart) would: ends the connections `which` selects. */
async function endConnections(url: string, which: string): Promise<number | null> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    const { rowCount } = await admin.query(
      `select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and ${which}`,
    );
    return rowCount;
  } finally {
    await admin.end();
  }
}

const codes = (errors: Error[]) => errors.map((error) => (error as Error & { code?: string }).code);

it('survives PostgreSQL ending its idle connections, and queries again on new ones', async () => {
  await withDatabase(async (database, url, lost) => {
    // Two connections, both idle in the pool afterwards.
    await Promise.all([database.db.execute(sql`select pg_sleep(0.05)`), database.db.execute(sql`select 1`)]);

    expect(await endConnections(url, 'true')).toBe(2);
    await expect.poll(() => lost.length).toBe(2);
    expect(codes(lost)).toEqual(['57P01', '57P01']);

    const result = (await database.db.execute(sql`select 41 + 1 as answer`)) as { rows: unknown[] };
    expect(result.rows).toEqual([{ answer: 42 }]);
  });
});

it('says when it stops hearing notifications, and hears them again on a new connection', async () => {
  await withDatabase(async (database, url, lost) => {
    let changes = 0;
    const notifications = await database.listen('tp_test', () => changes++);
    expect(notifications.hearing).toBe(true);
    await database.db.execute(sql`notify tp_test`);
    await expect.poll(() => changes).toBe(2); // started hearing, then the notification

    expect(await endConnections(url, "application_name = 'tp-listen'")).toBe(1);
    // Lost (hearing stops: what was told may be out of date), then heard again on a new connection.
    await expect.poll(() => changes).toBe(4);
    expect(notifications.hearing).toBe(true);
    expect(codes(lost)).toEqual(['57P01']);
    await database.db.execute(sql`notify tp_test`);
    await expect.poll(() => changes).toBe(5);
  });
});
