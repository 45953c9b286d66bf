import { freePort } from '@tp/testing/app-process';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { enforceLimits, redisRateLimitStore } from '../../src/platform/rate-limit';
import { createTestApp, uniqueEmail } from '../test-app';
import { redisUrl, testRedis } from './servers';

let shared: ReturnType<typeof testRedis>;
beforeAll(() => {
  shared = testRedis();
});
afterAll(() => shared.close());

const noError = (error: unknown) => {
  throw error;
};

it('counts hits from several connections atomically in one window that expires', async () => {
  // Two connections stand for two instances.
  const other = new Redis(redisUrl);
  const stores = [shared.redis, other].map((r) => redisRateLimitStore(r, shared.prefix, noError));
  const windowMs = 60_000;
  const before = Date.now();
  const hits = await Promise.all(
    Array.from({ length: 60 }, (_, i) => stores[i % 2]?.hit('signin:ip:10.0.0.1', windowMs)),
  );
  await other.quit();

  expect(hits.map((h) => h?.count).sort((a = 0, b = 0) => a - b)).toEqual(
    Array.from({ length: 60 }, (_, i) => i + 1),
  );
  for (const h of hits) {
    expect(h?.resetAt).toBeGreaterThan(before);
    expect(h?.resetAt).toBeLessThanOrEqual(Date.now() + windowMs);
  }
  const key = `${shared.prefix}rate:signin:ip:10.0.0.1`;
  const ttl = await shared.redis.pttl(key);
  expect(ttl).toBeGreaterThan(0);
  expect(ttl).toBeLessThanOrEqual(windowMs);
  // A new window once the key is gone.
  await shared.redis.del(key);
  expect((await stores[0]?.hit('signin:ip:10.0.0.1', windowMs))?.count).toBe(1);
});

it('gives a counter left without an expiry one, so that it cannot block for ever', async () => {
  const key = `${shared.prefix}rate:signin:email:stuck@example.com`;
  await shared.redis.set(key, '7');
  const store = redisRateLimitStore(shared.redis, shared.prefix, noError);
  expect((await store.hit('signin:email:stuck@example.com', 5000))?.count).toBe(8);
  const ttl = await shared.redis.pttl(key);
  expect(ttl).toBeGreaterThan(0);
  expect(ttl).toBeLessThanOrEqual(5000);
});

it('takes a hit back without going below zero or reviving an expired counter', async () => {
  const store = redisRateLimitStore(shared.redis, shared.prefix, noError);
  await store.hit('signin:ip:10.0.0.2', 60_000);
  await store.hit('signin:ip:10.0.0.2', 60_000);
  await store.undo('signin:ip:10.0.0.2');
  expect((await store.hit('signin:ip:10.0.0.2', 60_000))?.count).toBe(2);

  await store.undo('signin:ip:10.0.0.3');
  expect(await shared.redis.exists(`${shared.prefix}rate:signin:ip:10.0.0.3`)).toBe(0);
});

it('limits with the shared counters, 429 past the limit', async () => {
  const store = redisRateLimitStore(shared.redis, shared.prefix, noError);
  const limit = { key: 'form:ip:10.9.9.9', max: 3, windowMs: 60_000 };
  for (let i = 0; i < 3; i++) await enforceLimits(store, [limit]);
  await expect(enforceLimits(store, [limit])).rejects.toMatchObject({ status: 429 });
});

it('lets requests through, and says so, when Redis cannot be reached', async () => {
  const port = await freePort();
  const t = await createTestApp({
    REDIS_URL: `redis://127.0.0.1:${port}`,
    AUTH_RATE_LIMIT_PER_EMAIL: '1',
  });
  const logged: string[] = [];
  const down = new Redis(`redis://127.0.0.1:${port}`, { maxRetriesPerRequest: 1 });
  down.on('error', () => {});
  const store = redisRateLimitStore(down, shared.prefix, (error) => logged.push(String(error)));
  try {
    expect(await store.hit('anything', 1000)).toBeNull();
    expect(logged).toHaveLength(1);
    await expect(enforceLimits(store, [{ key: 'x', max: 1, windowMs: 1000 }])).resolves.toBeUndefined();

    // Through the app: wrong passwords answer 401, never 500, and are not limited.
    const email = uniqueEmail();
    for (let i = 0; i < 3; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/signin',
        payload: { email, password: 'wrong password' },
      });
      expect(res.statusCode).toBe(401);
    }
  } finally {
    down.disconnect();
    await t.close();
  }
});
