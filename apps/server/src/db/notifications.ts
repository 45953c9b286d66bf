import pg from 'pg';

/** What a listener knows of the notifications on its channel. */
interface Notifications {
  /**
   * Whether notifications are heard now. While false, some may be missed: a reader must ask the
   * database instead of trusting what it was told.
   */
  readonly hearing: boolean;
}

/**
 * Calls `onChange` on every NOTIFY on `channel`, and whenever hearing stops or starts again (what
 * was learnt from notifications may then be out of date).
 */
export type Listen = (channel: string, onChange: () => void) => Promise<Notifications>;

const firstRetryMs = 100;
const lastRetryMs = 10_000;

/**
 * Listens on PostgreSQL through a connection of its own (a pool's connections come and go). When
 * that connection is lost it connects again, waiting longer after each failure, up to 10 s;
 * `onLost` hears why. `close` ends it for good.
 */
export function postgresListener(connectionString: string, onLost: (error: Error) => void) {
  const clients = new Set<pg.Client>();
  let closed = false;

  const listen: Listen = async (channel, onChange) => {
    const state = { hearing: false };
    let retryMs = firstRetryMs;

    const stopHearing = (client: pg.Client, error: Error) => {
      if (!clients.delete(client)) return;
      client.end().catch(() => {});
      if (closed) return;
      onLost(error);
      if (state.hearing) {
        state.hearing = false;
        onChange();
      }
      setTimeout(connect, retryMs).unref();
      retryMs = Math.min(retryMs * 2, lastRetryMs);
    };

    async function connect(): Promise<void> {
      if (closed) return;
      const client = new pg.Client({ connectionString, keepAlive: true, application_name: 'tp-listen' });
      clients.add(client);
      client.on('error', (error) => stopHearing(client, error));
      client.on('end', () => stopHearing(client, new Error('the listening connection ended')));
      client.on('notification', (message) => {
        if (message.channel === channel) onChange();
      });
      try {
        await client.connect();
        await client.query(`listen ${client.escapeIdentifier(channel)}`);
      } catch (error) {
        stopHearing(client, error as Error);
        return;
      }
      // Lost during the LISTEN, or closed meanwhile.
      if (!clients.has(client)) return;
      retryMs = firstRetryMs;
      state.hearing = true;
      onChange();
    }

    await connect();
    return state;
  };

  return {
    listen,
    async close() {
      closed = true;
      const open = [...clients];
      clients.clear();
      await Promise.all(open.map((client) => client.end().catch(() => {})));
    },
  };
}
