import { Worker } from 'node:worker_threads';
import {
  messages as backend,
  Mutex,
  parse,
  protocol,
  type QueryOptions,
  type Results,
  TransactionAbortedError,
  types,
} from '@electric-sql/pglite';

const { serialize } = protocol;

type BackendMessage = Parameters<typeof parse.parseResults>[0][number];

/** What a query may ask besides its text and values: the row shape and parsers (drizzle's). */
export type QueryShape = Pick<QueryOptions, 'rowMode' | 'parsers'>;
type Parsers = Record<number | string, types.Parser>;

/** A transaction, as `transaction` hands it to its callback. */
export interface PGliteTransaction {
  query<T>(text: string, params?: unknown[], options?: QueryShape): Promise<Results<T>>;
  rollback(): Promise<void>;
  readonly closed: boolean;
}

interface Statement {
  name: string;
  paramTypes: number[];
  /** Its rows' names and types, described once: each run then only binds and executes. */
  rows: BackendMessage[];
}

const joined = (messages: readonly Uint8Array[]): Uint8Array => {
  const bytes = new Uint8Array(messages.reduce((length, m) => length + m.length, 0));
  let at = 0;
  for (const m of messages) {
    bytes.set(m, at);
    at += m.length;
  }
  return bytes;
};

const bindMessage = 0x42;
/** Execute the unnamed portal with no row limit, then Sync: the same bytes after every Bind. */
const executeAndSync = joined([serialize.execute({}), serialize.sync()]);

/**
 * Bind (to the unnamed portal, every value and column in text format), Execute and Sync in one
 * buffer: six times faster than PGlite's writer, which for the answer's 29 values took 80 µs.
 */
function runMessages(statement: string, values: readonly (string | null)[]): Uint8Array {
  const sizes = values.map((value) => (value === null ? -1 : Buffer.byteLength(value)));
  const valueBytes = sizes.reduce((sum, size) => sum + 4 + Math.max(size, 0), 0);
  // The length counts itself, the portal's and the statement's names with their NULs, the two
  // format-code counts, the value count and each value's length and bytes.
  const length = 4 + 1 + Buffer.byteLength(statement) + 1 + 2 + 2 + valueBytes + 2;
  const bytes = Buffer.allocUnsafe(1 + length + executeAndSync.length);
  let at = bytes.writeUInt8(bindMessage, 0);
  at = bytes.writeInt32BE(length, at);
  at = bytes.writeUInt8(0, at); // the unnamed portal
  at += bytes.write(statement, at);
  at = bytes.writeUInt8(0, at);
  at = bytes.writeInt16BE(0, at); // no format codes: every value is text
  at = bytes.writeInt16BE(values.length, at);
  for (const [i, value] of values.entries()) {
    at = bytes.writeInt32BE(sizes[i] ?? -1, at);
    if (value !== null) at += bytes.write(value, at);
  }
  at = bytes.writeInt16BE(0, at); // no format codes: every column comes as text
  bytes.set(executeAndSync, at);
  return bytes;
}

/** Parameters as text, each written by the serializer for its type: what a Bind sends. */
export function textValues(
  serializers: Record<number, types.Serializer>,
  paramTypes: readonly number[],
  params: readonly unknown[],
) {
  return params.map((value, i): string | null => {
    if (value === null || value === undefined) return null;
    const serializer = serializers[paramTypes[i] ?? 0];
    return serializer ? serializer(value) : String(value);
  });
}

type Reply = { resolve: (reply: Uint8Array | null) => void; reject: (error: Error) => void };

/**
 * The embedded database (PGlite) on a worker thread of its own, so that PostgreSQL's work runs
 * beside the server's instead of between its requests; statements go over as the wire protocol's
 * bytes, replies come back as bytes and are parsed here. It offers what the app and drizzle use of
 * PGlite (`query`, `transaction`, `listen`, `close`), with the same types, errors and order:
 *
 * - Each statement is prepared once, by its text, and then runs in one message (Bind, Execute,
 *   Sync): PGlite's own `query` parses and plans its statement every time, for the answer's
 *   statement 1.3 ms against 0.25 prepared. At most `preparedMax` stay prepared, the oldest closed
 *   past it (texts built with lists vary).
 * - Statements are sent without waiting for the one before to be answered: the thread runs them in
 *   the order they came, so it is never idle while a reply waits for this thread to read it.
 * - A statement waits for a running transaction to end instead of running inside it, and a
 *   transaction's statements run alone, between its BEGIN and its COMMIT.
 * - Notifications are delivered with the reply that carries them: the notifying commit's.
 */
export class PGliteThread {
  readonly serializers: Record<number, types.Serializer> = { ...types.serializers };
  readonly parsers: Parsers = { ...types.parsers };

  readonly #worker: Worker;
  readonly #preparedMax: number;
  /** The replies awaited, in the order their messages were sent: the thread answers in that order. */
  readonly #replies: Reply[] = [];
  #stopped: Error | null = null;
  /** Held by a transaction from BEGIN to COMMIT, and by a statement until it is sent. */
  readonly #turn = new Mutex();
  /** Held from a statement's preparation to its Bind being sent, so none is closed in between. */
  readonly #sending = new Mutex();
  readonly #prepared = new Map<string, Promise<Statement>>();
  #named = 0;
  readonly #parser = new protocol.Parser();
  // The parsers a query brings (drizzle's, one object per statement) over the client's, merged
  // once: merged per call, they cost more than running the statement.
  readonly #merged = new WeakMap<NonNullable<QueryShape['parsers']>, Parsers>();
  readonly #listeners = new Map<string, Set<(payload: string) => void>>();

  private constructor(dataDir: string, preparedMax: number, startFrom: string | undefined) {
    this.#preparedMax = preparedMax;
    this.#worker = new Worker(new URL('./pglite-worker.js', import.meta.url), {
      workerData: { dataDir, startFrom },
    });
    this.#worker.on('message', (message: Uint8Array | string | { failed: string }) => {
      const reply = this.#replies.shift();
      // Waiting for nothing, the thread does not keep the process alive.
      if (this.#replies.length === 0) this.#worker.unref();
      if (message instanceof Uint8Array) reply?.resolve(message);
      else if (typeof message === 'string') reply?.resolve(null);
      else reply?.reject(new Error(`The embedded database failed: ${message.failed}`));
    });
    this.#worker.on('error', (error) => this.#stop(error));
    this.#worker.on('exit', () => this.#stop(new Error('The embedded database has stopped.')));
  }

  /**
   * Opens PGlite on `dataDir` (a folder, or `memory://`) in a thread of its own; a new one starts
   * as the data folder archived at `startFrom` (by PGlite's `dumpDataDir`) when it is given.
   */
  static async open(
    dataDir: string,
    { preparedMax = 256, startFrom }: { preparedMax?: number; startFrom?: string } = {},
  ): Promise<PGliteThread> {
    const database = new PGliteThread(dataDir, preparedMax, startFrom);
    await database.#send(null);
    // Arrays of every type parsed and serialised, as PGlite does when it starts.
    const { rows } = await database.query<{ oid: number; typarray: number }>(
      `select b.oid, b.typarray from pg_catalog.pg_type a
       left join pg_catalog.pg_type b on b.oid = a.typelem
       where a.typcategory = 'A' group by b.oid, b.typarray order by b.oid`,
    );
    for (const { oid, typarray } of rows) {
      database.serializers[typarray] = (value) =>
        types.arraySerializer(value, database.serializers[oid], typarray);
      database.parsers[typarray] = (text) =>
        types.arrayParser(text, database.parsers[oid] ?? String, typarray);
    }
    return database;
  }

  /** Runs `text` with `params` once no transaction runs, like PGlite's `query`. */
  async query<T>(text: string, params: unknown[] = [], options?: QueryShape): Promise<Results<T>> {
    // The turn is held until the statement is sent, not until it is answered.
    return this.#results<T>(await this.#turn.runExclusive(() => this.#start(text, params)), options);
  }

  /** Runs `work` in a transaction, which no other statement enters, like PGlite's `transaction`. */
  transaction<T>(work: (tx: PGliteTransaction) => Promise<T>): Promise<T> {
    return this.#turn.runExclusive(async () => {
      await this.#simple('BEGIN');
      let closed = false;
      const open = () => {
        if (closed) throw new Error('Transaction is closed');
      };
      const tx: PGliteTransaction = {
        query: async <R>(text: string, params: unknown[] = [], options?: QueryShape) => {
          open();
          return this.#results<R>(await this.#start(text, params), options);
        },
        rollback: async () => {
          open();
          await this.#simple('ROLLBACK');
          closed = true;
        },
        get closed() {
          return closed;
        },
      };
      try {
        const result = await work(tx);
        if (!closed) {
          closed = true;
          const commit = await this.#simple('COMMIT');
          // A transaction whose statement failed (the failure caught) is rolled back by its COMMIT.
          if (commit.some((m) => m instanceof backend.CommandCompleteMessage && m.text === 'ROLLBACK'))
            throw new TransactionAbortedError();
        }
        return result;
      } catch (error) {
        if (!closed) {
          closed = true;
          await this.#simple('ROLLBACK');
        }
        throw error;
      }
    });
  }

  /** Calls `onNotify` with each notification's payload on `channel`. */
  async listen(channel: string, onNotify: (payload: string) => void): Promise<void> {
    let listeners = this.#listeners.get(channel);
    if (!listeners) {
      listeners = new Set();
      this.#listeners.set(channel, listeners);
      await this.#turn.runExclusive(() => this.#simple(`LISTEN "${channel.replaceAll('"', '""')}"`));
    }
    listeners.add(onNotify);
  }

  /** Closes the database once every statement sent has been answered, and ends its thread. */
  async close(): Promise<void> {
    if (this.#stopped) return;
    await this.#turn.runExclusive(() => this.#send('close'));
    this.#stop(new Error('The embedded database is closed.'));
  }

  /** Sends a batch of messages (null: none, only waits for the thread to start); its reply's bytes. */
  #send(message: Uint8Array | 'close' | null): Promise<Uint8Array | null> {
    if (this.#stopped) return Promise.reject(this.#stopped);
    return new Promise((resolve, reject) => {
      this.#replies.push({ resolve, reject });
      this.#worker.ref();
      if (message !== null) this.#worker.postMessage(message);
    });
  }

  /** The reply's messages, its notifications delivered; its error thrown. */
  async #exchange(message: Uint8Array): Promise<BackendMessage[]> {
    const reply = await this.#send(message);
    const messages: BackendMessage[] = [];
    if (reply) this.#parser.parse(reply, (m) => messages.push(m));
    let failure: BackendMessage | undefined;
    for (const m of messages) {
      if (m instanceof backend.NotificationResponseMessage) {
        for (const listener of this.#listeners.get(m.channel) ?? []) listener(m.payload);
      } else if (m.name === 'error') failure ??= m;
    }
    if (failure) throw failure;
    return messages;
  }

  /** A statement in the simple protocol: no values, no preparing (BEGIN, COMMIT, LISTEN). */
  #simple(text: string) {
    return this.#exchange(serialize.query(text));
  }

  /** Prepares the statement when it is new and sends its run: the statement, and the awaited reply. */
  #start(text: string, params: readonly unknown[]) {
    return this.#sending.runExclusive(async () => {
      const statement = await this.#prepare(text);
      const values = textValues(this.serializers, statement.paramTypes, params);
      // Awaited by the caller once the turn is passed on: a failure before then is not unheard.
      const reply = this.#exchange(runMessages(statement.name, values));
      reply.catch(() => {});
      return { statement, reply };
    });
  }

  #prepare(text: string): Promise<Statement> {
    const known = this.#prepared.get(text);
    if (known) return known;
    const preparing = (async () => {
      const oldest =
        this.#prepared.size >= this.#preparedMax ? this.#prepared.entries().next().value : undefined;
      if (oldest) {
        this.#prepared.delete(oldest[0]);
        const closing = await oldest[1].catch(() => null);
        if (closing)
          await this.#exchange(
            joined([serialize.close({ type: 'S', name: closing.name }), serialize.sync()]),
          );
      }
      const name = `s${++this.#named}`;
      const messages = await this.#exchange(
        joined([serialize.parse({ name, text }), serialize.describe({ type: 'S', name }), serialize.sync()]),
      );
      return {
        name,
        paramTypes: parse.parseDescribeStatementResults(messages),
        rows: messages.filter((m) => m.name === 'rowDescription'),
      };
    })();
    this.#prepared.set(text, preparing);
    // A statement that fails to prepare is prepared again when it next comes.
    preparing.catch(() => this.#prepared.delete(text));
    return preparing;
  }

  /** A sent statement's rows, once its reply comes. */
  async #results<T>(
    sent: { statement: Statement; reply: Promise<BackendMessage[]> },
    options?: QueryShape,
  ): Promise<Results<T>> {
    const messages = await sent.reply;
    return parse.parseResults([...sent.statement.rows, ...messages], this.#parsersOf(options?.parsers), {
      rowMode: options?.rowMode,
    })[0] as Results<T>;
  }

  #parsersOf(own: QueryShape['parsers']) {
    if (!own) return this.parsers;
    const known = this.#merged.get(own);
    if (known) return known;
    const all = { ...this.parsers, ...own };
    this.#merged.set(own, all);
    return all;
  }

  #stop(why: Error) {
    if (this.#stopped) return;
    this.#stopped = why;
    for (const reply of this.#replies.splice(0)) reply.reject(why);
    void this.#worker.terminate();
  }
}
