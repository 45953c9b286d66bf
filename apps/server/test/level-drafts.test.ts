import type { Level } from '@tp/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { levelMcqs, levelSounds, levels, sounds, users } from '../src/db/schema';
import { createTestApp, signInAsAdmin, signUp, type TestApp } from './test-app';

let t: TestApp;
let auth: { authorization: string };
let learner: { authorization: string };
let cat: string;
beforeAll(async () => {
  t = await createTestApp();
  auth = { authorization: `Bearer ${await signInAsAdmin(t)}` };
  learner = { authorization: `Bearer ${(await signUp(t.app)).token}` };
  const [row] = await t.db
    .insert(sounds)
    .values({ name: 'cat', answer: 'ʞæt', url: '/media/cat.mp3' })
    .returning();
  cat = row?.id as string;
});
afterAll(() => t.close());

beforeEach(async () => {
  await t.db.delete(levelSounds);
  await t.db.delete(levelMcqs);
  await t.db.delete(levels);
  // Each test starts its learner at the beginning of its own course.
  await t.db.update(users).set({ level: 1, sublevel: 0, displayedLevel: 1, levelsCompleted: 0 });
});

const call = (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
  headers: Record<string, string> = auth,
) => t.app.inject({ method, url: `/api/v1${url}`, headers, ...(payload ? { payload } : {}) });

const publicCourse = async () => (await t.app.inject({ url: '/api/v1/levels' })).json().levels as Level[];
const adminCourse = async () => (await call('GET', '/admin/levels')).json().levels as Level[];

async function createLevel(level: number, type = 'sound') {
  const res = await call('POST', '/create-level', { level, type });
  expect(res.statusCode).toBe(201);
  return res.json().newLevel as Level;
}
/** A sound level holding the cat, published. */
async function playableLevel(level: number) {
  const created = await createLevel(level);
  await call('PUT', `/levels/update-sound/${created._id}`, { sounds: [cat] });
  expect((await call('PUT', `/levels/${created._id}/settings`, { published: true })).statusCode).toBe(200);
  return created;
}
// The learner is new: its first move carries a guest's progress, as after sign-up.
const setLevel = (level: number) =>
  call('POST', '/me/level', { level, incrementDisplayedLevel: true }, learner);
const answer = (levelId: string, sublevel: number, typed: string | number) =>
  call('POST', '/me/answer', { levelId, sublevel, answer: typed, timeZone: 'UTC' }, learner);

describe('a new level', () => {
  it('is a draft: the admin sees it marked, the public course and a learner do not', async () => {
    const first = await playableLevel(1);
    const draft = await createLevel(2);
    expect(draft).toMatchObject({ level: 2, published: false });

    expect((await adminCourse()).map((l) => [l._id, l.published])).toEqual([
      [first._id, true],
      [draft._id, false],
    ]);
    expect((await publicCourse()).map((l) => l._id)).toEqual([first._id]);
    // A learner who finished the one published level has finished the course.
    expect((await setLevel(2)).json().progress).toMatchObject({ level: 2, completed: true });
    expect((await setLevel(3)).statusCode).toBe(400);
  });

  it('placed in the middle moves no learner: places count published levels only', async () => {
    const one = await playableLevel(1);
    const two = await playableLevel(2);
    // A draft before the learner's level takes no place in the learners' course.
    await createLevel(1);
    const course = await publicCourse();
    expect(course.map((l) => [l._id, l.level])).toEqual([
      [one._id, 1],
      [two._id, 2],
    ]);
    expect((await adminCourse()).map((l) => l.level)).toEqual([1, 2, 3]);
    expect((await answer(one._id, 0, 'ʞæt')).json()).toMatchObject({ correct: true, progress: { level: 2 } });
    const right = await answer(two._id, 0, 'ʞæt');
    expect(right.statusCode).toBe(200);
    expect(right.json()).toMatchObject({ correct: true, progress: { level: 3, completed: true } });
  });
});

describe('publishing', () => {
  it('publishes a level with an item, shows it to learners, and records it', async () => {
    const level = await createLevel(1);
    await call('PUT', `/levels/update-sound/${level._id}`, { sounds: [cat] });
    const res = await call('PUT', `/levels/${level._id}/settings`, { published: true });
    expect(res.statusCode).toBe(200);
    expect(res.json().level).toMatchObject({ published: true });
    expect((await publicCourse()).map((l) => l._id)).toEqual([level._id]);
    const audit = (await call('GET', '/admin/audit')).json();
    expect(audit.entries[0]).toMatchObject({
      entity: 'level',
      entityId: level._id,
      before: { published: false },
      after: { published: true },
    });

    expect((await call('PUT', `/levels/${level._id}/settings`, { published: false })).statusCode).toBe(200);
    expect(await publicCourse()).toEqual([]);
  });

  it('refuses to publish a level without an item with 409, and it stays a draft', async () => {
    for (const type of ['sound', 'video', 'listening', 'mcq', 'info', 'speaking']) {
      const level = await createLevel(1, type);
      const res = await call('PUT', `/levels/${level._id}/settings`, { published: true, points: 5 });
      expect(res.statusCode, type).toBe(409);
      expect(res.json().error).toMatchObject({
        code: 'level_empty',
        message: 'A level needs at least one item before it is published.',
      });
      expect((await call('GET', `/admin/levels/${level._id}`)).json().level).toMatchObject({
        published: false,
        points: 10,
      });
    }
    expect(await publicCourse()).toEqual([]);
  });

  it('refuses to empty a published level with 409; a draft may be emptied', async () => {
    const level = await playableLevel(1);
    const emptied = await call('PUT', `/levels/update-sound/${level._id}`, { sounds: [] });
    expect(emptied.statusCode).toBe(409);
    expect(emptied.json().error.code).toBe('level_empty');
    expect((await publicCourse())[0]?.sounds.map((s) => s._id)).toEqual([cat]);

    await call('PUT', `/levels/${level._id}/settings`, { published: false });
    expect((await call('PUT', `/levels/update-sound/${level._id}`, { sounds: [] })).statusCode).toBe(200);
  });

  it('validates `published` (400) and answers 404 for a level that does not exist', async () => {
    const level = await createLevel(1);
    for (const published of ['yes', 1, null]) {
      const res = await call('PUT', `/levels/${level._id}/settings`, { published });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('validation_failed');
    }
    const missing = await call('PUT', `/levels/${crypto.randomUUID()}/settings`, { published: true });
    expect(missing.statusCode).toBe(404);
  });

  it('serves the public course anew once a level is published (a new ETag)', async () => {
    const level = await createLevel(1);
    await call('PUT', `/levels/update-sound/${level._id}`, { sounds: [cat] });
    const before = await t.app.inject({ url: '/api/v1/levels' });
    expect(before.json().levels).toEqual([]);
    await call('PUT', `/levels/${level._id}/settings`, { published: true });
    const after = await t.app.inject({
      url: '/api/v1/levels',
      headers: { 'if-none-match': before.headers.etag as string },
    });
    expect(after.statusCode).toBe(200);
    expect(after.json().levels.map((l: Level) => l._id)).toEqual([level._id]);
  });
});

describe('answers', () => {
  it('are refused for a draft, however the learner got there', async () => {
    const draft = await createLevel(1);
    await call('PUT', `/levels/update-sound/${draft._id}`, { sounds: [cat] });
    const res = await answer(draft._id, 0, 'abc');
    expect(res.statusCode).toBe(404);
  });

  it('are refused for an item that does not exist, so no level passes on any answer', async () => {
    // A published level left empty behind the API's back (the API refuses to empty one).
    const [empty] = await t.db
      .insert(levels)
      .values({ level: 1, type: 'sound', published: true })
      .returning();
    const res = await answer(empty?.id as string, 0, 'abc');
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toMatchObject({ code: 'not_found', message: 'This item does not exist.' });
  });

  it('are refused past a level’s items', async () => {
    const level = await playableLevel(1);
    // Every account's place points past the level's one item (as when items were taken away).
    await t.db.update(users).set({ level: 1, sublevel: 1 });
    const res = await answer(level._id, 1, 'ʞæt');
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('not_found');
  });
});

/** A level as an admin previews it, as `headers` ask for it. */
const preview = (id: string, headers: Record<string, string> = auth, query = '') =>
  call('GET', `/admin/levels/${id}/preview${query}`, undefined, headers);

describe('a level preview', () => {
  it('gives an admin a draft as learners would play it, and leaves it a draft', async () => {
    const draft = await createLevel(1);
    await call('PUT', `/levels/update-sound/${draft._id}`, { sounds: [cat] });

    const res = await preview(draft._id);
    expect(res.statusCode).toBe(200);
    const level = res.json().level as Level;
    expect(level).toMatchObject({ _id: draft._id, type: 'sound', published: false });
    expect(level.sounds.map((sound) => [sound.name, sound.answer])).toEqual([['cat', 'ʞæt']]);
    // The learners' shape: no translations for editing beside the texts.
    expect(level).not.toHaveProperty('translations');

    expect((await adminCourse()).find((l) => l._id === draft._id)?.published).toBe(false);
    expect((await publicCourse()).map((l) => l._id)).not.toContain(draft._id);
  });

  it('gives a draft speaking level the model voice a published level plays', async () => {
    const heard = await createLevel(1, 'listening');
    await call('PUT', `/levels/image-update/${heard._id}`, { imageId: null, sounds: [cat] });
    expect((await call('PUT', `/levels/${heard._id}/settings`, { published: true })).statusCode).toBe(200);
    const speaking = await createLevel(2, 'speaking');
    await call('PUT', `/levels/update-text/${speaking._id}`, { texts: ['Say: cat'] });

    const level = (await preview(speaking._id)).json().level as Level;
    expect(level).toMatchObject({ type: 'speaking', texts: ['Say: cat'], published: false });
    expect(level.sounds.map((sound) => sound.name)).toEqual(['cat']);
  });

  it('gives an info level in the language asked for, English where untranslated', async () => {
    const info = await createLevel(1, 'info');
    await call('PUT', `/levels/update-text/${info._id}`, {
      texts: ['Listen closely', 'Type what you hear'],
      translations: { fr: ['Écoutez bien', null] },
    });
    const level = (await preview(info._id, auth, '?lang=fr')).json().level as Level;
    expect(level.texts).toEqual(['Écoutez bien', 'Type what you hear']);
  });

  it('is refused to guests and learners, and is 404 for an unknown level, 400 for a malformed id', async () => {
    const draft = await createLevel(1, 'mcq');
    expect((await preview(draft._id, {})).statusCode).toBe(401);
    const refused = await preview(draft._id, learner);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).not.toHaveProperty('level');
    const unknown = await preview('00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toHaveProperty('error');
    expect((await preview('not-a-level')).statusCode).toBe(400);
    expect((await preview(draft._id, auth, '?lang=xx')).statusCode).toBe(400);
  });
});
