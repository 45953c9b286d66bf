import { HttpError } from './http-error';

/** Counters shared by every request: fixed windows keyed by what is limited (an IP, an e-mail). */
export interface RateLimitStore {
  /** Adds one hit to `key` and returns the hits in the current window and when it resets (ms). */
  hit(key: string, windowMs: number): Promise<{ count: number; resetAt: number }>;
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
  };
}

export interface Limit {
  key: string;
  max: number;
  windowMs: number;
}

/** Counts a hit on every limit and throws 429 when any is exceeded. */
export async function enforceLimits(store: RateLimitStore, limits: Limit[], now = Date.now()): Promise<void> {
  for (const limit of limits) {
    const { count, resetAt } = await store.hit(limit.key, limit.windowMs);
    if (count > limit.max) {
      const retryAfter = Math.max(1, Math.ceil((resetAt - now) / 1000));
      throw new HttpError(429, 'rate_limited', 'Too many attempts. Please try again later.', undefined, {
        'retry-after': String(retryAfter),
      });
    }
  }
}
