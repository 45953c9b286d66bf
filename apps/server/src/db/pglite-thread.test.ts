import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PGliteThread } from './pglite-thread';

/** The run's migrated database (test/migrated-pglite.ts), archived by PGlite. */
const migrated = process.env.TP_TEST_MIGRATED_PGLITE;

// One database for the statements' tests, as the API's files have one each; each test starts with
// an empty table.
let client: PGliteThread;
beforeAll(async () => {
  client = await PGliteThread.open('memory://', { startFrom: migrated });
  await client.query('create table notes (id int primary key, body text, tags text[], at timestamptz)');
});
beforeEach(() => client.query('truncate notes'));
afterAll(() => client.close());

const prepared = async (database = client) =>
  (await database.query<{ statement: string }>('select statement from pg_prepared_statements')).rows.map(
    (r) => r.statement,
  );

describe('PGlite on a thread of its own', () => {
  it('prepares a statement once and runs it with each call’s parameters, typed both ways', async () => {
    const insert = 'insert into notes (id, body, tags, at) values ($1, $2, $3, $4) returning id, tags, at';
    const at = new Date('2026-11-26T10:00:00.123Z');
    for (const id of [1, 2, 3]) {
      const { rows } = await client.query(insert, [id, `note ${id}`, ['a', 'b "c"'], at]);
      expect(rows).toEqual([{ id, tags: ['a', 'b "c"'], at }]);
    }
    expect((await prepared()).filter((s) => s === insert)).toHaveLength(1);
    const { rows } = await client.query('select id from notes where body = $1', [null], { rowMode: 'array' });
    expect(rows).toEqual([]);
  });

  it('binds values by their length in bytes: symbols, emoji, empty text and nulls arrive as sent', async () => {
    const values = [7, 'ʃəˈtʊə 👋', ['θ', '', 'ð'], null] as const;
    const { rows } = await client.query(
      'insert into notes (id, body, tags, at) values ($1, $2, $3, $4) returning id, body, tags, at',
      [...values],
    );
    expect(rows).toEqual([{ id: 7, body: 'ʃəˈtʊə 👋', tags: ['θ', '', 'ð'], at: null }]);
    await client.query('insert into notes (id, body) values ($1, $2)', [8, '']);
    const empty = await client.query('select id from notes where body = $1', ['']);
    expect(empty.rows).toEqual([{ id: 8 }]);
  });

  it('answers statements sent together in their order, each with its own rows', async () => {
    const ids = Array.from({ length: 200 }, (_, i) => i + 1);
    const inserted = await Promise.all(
      ids.map((id) =>
        client.query('insert into notes (id, body) values ($1, $2) returning id, body', [id, `n${id}`]),
      ),
    );
    expect(inserted.map((r) => r.rows)).toEqual(ids.map((id) => [{ id, body: `n${id}` }]));
    const read = await Promise.all(
      ids.map((id) => client.query('select body from notes where id = $1', [id])),
    );
    expect(read.map((r) => r.rows)).toEqual(ids.map((id) => [{ body: `n${id}` }]));
  });

  it('closes the oldest statement past the limit, and prepares it again when it comes back', async () => {
    const small = await PGliteThread.open('memory://', { preparedMax: 2, startFrom: migrated });
    try {
      const texts = ['select 1 as n', 'select 2 as n', 'select 3 as n'];
      for (const text of texts) await small.query(text);
      expect(await prepared(small)).not.toContain(texts[0]);
      expect((await small.query(texts[0] as string)).rows).toEqual([{ n: 1 }]);
    } finally {
      await small.close();
    }
  });

  it('reports a failing statement with its code and goes on with the next', async () => {
    await expect(client.query('insert into notes (id) values ($1)', ['not a number'])).rejects.toMatchObject({
      code: '22P02',
    });
    await client.query('insert into notes (id) values ($1)', [7]);
    const [duplicate, next] = await Promise.allSettled([
      client.query('insert into notes (id) values ($1)', [7]),
      client.query('insert into notes (id) values ($1)', [8]),
    ]);
    expect(duplicate).toMatchObject({ status: 'rejected', reason: { code: '23505' } });
    expect(next.status).toBe('fulfilled');
    expect((await client.query('select count(*)::int as n from notes')).rows).toEqual([{ n: 2 }]);
    await expect(client.query('select from nowhere')).rejects.toMatchObject({ code: '42P01' });
    expect((await client.query('select 1 as n')).rows).toEqual([{ n: 1 }]);
  });

  it('waits for a running transaction instead of running inside it', async () => {
    let outside: Promise<unknown> = Promise.resolve();
    await client
      .transaction(async (tx) => {
        await tx.query('insert into notes (id) values (1)');
        outside = client.query('insert into notes (id) values ($1)', [2]);
        await new Promise((resolve) => setTimeout(resolve, 50));
        await tx.rollback();
      })
      .catch(() => {});
    await outside;
    expect((await client.query('select id from notes')).rows).toEqual([{ id: 2 }]);
  });

  it('commits a transaction’s work, undoes it when its work throws, and refuses a commit after a failure', async () => {
    const result = await client.transaction(async (tx) => {
      await tx.query('insert into notes (id) values ($1)', [1]);
      return (await tx.query('select count(*)::int as n from notes')).rows;
    });
    expect(result).toEqual([{ n: 1 }]);
    await expect(
      client.transaction(async (tx) => {
        await tx.query('insert into notes (id) values ($1)', [2]);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    await expect(
      client.transaction(async (tx) => {
        await tx.query('insert into notes (id) values ($1)', [3]);
        await tx.query('insert into notes (id) values ($1)', [1]).catch(() => {});
      }),
    ).rejects.toMatchObject({ code: '25P02' });
    expect((await client.query('select id from notes')).rows).toEqual([{ id: 1 }]);
  });

  it('delivers a notification with the commit that sent it', async () => {
    const heard: string[] = [];
    await client.listen('course_version', (payload) => heard.push(payload));
    await client.query(`select pg_notify('course_version', '7')`);
    expect(heard).toEqual(['7']);
    await client.transaction(async (tx) => {
      await tx.query(`select pg_notify('course_version', '8')`);
      expect(heard).toEqual(['7']);
    });
    expect(heard).toEqual(['7', '8']);
  });

  it('keeps what a folder holds when closed, and refuses statements once closed', async () => {
    const folder = await mkdtemp(path.join(os.tmpdir(), 'tp-pglite-thread-'));
    // A folder that starts as the archive's copy: a second, where a new cluster takes three.
    let kept = await PGliteThread.open(folder, { startFrom: migrated });
    try {
      await kept.query('create table kept (id int)');
      await kept.query('insert into kept values (1), (2)');
      await kept.close();
      await expect(kept.query('select 1')).rejects.toThrow('The embedded database is closed.');
      kept = await PGliteThread.open(folder);
      expect((await kept.query('select id from kept order by id')).rows).toEqual([{ id: 1 }, { id: 2 }]);
    } finally {
      await kept.close();
      await rm(folder, { recursive: true, force: true });
    }
  });

  it('starts a new database as the copy of an archived one', async () => {
    // The archive was made once every migration had run.
    const migrations = (await readdir(new URL('./migrations', import.meta.url))).filter((f) =>
      f.endsWith('.sql'),
    );
    const { rows } = await client.query('select count(*)::int as n from drizzle.__drizzle_migrations');
    expect(rows).toEqual([{ n: migrations.length }]);
  });

  it('says why when the database cannot open', async () => {
    await expect(PGliteThread.open('/dev/null/nowhere')).rejects.toThrow(
      /^The embedded database failed: ENOTDIR/,
    );
  });
});
