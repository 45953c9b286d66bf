import type { Redis } from 'ioredis';
import { httpError } from './http-error';
import { networkOf } from './ip-network';

/** Counters shared by every request: fixed windows keyed by what is limited (an IP, an e-mail). */
export interface RateLimitStore {
  /**
   * Adds one hit to `key` and returns the hits in the current window and when it resets (ms), or
   * null when the count cannot be known (the shared store is unreachable).
   */
  hit(key: string, windowMs: number): Promise<{ count: number; resetAt: number } | null>;
  /** Takes one hit back from `key`'s current window, for an attempt that turned out not to count. */
  undo(key: string): Promise<void>;
}

/** Process-local store: enough for one instance. */
export function memoryRateLimitStore(now: () => number = Date.now): RateLimitStore {
  const windows = new Map<string, { count: number; resetAt: number }>();
  return {
    async hit(key, windowMs) {
      const t = now();
      let w = windows.get(key);
      if (!w || w.resetAt <= t) {
        if (windows.size > 50_000) for (const [k, v] of windows) if (v.resetAt <= t) windows.delete(k);
        w = { count: 0, resetAt: t + windowMs };
        windows.set(key, w);
      }
      w.count += 1;
      return { ...w };
    },
    async undo(key) {
      const w = windows.get(key);
      if (w && w.count > 0) w.count -= 1;
    },
  };
}

// One round trip, atomic: the first hit of a window starts its expiry, and a key left without
// one (an expiry lost to a failover) gets one, so that no counter can live for ever.
const hitScript = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}`;

// Never below zero, and never on a key that has expired: that would make one without an expiry.
const undoScript = `
if tonumber(redis.call('GET', KEYS[1]) or '0') > 0 then redis.call('DECR', KEYS[1]) end`;

/**
 * Counters in Redis, shared by every instance. When Redis cannot be reached, requests are let
 * through (and `onError` told): a short outage of the counters must not lock everyone out.
 */
export function redisRateLimitStore(
  redis: Redis,
  prefix: string,
  onError: (error: unknown) => void,
  now: () => number = Date.now,
): RateLimitStore {
  return {
    async hit(key, windowMs) {
      try {
        const [count, ttl] = (await redis.eval(hitScript, 1, `${prefix}rate:${key}`, windowMs)) as [
          number,
          number,
        ];
        return { count, resetAt: now() + ttl };
      } catch (error) {
        onError(error);
        return null;
      }
    },
    async undo(key) {
      await redis.eval(undoScript, 1, `${prefix}rate:${key}`).catch(onError);
    },
  };
}

export interface Limit {
  key: string;
  max: number;
  windowMs: number;
}

/** A limit on `action` from one client: counted by its network (an IPv6 /64, `networkOf`). */
export const perClient = (action: string, ip: string, max: number, windowMs: number): Limit => ({
  key: `${action}:ip:${networkOf(ip)}`,
  max,
  windowMs,
});

/** Counts a hit on every limit and throws 429 when any is exceeded. */
export async function enforceLimits(store: RateLimitStore, limits: Limit[], now = Date.now()): Promise<void> {
  for (const limit of limits) {
    const window = await store.hit(limit.key, limit.windowMs);
    if (!window) continue;
    const { count, resetAt } = window;
    if (count > limit.max) {
      const retryAfter = Math.max(1, Math.ceil((resetAt - now) / 1000));
      throw httpError('rate_limited', 'Too many attempts. Please try again later.', {
        headers: {
          'retry-after': String(retryAfter),
        },
      });
    }
  }
}
