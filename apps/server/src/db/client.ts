import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { type Listen, postgresListener } from './notifications';
import { PGliteThread } from './pglite-thread';
import { PostgresPipeline } from './postgres-pipeline';
import * as schema from './schema';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction, as `db.transaction` hands it to its callback. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /**
   * Notifications: on PGlite delivered with the notifying commit (one process, one connection:
   * nothing changes it unseen); on PostgreSQL as soon as the server sends them, through a
   * connection of their own.
   */
  listen: Listen;
  close(): Promise<void>;
}

/**
 * PostgreSQL at a URL, or PGlite in a folder (or `memory://`); a new PGlite database may start as
 * the copy of an archived one (`startFrom`, a data folder's archive that PGlite wrote).
 */
export type DatabaseTarget = { postgresUrl: string } | { pglite: string; startFrom?: string };

/** The schema's migrations, applied in order by drizzle's migrator on either database. */
export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export interface DatabaseOptions {
  /**
   * Told when an idle PostgreSQL connection fails (the server restarted, an administrator ended
   * it), the listening one included.
   */
  onIdleError?: (error: Error) => void;
  /** Told of every statement the app sends (not the transactions' BEGIN and COMMIT): a query log. */
  onStatement?: (statement: string) => void;
}

const statementLogger = ({ onStatement }: DatabaseOptions) =>
  onStatement ? { logQuery: (statement: string) => onStatement(statement) } : undefined;

/** The query log of each database opened here, for the statements written in SQL. */
const queryLogs = new WeakMap<Database, (statement: string) => void>();

/** Where each database opened here runs the statements written in SQL. */
const statementRunners = new WeakMap<Database, PGliteThread | PostgresPipeline>();

/**
 * The statements written in SQL on PostgreSQL: one connection runs them while fewer than 16 wait
 * (a few milliseconds' work), up to four when they back up (`PostgresPipeline`; decision 0050).
 */
const pipelineOptions = { connections: 4, depth: 16 };

/**
 * A statement written in SQL (`$1`… its parameters) and run as it is, past the query builder: for
 * the hot paths, where building the statement cost more than the database's work. It is prepared
 * once: per connection, by `name`, on PostgreSQL, where it is sent without waiting for others
 * (`PostgresPipeline`), so it must be a transaction of its own; by its text on PGlite (as every
 * query there, `PGliteThread`). Rows come with the driver's types: integers, booleans, text,
 * arrays and JSON as in JavaScript.
 */
export function preparedStatement<Row>(db: Database, name: string, text: string) {
  const runner = statementRunners.get(db);
  if (!runner) throw new Error('preparedStatement needs a database opened by openDatabase');
  return async (params: readonly unknown[]): Promise<Row[]> => {
    queryLogs.get(db)?.(text);
    const values = [...params];
    const result =
      runner instanceof PGliteThread
        ? await runner.query(text, values)
        : await runner.query({ name, text, values });
    return result.rows as Row[];
  };
}

/** Opens PostgreSQL (a URL) or embedded PGlite (a folder, or `memory://`) and applies migrations. */
export async function openDatabase(
  target: DatabaseTarget,
  options: DatabaseOptions = {},
): Promise<DatabaseHandle> {
  if ('postgresUrl' in target) {
    const lost = (error: Error) => options.onIdleError?.(error);
    const pool = new pg.Pool({ connectionString: target.postgresUrl, max: 10 });
    // The pool drops such a connection and opens another when needed; unheard, its error would
    // end the process.
    pool.on('error', lost);
    const db = drizzlePg({ client: pool, schema, logger: statementLogger(options) });
    if (options.onStatement) queryLogs.set(db as unknown as Database, options.onStatement);
    await oneAtATime(pool, 'tp.migrations', () => migratePg(db, { migrationsFolder }));
    const pipeline = new PostgresPipeline(target.postgresUrl, pipelineOptions, lost);
    statementRunners.set(db as unknown as Database, pipeline);
    const listener = postgresListener(target.postgresUrl, lost);
    return {
      db: db as unknown as Database,
      kind: 'postgres',
      listen: listener.listen,
      async close() {
        await listener.close();
        await pipeline.close();
        await pool.end();
      },
    };
  }
  const client = await PGliteThread.open(target.pglite, { startFrom: target.startFrom });
  // drizzle's PGlite driver uses only what the thread offers of PGlite: query and transaction.
  const db = drizzlePglite({ client: client as never, schema, logger: statementLogger(options) });
  if (options.onStatement) queryLogs.set(db as unknown as Database, options.onStatement);
  statementRunners.set(db as unknown as Database, client);
  await migratePglite(db, { migrationsFolder });
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    listen: async (channel, onChange) => {
      await client.listen(channel, () => onChange());
      return { hearing: true };
    },
    close: () => client.close(),
  };
}

/**
 * Runs `work` while holding a database-wide advisory lock, so that instances starting together on
 * one database migrate it one after the other (the later ones find nothing left to do).
 */
async function oneAtATime(pool: pg.Pool, name: string, work: () => Promise<void>): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock(hashtext($1))', [name]);
    try {
      await work();
    } finally {
      await client.query('select pg_advisory_unlock(hashtext($1))', [name]);
    }
  } finally {
    client.release();
  }
}

/** Throws when the database does not answer. */
export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}
