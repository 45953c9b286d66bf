import type { Server } from 'node:http';

/** Headers must arrive whole within this; Node checks it every `connectionsCheckingInterval`. */
const headersTimeoutMs = 10_000;
/** A whole request, the largest upload over a slow line included. */
const requestTimeoutMs = 300_000;

/**
 * Keeps slow or idle clients from holding the server: a socket silent for `idleSeconds` is closed
 * (a stalled body, a connection opened and left), headers must come quickly, and one address may
 * hold at most `perAddress` connections. Behind trusted proxies every connection comes from a
 * proxy, so the cap is theirs to apply (`perAddress` 0).
 */
export function guardConnections(
  server: Server,
  { idleSeconds, perAddress }: { idleSeconds: number; perAddress: number },
) {
  server.setTimeout(idleSeconds * 1000);
  // An idle kept-alive connection is closed, and announced (Keep-Alive: timeout=…), before the
  // idle timeout destroys it: a client never sends on a connection the server is dropping.
  server.keepAliveTimeout = Math.max(500, (idleSeconds - 1) * 1000);
  server.headersTimeout = headersTimeoutMs;
  server.requestTimeout = requestTimeoutMs;
  if (perAddress === 0) return;
  const open = new Map<string, number>();
  server.on('connection', (socket) => {
    const address = socket.remoteAddress ?? '';
    const count = (open.get(address) ?? 0) + 1;
    if (count > perAddress) {
      socket.destroy();
      return;
    }
    open.set(address, count);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left === 0) open.delete(address);
      else open.set(address, left);
    });
  });
}
