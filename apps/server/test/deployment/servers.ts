import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';

/** The Redis server the tests share. */
export const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';

/**
 * A connection to the shared Redis and a key prefix of this test's own, so that test files
 * running at once never count each other's hits; `close` removes the test's keys.
 */
export function testRedis() {
  const prefix = `tp-test:${randomUUID()}:`;
  const redis = new Redis(redisUrl);
  return {
    redis,
    prefix,
    async close() {
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length) await redis.del(...keys);
      await redis.quit();
    },
  };
}
