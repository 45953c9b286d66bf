import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { images, levelSounds, levels, sounds } from '../src/db/schema';
import { createTestApp, signInAsAdmin, signUp, type TestApp } from './test-app';

let t: TestApp;
let adminToken: string;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  adminToken = await signInAsAdmin(t);
  const rows = await t.db
    .insert(sounds)
    .values([
      { name: 'cot', answer: 'ʞɑt', url: '/media/cot.mp3' },
      // A merged form listed by hand, as the course once did: the drill refuses it all the same.
      { name: 'caught', answer: 'ʞɔt', variants: ['ʞɑt'], url: '/media/caught.mp3' },
      { name: 'law', answer: 'lɔ', url: '/media/law.mp3' },
      { name: 'the egg', answer: 'ði eg', url: '/media/the-egg.mp3' },
    ])
    .returning();
  for (const row of rows) ids[row.name] = row.id;
  const [drill, words] = await t.db
    .insert(levels)
    .values([
      { level: 1, type: 'listening', points: 10 },
      { level: 2, type: 'sound', points: 10 },
    ])
    .returning();
  ids.drill = drill?.id as string;
  ids.words = words?.id as string;
  await t.db.insert(levelSounds).values([
    { levelId: ids.drill, position: 0, soundId: ids.cot as string },
    { levelId: ids.drill, position: 1, soundId: ids.caught as string },
    { levelId: ids.words, position: 0, soundId: ids.law as string },
    { levelId: ids.words, position: 1, soundId: ids['the egg'] as string },
  ]);
});
afterAll(() => t.close());

const answer = (token: string, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/me/answer',
    headers: { authorization: `Bearer ${token}` },
    payload: { timeZone: 'UTC', clueUsed: false, ...payload },
  });

describe('the variant policy', () => {
  it('sends each item the spellings its level accepts: the policy’s forms, less those of the drill', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/levels' });
    const [drill, words] = res.json().levels as { sounds: { name: string; variants: string[] }[] }[];
    expect(drill?.sounds.map((s) => [s.name, s.variants])).toEqual([
      ['cot', []],
      ['caught', []],
    ]);
    expect(words?.sounds.map((s) => [s.name, s.variants])).toEqual([
      ['law', ['lɑ']],
      ['the egg', ['ðə eg']],
    ]);
  });

  it('tells a learner typing ʞɑt for caught in the ɑ/ɔ drill that it is wrong, and accepts lɑ for law', async () => {
    const { token } = await signUp(t.app);
    const cot = (await answer(token, { levelId: ids.drill, sublevel: 0, answer: 'ʞɑt' })).json();
    expect(cot).toMatchObject({ correct: true });
    const merged = (await answer(token, { levelId: ids.drill, sublevel: 1, answer: 'ʞɑt' })).json();
    expect(merged).toMatchObject({ correct: false, expected: 'ʞɔt' });
    // Missed, caught comes back after the drill's last word.
    const caught = (await answer(token, { levelId: ids.drill, sublevel: 2, answer: 'ʞɔt' })).json();
    expect(caught).toMatchObject({ correct: true });
    const law = (await answer(token, { levelId: ids.words, sublevel: 0, answer: 'lɑ' })).json();
    expect(law).toMatchObject({ correct: true, expected: 'lɑ', answer: 'lɔ' });
    const weak = (await answer(token, { levelId: ids.words, sublevel: 1, answer: 'ðə eg' })).json();
    expect(weak).toMatchObject({ correct: true });
  });
});

describe('the studio’s warnings', () => {
  it('names a variant that defeats the level’s drill, and a picture that tells the drilled words apart', async () => {
    const view = async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/v1/admin/levels/${ids.drill}`,
        headers: { authorization: `Bearer ${adminToken}` },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    const before = await view();
    // The author's own variants, as stored, not the spellings learners are sent.
    expect(before.level.sounds[1]).toMatchObject({ name: 'caught', variants: ['ʞɑt'] });
    expect(before.warnings).toEqual([
      { kind: 'variant_defeats_drill', sound: ids.caught, other: ids.cot, variant: 'ʞɑt' },
    ]);

    const [picture] = await t.db.insert(images).values({ title: 'Cot', url: '/media/cot.svg' }).returning();
    await t.db
      .update(sounds)
      .set({ imageId: picture?.id as string, variants: [] })
      .where(eq(sounds.id, ids.cot as string));
    await t.db
      .update(sounds)
      .set({ variants: [] })
      .where(eq(sounds.id, ids.caught as string));
    expect((await view()).warnings).toEqual([
      { kind: 'picture_gives_away', sound: ids.caught, other: ids.cot, variant: null },
    ]);

    const words = await t.app.inject({
      method: 'GET',
      url: `/api/v1/admin/levels/${ids.words}`,
      headers: { authorization: `Bearer ${adminToken}` },
    });
    expect(words.json().warnings).toEqual([]);
  });
});
