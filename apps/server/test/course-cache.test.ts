import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { Level } from '@tp/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import type { Listen } from '../src/db/notifications';
import { images, levelSounds, levels, sounds } from '../src/db/schema';
import { type CourseCache, createCourseCache } from '../src/modules/levels/course-cache';
import { createMediaLinks } from '../src/platform/media-links';
import { createTestApp, signInAsAdmin, type TestApp } from './test-app';

// Two instances of the app on one database, each with its own cache of the course.
let t: TestApp;
let other: TestApp['app'];
let auth: { authorization: string };
let levelId: string;
let imageId: string;
beforeAll(async () => {
  t = await createTestApp();
  other = await buildApp({ config: t.config, db: t.db, listen: t.listen, jwtSecret: 'x'.repeat(48) });
  auth = { authorization: `Bearer ${await signInAsAdmin(t)}` };
  const [image] = await t.db.insert(images).values({ title: 'Cat', url: '/media/cat.svg' }).returning();
  const [level] = await t.db
    .insert(levels)
    .values({ level: 1, type: 'sound', points: 10, imageId: image?.id })
    .returning();
  const [sound] = await t.db
    .insert(sounds)
    .values({ name: 'cat', answer: 'kæt', url: '/media/cat.mp3' })
    .returning();
  if (!level || !sound) throw new Error('no rows');
  levelId = level.id;
  imageId = image?.id ?? '';
  await t.db.insert(levelSounds).values({ levelId, position: 0, soundId: sound.id });
});
afterAll(async () => {
  await other.close();
  await t.close();
});

const course = async (app: TestApp['app']) => {
  const res = await app.inject('/api/v1/levels');
  expect(res.statusCode).toBe(200);
  return { levels: res.json().levels as Level[], etag: res.headers.etag as string };
};

describe('the course as GET /levels sends it', () => {
  it('is compressed for clients that accept it, the same content in every encoding', async () => {
    const get = (acceptEncoding?: string) =>
      t.app.inject({
        url: '/api/v1/levels',
        headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
      });
    const plain = await get();
    const br = await get('gzip, deflate, br');
    const gzip = await get('gzip;q=1, br;q=0');
    // Asked again, in another order: each header is parsed once and remembered.
    const again = [await get('gzip;q=1, br;q=0'), await get('gzip, deflate, br'), await get('identity')];
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(again.map((res) => res.headers['content-encoding'])).toEqual(['gzip', 'br', undefined]);
    for (const res of [plain, br, gzip]) {
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(res.headers.vary).toContain('accept-encoding');
      expect(res.headers.etag).toBe(plain.headers.etag);
    }
    expect(brotliDecompressSync(br.rawPayload).equals(plain.rawPayload)).toBe(true);
    expect(gunzipSync(gzip.rawPayload).equals(plain.rawPayload)).toBe(true);
    expect(plain.json().levels[0].sounds[0]).toMatchObject({ name: 'cat', answer: 'kæt' });
  });

  it('serves an admin’s change at once on the instance that made it, and on the others once the database tells them', async () => {
    const [before, beforeOther] = [await course(t.app), await course(other)];
    expect(beforeOther).toEqual(before);

    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/levels/${levelId}/settings`,
      headers: auth,
      payload: { points: 25 },
    });
    expect(res.statusCode).toBe(200);
    const after = await course(t.app);
    expect(after.levels[0]?.points).toBe(25);
    expect(after.etag).not.toBe(before.etag);
    await expect.poll(() => course(other)).toEqual(after);
  });

  it.each([
    ['a sound', () => t.db.update(sounds).set({ answer: 'kæts' }), (l: Level) => l.sounds[0]?.answer, 'kæts'],
    [
      'a sound’s variants',
      () => t.db.update(sounds).set({ variants: ['kɑt', 'ʞæt'] }),
      (l: Level) => l.sounds[0]?.variants.join(' '),
      'kɑt ʞæt',
    ],
    [
      'a sound’s picture',
      () => t.db.update(sounds).set({ imageId }),
      (l: Level) => l.sounds[0]?.image?._id,
      () => imageId,
    ],
    ['an image', () => t.db.update(images).set({ title: 'Kitten' }), (l: Level) => l.image?.title, 'Kitten'],
    [
      'the picture of a sound',
      () => t.db.update(images).set({ title: 'Kitty' }).where(eq(images.id, imageId)),
      (l: Level) => l.sounds[0]?.image?.title,
      'Kitty',
    ],
    [
      'a level',
      () => t.db.update(levels).set({ premiumOnly: true }).where(eq(levels.id, levelId)),
      (l: Level) => l.premiumOnly,
      true,
    ],
  ])('follows a change to %s made straight in the database', async (_, change, read, expected) => {
    await course(other);
    await change();
    const want = typeof expected === 'function' ? expected() : expected;
    await expect.poll(async () => read((await course(other)).levels[0] as Level)).toBe(want);
  });

  it('serves one course to all the requests that arrive together, the new one once it is told', async () => {
    const burst = () => Promise.all(Array.from({ length: 20 }, () => course(other)));
    const during = burst();
    await t.db.update(levels).set({ points: 30 }).where(eq(levels.id, levelId));
    await expect.poll(async () => (await course(other)).levels[0]?.points).toBe(30);
    const after = await burst();
    expect(after.map((c) => c.levels[0]?.points)).toEqual(after.map(() => 30));
    expect(new Set(after.map((c) => c.etag)).size).toBe(1);
    await during;
  });

  it('answers a client that has the current course with 304, however it names it', async () => {
    const { etag } = await course(t.app);
    const ask = (ifNoneMatch: string) =>
      t.app.inject({ url: '/api/v1/levels', headers: { 'if-none-match': ifNoneMatch } });
    for (const held of [etag, `"stale", ${etag}`, etag.replace(/^W\//, ''), '*']) {
      const res = await ask(held);
      expect(res.statusCode, held).toBe(304);
      expect(res.body).toBe('');
      expect(res.headers).toMatchObject({
        etag,
        vary: 'accept-encoding, authorization',
        'cache-control': 'public, no-cache',
      });
    }
    expect((await ask('W/"stale"')).statusCode).toBe(200);
  });
});

describe('when the course cache reads the version again', () => {
  /** Notifications this test sends itself: the database's own are not heard. */
  function toldByHand() {
    const state = { hearing: true, tell: () => {} };
    const listen: Listen = async (_channel, onChange) => {
      state.tell = onChange;
      return state;
    };
    return { state, listen };
  }
  const links = createMediaLinks('x'.repeat(48));
  const pointsIn = async (cache: CourseCache) =>
    (JSON.parse((await cache.current()).identity.toString()) as { levels: Level[] }).levels[0]?.points;
  const setPoints = (points: number) => t.db.update(levels).set({ points }).where(eq(levels.id, levelId));

  it('trusts the version it read until a notification, a change made through it, or its time is up', async () => {
    const told = toldByHand();
    const cache = await createCourseCache(t.db, links, told.listen, { trustMs: 300 });
    await setPoints(40);
    expect(await pointsIn(cache)).toBe(40);

    // Not told: the version read is trusted, no request reads it again.
    await setPoints(41);
    expect(await pointsIn(cache)).toBe(40);
    told.state.tell();
    expect(await pointsIn(cache)).toBe(41);

    await setPoints(42);
    cache.changedHere();
    expect(await pointsIn(cache)).toBe(42);

    await setPoints(43);
    await expect.poll(() => pointsIn(cache), { interval: 50 }).toBe(43);
  });

  it('reads it for every request while it does not hear the database', async () => {
    const told = toldByHand();
    const cache = await createCourseCache(t.db, links, told.listen);
    await setPoints(50);
    expect(await pointsIn(cache)).toBe(50);
    told.state.hearing = false;
    told.state.tell();
    for (const points of [51, 52]) {
      await setPoints(points);
      expect(await pointsIn(cache)).toBe(points);
    }
    const unheard = await createCourseCache(t.db, links);
    await setPoints(53);
    expect(await pointsIn(unheard)).toBe(53);
  });
});
