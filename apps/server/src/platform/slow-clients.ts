import type { Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { httpError } from './http-error';
import { networkOf } from './ip-network';

/** Headers must arrive whole within this; Node checks it every `connectionsCheckingInterval`. */
const headersTimeoutMs = 10_000;
/** A whole request, the largest upload over a slow line included; bodies have their own deadline. */
const requestTimeoutMs = 300_000;

/** How long a body may take to arrive: a floor, and then its bytes at the slowest rate allowed. */
export interface BodyDeadline {
  floorMs: number;
  minBytesPerSecond: number;
}

/** 20 s, and 64 KiB a second (half a megabit): a JSON body within 21 s, a 10 MB upload within 3 min. */
export const defaultBodyDeadline: BodyDeadline = { floorMs: 20_000, minBytesPerSecond: 64 * 1024 };

/** The time a body of `bytes` is given. */
export const bodyDeadlineMs = (bytes: number, { floorMs, minBytesPerSecond }: BodyDeadline) =>
  floorMs + (bytes / minBytesPerSecond) * 1000;

/** The largest bodies allowed: uploads (multipart forms) and everything else. */
export interface BodySizes {
  json: number;
  upload: number;
}

/** What each client holds (connections, requests), at most `cap` each. */
function holdings(cap: number) {
  const held = new Map<string, number>();
  return {
    /** Counts one more for `key`, unless it already holds `cap`: then false. */
    take(key: string): boolean {
      const count = (held.get(key) ?? 0) + 1;
      if (count > cap) return false;
      held.set(key, count);
      return true;
    },
    release(key: string) {
      const left = (held.get(key) ?? 1) - 1;
      if (left === 0) held.delete(key);
      else held.set(key, left);
    },
  };
}

/**
 * Keeps slow or idle clients from holding the server: a socket silent for `idleSeconds` is closed
 * (a stalled body, a connection opened and left), headers must come quickly, a body must arrive
 * whole by its deadline (one byte now and then keeps a socket from being idle), and one address may
 * hold at most `perAddress` connections. Behind trusted proxies every connection comes from a
 * proxy: `perAddress` 0 here, and `capRequestsInFlight` counts their clients instead.
 */
export function guardConnections(
  server: Server,
  {
    idleSeconds,
    perAddress,
    sizes,
    deadline,
  }: { idleSeconds: number; perAddress: number; sizes: BodySizes; deadline: BodyDeadline },
) {
  server.setTimeout(idleSeconds * 1000);
  // An idle kept-alive connection is closed, and announced (Keep-Alive: timeout=…), before the
  // idle timeout destroys it: a client never sends on a connection the server is dropping.
  server.keepAliveTimeout = Math.max(500, (idleSeconds - 1) * 1000);
  server.headersTimeout = headersTimeoutMs;
  server.requestTimeout = requestTimeoutMs;
  server.on('request', (request) => {
    // A request without a body, or whose body came with its headers, has nothing left to wait for.
    if (request.complete) return;
    const allowed = /^multipart\//i.test(request.headers['content-type'] ?? '') ? sizes.upload : sizes.json;
    const declared = Number(request.headers['content-length']);
    const bytes = declared > 0 ? Math.min(declared, allowed) : allowed;
    const timer = setTimeout(
      () => {
        if (!request.complete) request.socket.destroy();
      },
      bodyDeadlineMs(bytes, deadline),
    );
    const clear = () => clearTimeout(timer);
    request.once('end', clear);
    request.once('close', clear);
  });
  if (perAddress === 0) return;
  const open = holdings(perAddress);
  server.on('connection', (socket) => {
    const address = socket.remoteAddress ?? '';
    if (!open.take(address)) {
      socket.destroy();
      return;
    }
    socket.once('close', () => open.release(address));
  });
}

/**
 * Behind trusted proxies, the cap on what one client holds: its requests in flight, counted by
 * its network as the proxies report it (`request.ip`), at most `perClient`; more are answered 429
 * until some are done. Slow bodies count for as long as they take, which their deadline bounds.
 */
export function capRequestsInFlight(app: FastifyInstance, perClient: number) {
  const inFlight = holdings(perClient);
  app.addHook('onRequest', (request, reply, done) => {
    const client = networkOf(request.ip);
    if (!inFlight.take(client)) {
      return done(
        httpError('rate_limited', 'Too many requests at once from your network: wait for some to end.'),
      );
    }
    reply.raw.once('close', () => inFlight.release(client));
    done();
  });
}
