import type { Level } from '@tp/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { levelSounds, levels, soundStatsDaily, sounds, users } from '../src/db/schema';
import { localMediaStorage } from '../src/platform/storage';
import { createTestApp, signUp, type TestApp } from './test-app';

let t: TestApp;
const files = { pin: '', bed: '', tea: '' };
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  const storage = localMediaStorage(t.config.uploadsDir);
  for (const word of ['pin', 'bed', 'tea'] as const)
    files[word] = await storage.put(Buffer.from(word), 'mp3');
  const made = await t.db
    .insert(sounds)
    .values([
      { name: 'pin', answer: 'ꟼɪn', url: files.pin },
      { name: 'bed', answer: 'bed', url: files.bed },
      { name: 'tea', answer: 'ʇi', url: files.tea },
    ])
    .returning();
  for (const row of made) ids[row.name] = row.id;
  const rows = await t.db
    .insert(levels)
    .values([
      { level: 1, type: 'sound' },
      { level: 2, type: 'sound', premiumOnly: true },
      { level: 3, type: 'speaking', texts: ['Say: pin', 'Say: bed', 'Say: tea', 'Say: moon', 'Say: Pin!'] },
      { level: 4, type: 'speaking', premiumOnly: true, texts: ['Say: tea'] },
    ])
    .returning();
  for (const row of rows) ids[`L${row.level}`] = row.id;
  await t.db.insert(levelSounds).values([
    { levelId: ids.L1 as string, position: 0, soundId: ids.pin as string },
    { levelId: ids.L1 as string, position: 1, soundId: ids.bed as string },
    { levelId: ids.L2 as string, position: 0, soundId: ids.tea as string },
  ]);
});
afterAll(() => t.close());

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const courseOf = async (token?: string) => {
  const res = await t.app.inject({ url: '/api/v1/levels', headers: token ? auth(token) : {} });
  expect(res.statusCode).toBe(200);
  return res.json().levels as Level[];
};
const answer = (token: string, sublevel: number, rating: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/me/answer',
    headers: auth(token),
    payload: { levelId: ids.L3, sublevel, answer: rating, timeZone: 'UTC' },
  });
/** A learner at the free speaking level's first text. */
async function speaker() {
  const learner = await signUp(t.app);
  await t.db.update(users).set({ level: 3, displayedLevel: 3 }).where(eq(users.id, learner.user._id));
  return learner;
}
const counts = async (userId: string) =>
  (await t.db.select().from(soundStatsDaily).where(eq(soundStatsDaily.userId, userId)))
    .map(({ symbol, attempts, right, missed }) => ({ symbol, attempts, right, missed }))
    .sort((p, q) => p.symbol.localeCompare(q.symbol));

describe('a speaking level’s model voices', () => {
  it('are the course’s sounds of its words, a free level’s from free levels only', async () => {
    const course = await courseOf();
    expect(course[2]?.sounds.map((s) => [s.name, s.sound])).toEqual([
      ['pin', files.pin],
      ['bed', files.bed],
    ]);
    // The premium speaking level keeps its content from a free learner, the premium file included.
    expect(course[3]?.sounds).toEqual([]);
  });

  it('reach a premium learner with the premium level’s file signed', async () => {
    const { token, user } = await signUp(t.app);
    await t.db.update(users).set({ accountType: 'premium' }).where(eq(users.id, user._id));
    const [model] = (await courseOf(token))[3]?.sounds ?? [];
    expect(model?.name).toBe('tea');
    expect(model?.sound).toMatch(new RegExp(`^${files.tea}\\?exp=\\d+&sig=`));
    expect((await t.app.inject(files.tea)).statusCode).toBe(403);
  });
});

describe('a speaking item’s rating', () => {
  it.each([3, 1.5, -1, 'same', '1', null, true])('refuses %j with 400 and moves nothing', async (rating) => {
    const { token, user } = await speaker();
    const res = await answer(token, 0, rating);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('validation_failed');
    const [row] = await t.db.select().from(users).where(eq(users.id, user._id));
    expect(row).toMatchObject({ level: 3, sublevel: 0 });
    expect(await counts(user._id)).toEqual([]);
  });

  it('counts Same as a hit and Not yet as a miss of the word’s sound in focus, and always moves on', async () => {
    const { token, user } = await speaker();
    // pin: its puffed p, Same.
    let res = await answer(token, 0, 1);
    expect(res.json()).toMatchObject({ correct: true, progress: { level: 3, sublevel: 1 } });
    // bed: its drilled vowel, Not yet.
    res = await answer(token, 1, 2);
    expect(res.json()).toMatchObject({ correct: true, progress: { level: 3, sublevel: 2 } });
    // tea: no free model, so nothing to count, whatever the rating; moon: no model at all.
    expect((await answer(token, 2, 1)).statusCode).toBe(200);
    expect((await answer(token, 3, 2)).statusCode).toBe(200);
    // The first pin again, unrated: passed, counted nothing.
    res = await answer(token, 4, 0);
    expect(res.json()).toMatchObject({ correct: true, progress: { level: 4, sublevel: 0 } });
    expect(await counts(user._id)).toEqual([
      { symbol: 'e', attempts: 1, right: 0, missed: 1 },
      { symbol: 'ꟼ', attempts: 1, right: 1, missed: 0 },
    ]);
    const mine = await t.app.inject({ url: '/api/v1/me/sounds?timeZone=UTC', headers: auth(token) });
    const accuracy = mine
      .json()
      .sounds.map((s: { symbol: string; accuracy: number }) => [s.symbol, s.accuracy]);
    expect(new Map(accuracy)).toEqual(
      new Map([
        ['e', 0],
        ['ꟼ', 1],
      ]),
    );
  });
});
