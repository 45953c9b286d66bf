import pg from 'pg';

export interface PipelineOptions {
  /** Connections opened at most, each when the ones before it have `depth` statements waiting. */
  connections: number;
  depth: number;
}

/**
 * Single statements (each a transaction of its own) sent to PostgreSQL without waiting for the one
 * before to be answered (pg's pipeline mode), on connections of their own: one PostgreSQL process
 * runs them back to back, reading what has come in one receive, where the pool's connections take
 * turns of one statement and one reply each and wake a process for each. Another connection opens
 * only when a backlog builds on those open (a disk slow to flush, a statement waiting on a lock),
 * so that commits can again be flushed together. Never for a transaction's statements: others'
 * would run inside it. A connection that fails is dropped and opened anew for the next statement;
 * those already sent on it fail, as on a pooled one.
 */
export class PostgresPipeline {
  readonly #url: string;
  readonly #depth: number;
  readonly #onError: (error: Error) => void;
  readonly #clients: (Promise<pg.Client> | null)[];
  readonly #waiting: number[];
  #closed = false;

  constructor(url: string, { connections, depth }: PipelineOptions, onError: (error: Error) => void) {
    this.#url = url;
    this.#depth = depth;
    this.#onError = onError;
    this.#clients = Array.from({ length: connections }, () => null);
    this.#waiting = this.#clients.map(() => 0);
  }

  async query<Row extends pg.QueryResultRow>(config: pg.QueryConfig): Promise<pg.QueryResult<Row>> {
    if (this.#closed) throw new Error('The database is closed.');
    const at = this.#choose();
    this.#waiting[at] = (this.#waiting[at] ?? 0) + 1;
    try {
      const client = await (this.#clients[at] ?? this.#connect(at));
      return await client.query<Row>(config);
    } finally {
      this.#waiting[at] = (this.#waiting[at] ?? 1) - 1;
    }
  }

  /** The first connection with room, else the one with the fewest statements waiting. */
  #choose(): number {
    let fewest = 0;
    for (let at = 0; at < this.#waiting.length; at++) {
      const waiting = this.#waiting[at] ?? 0;
      if (waiting < this.#depth) return at;
      if (waiting < (this.#waiting[fewest] ?? 0)) fewest = at;
    }
    return fewest;
  }

  /** Opens the connection at `at`, kept there for the statements after. */
  #connect(at: number): Promise<pg.Client> {
    const client = new pg.Client({
      connectionString: this.#url,
      application_name: 'tp-statements',
      pipeline: true,
    });
    const opened = client.connect().then(() => client);
    this.#clients[at] = opened;
    /** Forgets the connection, once: whether it was still the one in use. */
    const drop = () => {
      const current = this.#clients[at] === opened;
      if (current) this.#clients[at] = null;
      return current;
    };
    // A lost connection errs more than once (the server's message, then the socket's end): told once.
    client.on('error', (error) => drop() && this.#onError(error));
    client.on('end', drop);
    opened.catch(drop);
    return opened;
  }

  async close(): Promise<void> {
    this.#closed = true;
    const open = this.#clients.filter((client) => client !== null);
    this.#clients.fill(null);
    await Promise.all(open.map((client) => client.then((c) => c.end()).catch(() => undefined)));
  }
}
