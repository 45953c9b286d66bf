import { createPostgresDatabase, postgresServerUrl } from '@tp/testing/postgres';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { PostgresPipeline } from './postgres-pipeline';

let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
beforeAll(async () => {
  database = await createPostgresDatabase(postgresServerUrl);
});
afterAll(() => database.drop());

/** A pipeline on the test's database, closed after `test`, with the connection losses it reported. */
async function withPipeline(
  options: { connections: number; depth: number },
  test: (pipeline: PostgresPipeline, lost: Error[]) => Promise<void>,
) {
  const lost: Error[] = [];
  const pipeline = new PostgresPipeline(database.url, options, (error) => lost.push(error));
  try {
    await test(pipeline, lost);
  } finally {
    await pipeline.close();
  }
}

/** The server processes of the pipeline's connections that the statements ran in. */
const backendsOf = (results: pg.QueryResult<{ pid: number }>[]) =>
  new Set(results.map((result) => result.rows[0]?.pid));

const sleeper = (seconds: number) => ({
  name: 'sleeper',
  text: 'select pg_backend_pid() as pid, pg_sleep($1) as slept',
  values: [seconds],
});

it('answers statements sent at once each with its own rows, on one connection while few wait', async () => {
  await withPipeline({ connections: 4, depth: 16 }, async (pipeline) => {
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, n) =>
        pipeline.query<{ n: number; pid: number }>({
          name: 'echo',
          text: 'select $1::int as n, pg_backend_pid() as pid',
          values: [n],
        }),
      ),
    );
    expect(results.map((result) => result.rows[0]?.n)).toEqual(Array.from({ length: 12 }, (_, n) => n));
    expect(backendsOf(results).size).toBe(1);
  });
});

it('opens another connection only when statements back up on the ones open', async () => {
  await withPipeline({ connections: 3, depth: 2 }, async (pipeline) => {
    const backedUp = await Promise.all(
      Array.from({ length: 6 }, () => pipeline.query<{ pid: number }>(sleeper(0.05))),
    );
    expect(backendsOf(backedUp).size).toBe(3);
    // Past the last connection's room, statements go where the fewest wait: none is refused.
    const beyond = await Promise.all(
      Array.from({ length: 9 }, () => pipeline.query<{ pid: number }>(sleeper(0.01))),
    );
    expect(backendsOf(beyond).size).toBe(3);
    expect(beyond.every((result) => result.rowCount === 1)).toBe(true);
  });
});

it('fails a failing statement alone: those sent behind it are answered', async () => {
  await withPipeline({ connections: 1, depth: 16 }, async (pipeline) => {
    const settled = await Promise.allSettled([
      pipeline.query({ text: 'select 1 as n' }),
      pipeline.query({ text: 'select 1 / $1::int as n', values: [0] }),
      pipeline.query({ text: 'select 3 as n' }),
    ]);
    expect(settled.map((s) => s.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(settled[1]?.status === 'rejected' && (settled[1].reason as { code?: string }).code).toBe('22012');
    expect(settled[2]?.status === 'fulfilled' && settled[2].value.rows).toEqual([{ n: 3 }]);
  });
});

it('says when PostgreSQL ends its connection, and runs the next statement on a new one', async () => {
  await withPipeline({ connections: 1, depth: 16 }, async (pipeline, lost) => {
    const before = await pipeline.query<{ pid: number }>({ text: 'select pg_backend_pid() as pid' });
    const admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
    try {
      await admin.query(
        "select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'tp-statements' and datname = current_database()",
      );
    } finally {
      await admin.end();
    }
    await expect.poll(() => lost.map((error) => (error as { code?: string }).code)).toEqual(['57P01']);
    const after = await pipeline.query<{ pid: number }>({ text: 'select pg_backend_pid() as pid' });
    expect(after.rows[0]?.pid).not.toBe(before.rows[0]?.pid);
  });
});

it('refuses statements once closed', async () => {
  await withPipeline({ connections: 1, depth: 16 }, async (pipeline) => {
    await pipeline.query({ text: 'select 1' });
    await pipeline.close();
    await expect(pipeline.query({ text: 'select 1' })).rejects.toThrow('The database is closed.');
  });
});
