import { PGlite } from '@electric-sql/pglite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { prepareStatements } from './pglite-statements';

let client: PGlite;
beforeEach(async () => {
  client = await PGlite.create('memory://');
  await client.exec('create table notes (id int primary key, body text, tags text[], at timestamptz)');
});
afterEach(() => client.close());

const prepared = async () =>
  (await client.query<{ statement: string }>('select statement from pg_prepared_statements')).rows.map(
    (r) => r.statement,
  );

describe('PGlite statements prepared once', () => {
  it('prepares a statement once and runs it with each call’s parameters, typed both ways', async () => {
    prepareStatements(client);
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
    prepareStatements(client);
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

  it('closes the oldest statement past the limit, and prepares it again when it comes back', async () => {
    prepareStatements(client, 2);
    const texts = ['select 1 as n', 'select 2 as n', 'select 3 as n'];
    for (const text of texts) await client.query(text);
    expect(await prepared()).not.toContain(texts[0]);
    expect((await client.query(texts[0] as string)).rows).toEqual([{ n: 1 }]);
  });

  it('reports a failing statement with its code and goes on with the next', async () => {
    prepareStatements(client);
    await expect(client.query('insert into notes (id) values ($1)', ['not a number'])).rejects.toMatchObject({
      code: '22P02',
    });
    await client.query('insert into notes (id) values ($1)', [7]);
    await expect(client.query('insert into notes (id) values ($1)', [7])).rejects.toMatchObject({
      code: '23505',
    });
    expect((await client.query('select count(*)::int as n from notes')).rows).toEqual([{ n: 1 }]);
  });

  it('waits for a running transaction instead of running inside it', async () => {
    prepareStatements(client);
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
});
