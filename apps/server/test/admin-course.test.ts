import type { Level } from '@tp/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, levelMcqs, levelSounds, levels } from '../src/db/schema';
import { multipart, samples } from './support/multipart';
import { createTestApp, keepOnMissedItems, signInAsAdmin, signUp, type TestApp } from './test-app';

let t: TestApp;
let auth: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  auth = { authorization: `Bearer ${await signInAsAdmin(t)}` };
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: auth, ...(payload ? { payload } : {}) });

/** The course as admins edit it, drafts included. */
const course = async () => (await call('GET', '/admin/levels')).json().levels as Level[];
const numbersAndTypes = async () => (await course()).map((l) => `${l.level}:${l.type}`);

async function createLevel(level: number, type?: string) {
  const res = await call('POST', '/create-level', { level, ...(type ? { type } : {}) });
  expect(res.statusCode).toBe(201);
  return res.json().newLevel as Level;
}

async function uploaded(url: string, field: string, bytes: Buffer, key: string): Promise<string> {
  const form = await multipart({}, { field, bytes, name: 'f' });
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/v1${url}`,
    headers: { ...auth, ...form.headers },
    payload: form.payload,
  });
  expect(res.statusCode).toBe(201);
  return res.json()[key];
}

/** One image, video and MCQ, for tests that need content of each kind to point levels at. */
async function createContent() {
  const created = async (url: string, body: object, key: string) => {
    const res = await call('POST', url, body);
    expect(res.statusCode).toBe(201);
    return res.json()[key] as { _id: string };
  };
  return {
    image: await created('/create-image', { title: 'I', link: 'https://example.com/i.png' }, 'image'),
    video: await created('/create-video', { title: 'V', link: 'https://example.com/v.mp4' }, 'video'),
    mcq: await created('/mcq', { question: 'Q', options: ['a', 'b'], correctAnswer: 1 }, 'mcq'),
  };
}

async function createSound(name: string, answer: string) {
  const sound = await uploaded('/audio-upload-single', 'audio', samples.mp3, 'audioURL');
  const res = await call('POST', '/create-sound', { name, answer, sound });
  expect(res.statusCode).toBe(201);
  return res.json().sound as { _id: string };
}

beforeEach(async () => {
  // Each test builds its own course.
  await t.db.delete(levelSounds);
  await t.db.delete(levelMcqs);
  await t.db.delete(levels);
});

describe('creating and numbering levels', () => {
  it('creates a sound level by default, and one inserted at a number moves the later ones up', async () => {
    const first = await createLevel(1);
    expect(first).toMatchObject({ level: 1, type: 'sound', points: 10, premiumOnly: false, sounds: [] });
    await createLevel(2, 'mcq');
    await createLevel(1, 'info');
    expect(await numbersAndTypes()).toEqual(['1:info', '2:sound', '3:mcq']);
  });

  it('puts a level numbered past the end last', async () => {
    await createLevel(1);
    const late = await createLevel(40, 'video');
    expect(late.level).toBe(2);
  });

  it('moves a level to another number, shifting the ones between', async () => {
    const a = await createLevel(1, 'sound');
    await createLevel(2, 'video');
    await createLevel(3, 'mcq');
    const res = await call('PUT', `/levels/${a._id}/number`, { level: 3 });
    expect(res.statusCode).toBe(200);
    expect(res.json().levels.map((l: Level) => l.type)).toEqual(['video', 'mcq', 'sound']);
  });

  it('reorders the whole course from 1 in one step', async () => {
    const a = await createLevel(1, 'sound');
    const b = await createLevel(2, 'video');
    const c = await createLevel(3, 'mcq');
    const res = await call('PUT', '/levels/reorder', {
      levels: [
        { _id: c._id, level: 1 },
        { _id: a._id, level: 2 },
        { _id: b._id, level: 3 },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Levels reordered successfully!');
    expect(await numbersAndTypes()).toEqual(['1:mcq', '2:sound', '3:video']);
  });

  it('refuses a reorder that misses a level (409) or lists one twice (400), changing nothing', async () => {
    const a = await createLevel(1, 'sound');
    const b = await createLevel(2, 'video');
    const missing = await call('PUT', '/levels/reorder', { levels: [{ _id: b._id, level: 1 }] });
    expect(missing.statusCode).toBe(409);
    const twice = await call('PUT', '/levels/reorder', {
      levels: [
        { _id: b._id, level: 1 },
        { _id: b._id, level: 2 },
      ],
    });
    expect(twice.statusCode).toBe(400);
    const unknown = await call('PUT', '/levels/reorder', {
      levels: [
        { _id: b._id, level: 1 },
        { _id: crypto.randomUUID(), level: 2 },
      ],
    });
    expect(unknown.statusCode).toBe(409);
    expect((await course()).map((l) => l._id)).toEqual([a._id, b._id]);
  });

  it('deletes a level and closes the gap', async () => {
    await createLevel(1, 'sound');
    const b = await createLevel(2, 'video');
    await createLevel(3, 'mcq');
    const res = await call('DELETE', `/level/${b._id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Level 2 deleted successfully.');
    expect(await numbersAndTypes()).toEqual(['1:sound', '2:mcq']);
    expect((await call('DELETE', `/level/${b._id}`)).statusCode).toBe(404);
  });

  it('sets points and premium-only', async () => {
    const a = await createLevel(1);
    const res = await call('PUT', `/levels/${a._id}/settings`, { points: 25, premiumOnly: true });
    expect(res.json().level).toMatchObject({ points: 25, premiumOnly: true });
    expect((await course())[0]).toMatchObject({ points: 25, premiumOnly: true });
  });

  it('answers 404 for a level that does not exist', async () => {
    const id = crypto.randomUUID();
    // Content that exists, so that the missing level is the only thing wrong.
    const sun = await createSound('sun', 'sʌn');
    const { image, video, mcq } = await createContent();
    for (const [method, url, body] of [
      ['PUT', `/levels/${id}/number`, { level: 1 }],
      ['PUT', `/levels/${id}/settings`, { points: 1 }],
      ['PUT', `/levels/update-text/${id}`, { texts: ['a'] }],
      ['PUT', `/levels/update-video/${id}`, { video: video._id, sounds: [sun._id] }],
      ['PUT', `/levels/image-update/${id}`, { imageId: image._id, sounds: [sun._id] }],
      ['PUT', `/levels/update-sound/${id}`, { sounds: [sun._id], imageId: image._id }],
      ['PUT', `/levels/update-mcq/${id}`, { mcqs: [mcq._id] }],
      ['DELETE', `/level/${id}`, undefined],
    ] as const) {
      expect((await call(method, url, body)).statusCode, `${method} ${url}`).toBe(404);
    }
  });
});

describe("a level's content", () => {
  it('sets the sounds of a sound level in order, with its image', async () => {
    const level = await createLevel(1, 'sound');
    const cat = await createSound('cat', 'ʞæt');
    const dog = await createSound('dog', 'dɔg');
    const link = await uploaded('/upload-image', 'file', samples.png, 'url');
    const image = (await call('POST', '/create-image', { title: 'A cat', link })).json().image;
    const res = await call('PUT', `/levels/update-sound/${level._id}`, {
      sounds: [dog._id, cat._id],
      imageId: image._id,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Level updated successfully.');
    const [saved] = await course();
    expect(saved?.sounds.map((s) => s.name)).toEqual(['dog', 'cat']);
    expect(saved?.image?.title).toBe('A cat');
  });

  it('sets the image and sounds of a listening level, and the video and sounds of a video level', async () => {
    const listening = await createLevel(1, 'listening');
    const videoLevel = await createLevel(2, 'video');
    const sun = await createSound('sun', 'sʌn');
    const image = (
      await call('POST', '/create-image', { title: 'Sun', link: 'https://example.com/sun.png' })
    ).json().image;
    const link = await uploaded('/upload-video', 'video', samples.mp4, 'url');
    const video = (await call('POST', '/create-video', { title: 'Chick', link, level: 2 })).json().video;
    expect(
      (await call('PUT', `/levels/image-update/${listening._id}`, { imageId: image._id, sounds: [sun._id] }))
        .statusCode,
    ).toBe(200);
    expect(
      (await call('PUT', `/levels/update-video/${videoLevel._id}`, { video: video._id, sounds: [sun._id] }))
        .statusCode,
    ).toBe(200);
    const [l1, l2] = await course();
    expect(l1).toMatchObject({ image: { title: 'Sun' }, sounds: [{ name: 'sun' }] });
    expect(l2).toMatchObject({ video: { title: 'Chick', level: 2 }, sounds: [{ name: 'sun' }] });
  });

  it('sets the questions of an MCQ level and the texts of info and speaking levels', async () => {
    const mcqLevel = await createLevel(1, 'mcq');
    const info = await createLevel(2, 'info');
    const speaking = await createLevel(3, 'speaking');
    const mcq = (
      await call('POST', '/mcq', { question: 'Which is ʃ?', options: ['sh', 's', 'z'], correctAnswer: 0 })
    ).json().mcq;
    expect((await call('PUT', `/levels/update-mcq/${mcqLevel._id}`, { mcqs: [mcq._id] })).statusCode).toBe(
      200,
    );
    expect(
      (await call('PUT', `/levels/update-text/${info._id}`, { texts: ['  Read this.  ', 'And this.'] }))
        .statusCode,
    ).toBe(200);
    expect(
      (await call('PUT', `/levels/update-text/${speaking._id}`, { texts: ['Say: sun'] })).statusCode,
    ).toBe(200);
    const [l1, l2, l3] = await course();
    expect(l1?.mcqs.map((m) => m.question)).toEqual(['Which is ʃ?']);
    expect(l2?.texts).toEqual(['Read this.', 'And this.']);
    expect(l3?.texts).toEqual(['Say: sun']);
  });

  it('refuses content that does not fit the level type with 409, changing nothing', async () => {
    const info = await createLevel(1, 'info');
    const soundLevel = await createLevel(2, 'sound');
    const videoLevel = await createLevel(3, 'video');
    const sun = await createSound('sun', 'sʌn');
    const { image, video } = await createContent();
    await call('PUT', `/levels/update-sound/${soundLevel._id}`, { sounds: [sun._id], imageId: null });
    await call('PUT', `/levels/update-video/${videoLevel._id}`, { video: video._id, sounds: [sun._id] });
    const before = await course();
    for (const [url, body] of [
      [`/levels/update-sound/${info._id}`, { sounds: [sun._id], imageId: null }],
      [`/levels/update-mcq/${info._id}`, { mcqs: [] }],
      [`/levels/update-video/${soundLevel._id}`, { video: video._id, sounds: [] }],
      [`/levels/image-update/${videoLevel._id}`, { imageId: image._id, sounds: [] }],
      [`/levels/update-text/${soundLevel._id}`, { texts: ['Hello'] }],
    ] as const) {
      const res = await call('PUT', url, body);
      expect(res.statusCode, url).toBe(409);
      expect(res.json().error.code, url).toBe('wrong_level_type');
    }
    expect(before.map((l) => l.sounds.map((s) => s.name))).toEqual([[], ['sun'], ['sun']]);
    expect(await course()).toEqual(before);
  });

  it('refuses unknown or repeated ids with 400 naming the field, changing nothing', async () => {
    const level = await createLevel(1, 'sound');
    const sun = await createSound('sun', 'sʌn');
    await call('PUT', `/levels/update-sound/${level._id}`, { sounds: [sun._id] });
    const unknown = await call('PUT', `/levels/update-sound/${level._id}`, {
      sounds: [sun._id, crypto.randomUUID()],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields).toHaveProperty('sounds');
    const image = await call('PUT', `/levels/update-sound/${level._id}`, {
      sounds: [],
      imageId: crypto.randomUUID(),
    });
    expect(image.json().error.fields).toHaveProperty('imageId');
    const twice = await call('PUT', `/levels/update-sound/${level._id}`, { sounds: [sun._id, sun._id] });
    expect(twice.statusCode).toBe(400);
    const video = await createLevel(2, 'video');
    const noVideo = await call('PUT', `/levels/update-video/${video._id}`, {
      video: crypto.randomUUID(),
      sounds: [],
    });
    expect(noVideo.json().error.fields).toHaveProperty('video');
    expect((await course())[0]?.sounds.map((s) => s.name)).toEqual(['sun']);
  });
});

describe('deleting content a level uses', () => {
  it('refuses with 409 naming the levels, then deletes once no level uses it', async () => {
    const one = await createLevel(1, 'sound');
    const two = await createLevel(2, 'listening');
    const sun = await createSound('sun', 'sʌn');
    await call('PUT', `/levels/update-sound/${one._id}`, { sounds: [sun._id] });
    await call('PUT', `/levels/image-update/${two._id}`, { sounds: [sun._id], imageId: null });

    const refused = await call('DELETE', `/sound/${sun._id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({ code: 'in_use', levels: [1, 2] });

    await call('DELETE', `/level/${one._id}`);
    expect((await call('DELETE', `/sound/${sun._id}`)).json().error.levels).toEqual([1]);
    await call('PUT', `/levels/image-update/${two._id}`, { sounds: [], imageId: null });
    const done = await call('DELETE', `/sound/${sun._id}`);
    expect(done.statusCode).toBe(200);
    expect(done.json().message).toBe('Audio deleted successfully.');
    expect((await call('GET', '/sounds')).json().sounds.map((s: { _id: string }) => s._id)).not.toContain(
      sun._id,
    );
  });

  it('does the same for videos, images and MCQs', async () => {
    const videoLevel = await createLevel(1, 'video');
    const soundLevel = await createLevel(2, 'sound');
    const mcqLevel = await createLevel(3, 'mcq');
    const { image, video, mcq } = await createContent();
    await call('PUT', `/levels/update-video/${videoLevel._id}`, { video: video._id, sounds: [] });
    await call('PUT', `/levels/update-sound/${soundLevel._id}`, { sounds: [], imageId: image._id });
    await call('PUT', `/levels/update-mcq/${mcqLevel._id}`, { mcqs: [mcq._id] });

    for (const [url, level] of [
      [`/delete-video/${video._id}`, 1],
      [`/delete-image/${image._id}`, 2],
      [`/mcq/${mcq._id}`, 3],
    ] as const) {
      const res = await call('DELETE', url);
      expect(res.statusCode, url).toBe(409);
      expect(res.json().error.levels).toEqual([level]);
    }
    await call('DELETE', `/level/${videoLevel._id}`);
    await call('DELETE', `/level/${soundLevel._id}`);
    await call('DELETE', `/level/${mcqLevel._id}`);
    expect((await call('DELETE', `/delete-video/${video._id}`)).json().message).toBe(
      'Video deleted successfully.',
    );
    expect((await call('DELETE', `/delete-image/${image._id}`)).json().message).toBe(
      'Image deleted successfully.',
    );
    expect((await call('DELETE', `/mcq/${mcq._id}`)).json().message).toBe('MCQ deleted successfully.');
    for (const url of [
      `/delete-video/${video._id}`,
      `/delete-image/${image._id}`,
      `/mcq/${mcq._id}`,
      `/sound/${video._id}`,
    ]) {
      expect((await call('DELETE', url)).statusCode, url).toBe(404);
    }
  });
});

describe('an item with accepted variants and a picture of its own', () => {
  async function tomatoLevel() {
    const { image } = await createContent();
    const own = (
      await call('POST', '/create-image', { title: 'A tomato', link: 'https://example.com/tomato.png' })
    ).json().image as { _id: string };
    const sound = await uploaded('/audio-upload-single', 'audio', samples.mp3, 'audioURL');
    const tomato = (
      await call('POST', '/create-sound', {
        name: 'tomato',
        answer: 'ʇəmeɪtoʊ',
        variants: ['ʇəmɑtoʊ'],
        imageId: own._id,
        sound,
      })
    ).json().sound as { _id: string };
    const sun = await createSound('sun', 'sʌn');
    const level = await createLevel(1, 'sound');
    await call('PUT', `/levels/update-sound/${level._id}`, {
      sounds: [tomato._id, sun._id],
      imageId: image._id,
    });
    await call('PUT', `/levels/${level._id}/settings`, { published: true });
    return { level, tomato, sun, levelImage: image, own };
  }

  it('is sent in the course with its variants and picture; other items have none', async () => {
    const { tomato, own, levelImage } = await tomatoLevel();
    const [level] = (await call('GET', '/levels')).json().levels as Level[];
    expect(level?.image?._id).toBe(levelImage._id);
    expect(level?.sounds).toEqual([
      {
        _id: tomato._id,
        name: 'tomato',
        answer: 'ʇəmeɪtoʊ',
        variants: ['ʇəmɑtoʊ'],
        sound: expect.stringMatching(/^\/media\//),
        image: { _id: own._id, title: 'A tomato', link: 'https://example.com/tomato.png' },
      },
      expect.objectContaining({ name: 'sun', variants: [], image: null }),
    ]);
  });

  it('accepts a learner’s variant, aligned with it, and counts the variant’s sounds', async () => {
    const { level } = await tomatoLevel();
    const { token, user } = await signUp(t.app);
    await keepOnMissedItems(t, user._id);
    const answer = (typed: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/me/answer',
        headers: { authorization: `Bearer ${token}` },
        payload: { levelId: level._id, sublevel: 0, answer: typed, timeZone: 'UTC' },
      });
    const close = (await answer('ʇəmɑtʊ')).json();
    expect(close).toMatchObject({ correct: false, expected: 'ʇəmɑtoʊ', answer: 'ʇəmeɪtoʊ' });
    expect(close.alignment.filter((s: { op: string }) => s.op !== 'match')).toEqual([
      { op: 'missing', expected: 'o' },
    ]);
    const right = (await answer('ʇəmɑtoʊ')).json();
    expect(right).toMatchObject({
      correct: true,
      expected: 'ʇəmɑtoʊ',
      answer: 'ʇəmeɪtoʊ',
      pointsAwarded: 10,
      progress: { level: 1, sublevel: 1 },
    });
    const sounds = (
      await t.app.inject({ url: '/api/v1/me/sounds', headers: { authorization: `Bearer ${token}` } })
    ).json().sounds as { symbol: string; attempts: number; right: number; missed: number }[];
    // Both answers were counted against ʇəmɑtoʊ: its ɑ twice right, its o missed once; no eɪ at all.
    expect(sounds.find((x) => x.symbol === 'ɑ')).toMatchObject({ attempts: 2, right: 2 });
    expect(sounds.find((x) => x.symbol === 'o')).toMatchObject({ attempts: 2, right: 1, missed: 1 });
    expect(sounds.map((x) => x.symbol)).not.toContain('ɪ');
    // The main answer is still right for the next learner.
    const other = await signUp(t.app);
    const main = await t.app.inject({
      method: 'POST',
      url: '/api/v1/me/answer',
      headers: { authorization: `Bearer ${other.token}` },
      payload: { levelId: level._id, sublevel: 0, answer: 'ʇəmeɪtoʊ', timeZone: 'UTC' },
    });
    expect(main.json()).toMatchObject({ correct: true, expected: 'ʇəmeɪtoʊ', answer: 'ʇəmeɪtoʊ' });
  });

  it('keeps its picture from being deleted while it exists, in a level or not', async () => {
    const { level, tomato, own } = await tomatoLevel();
    const inLevel = await call('DELETE', `/delete-image/${own._id}`);
    expect(inLevel.statusCode).toBe(409);
    expect(inLevel.json().error).toMatchObject({ code: 'in_use', levels: [1] });

    await call('PUT', `/levels/${level._id}/settings`, { published: false });
    await call('PUT', `/levels/update-sound/${level._id}`, { sounds: [], imageId: null });
    const outside = await call('DELETE', `/delete-image/${own._id}`);
    expect(outside.statusCode).toBe(409);
    expect(outside.json().error).toMatchObject({ code: 'in_use', levels: [] });

    expect((await call('DELETE', `/sound/${tomato._id}`)).statusCode).toBe(200);
    expect((await call('DELETE', `/delete-image/${own._id}`)).statusCode).toBe(200);
  });
});

describe('the audit log', () => {
  it('records who changed what, with the record before and after, newest first, a page at a time', async () => {
    await t.db.delete(auditLog);
    const level = await createLevel(1, 'info');
    await call('PUT', `/levels/update-text/${level._id}`, { texts: ['Hello'] });
    await call('DELETE', `/level/${level._id}`);

    const page = (await call('GET', '/admin/audit?limit=2')).json();
    expect(page.entries.map((e: { action: string }) => e.action)).toEqual(['delete', 'update']);
    const [deleted, updated] = page.entries;
    expect(deleted).toMatchObject({
      entity: 'level',
      entityId: level._id,
      actor: { email: 'root@example.com' },
      after: null,
    });
    expect(deleted.before).toMatchObject({ texts: ['Hello'] });
    expect(updated.before).toMatchObject({ texts: [] });
    expect(updated.after).toMatchObject({ texts: ['Hello'] });
    expect(page.nextBefore).toBe(updated._id);

    const next = (await call('GET', `/admin/audit?limit=2&before=${page.nextBefore}`)).json();
    expect(next.entries.map((e: { action: string }) => e.action)).toEqual(['create']);
    expect(next.nextBefore).toBeNull();
  });
});
