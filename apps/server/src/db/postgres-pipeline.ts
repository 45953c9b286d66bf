import pg from 'pg';

export interface PipelineOptions {
  /** Connections opened at most, each when the ones before it have `depth` statements waiting. */
  connections: number;
  depth: number;
}

/** A connection of the pipeline: opened when first needed, and the statements waiting on it. */
interface Slot {
  opened: Promise<pg.Client> | null;
  waiting: number;
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
  readonly #slots: Slot[];
  #closed = false;

  constructor(url: string, { connections, depth }: PipelineOptions, onError: (error: Error) => void) {
    this.#url = url;
    this.#depth = depth;
    this.#onError = onError;
    this.#slots = Array.from({ length: connections }, () => ({ opened: null, waiting: 0 }));
  }

  async query<Row extends pg.QueryResultRow>(config: pg.QueryConfig): Promise<pg.QueryResult<Row>> {
    if (this.#closed) throw new Error('The database is closed.');
    const slot = this.#choose();
    slot.waiting++;
    try {
      const client = await (slot.opened ?? this.#connect(slot));
      return await client.query<Row>(config);
    } finally {
      slot.waiting--;
    }
  }

  /** The first connection with room, else the one with the fewest statements waiting. */
  #choose(): Slot {
    const slots = this.#slots;
    return (
      slots.find((slot) => slot.waiting < this.#depth) ??
      slots.reduce((fewest, slot) => (slot.waiting < fewest.waiting ? slot : fewest))
    );
  }

  /** Opens the slot's connection, kept there for the statements after. */
  #connect(slot: Slot): Promise<pg.Client> {
    const client = new pg.Client({
      connectionString: this.#url,
      application_name: 'tp-statements',
      pipeline: true,
    });
    const opened = client.connect().then(() => client);
    slot.opened = opened;
    /** Forgets the connection, once: whether it was still the one in use. */
    const drop = () => {
      const current = slot.opened === opened;
      if (current) slot.opened = null;
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
    const open = this.#slots.flatMap((slot) => (slot.opened ? [slot.opened] : []));
    for (const slot of this.#slots) slot.opened = null;
    await Promise.all(open.map((opened) => opened.then((c) => c.end()).catch(() => undefined)));
  }
}
