import { randomUUID } from 'node:crypto';
import pg from 'pg';

/** The PostgreSQL server tests make their databases on: DATABASE_URL, else the machine's own. */
export const postgresServerUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

/** A new, empty database on the PostgreSQL server at `serverUrl`: its URL, and how to drop it. */
export async function createPostgresDatabase(serverUrl: string, prefix = 'tp_test') {
  const name = `${prefix}_${randomUUID().replaceAll('-', '')}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) };
}
