import { Readable } from 'node:stream';
import { type Level, limits } from '@tp/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { images, levelSounds, levels, sounds, videos } from '../src/db/schema';
import { multipart, samples } from './support/multipart';
import { createTestApp, signInAsAdmin, type TestApp } from './test-app';

// Editing a sound, a video or an image: checked as creating one is, logged, and served at once.
let t: TestApp;
let auth: { authorization: string };
let soundId: string;
let videoId: string;
let imageId: string;
let otherImageId: string;
beforeAll(async () => {
  t = await createTestApp();
  auth = { authorization: `Bearer ${await signInAsAdmin(t)}` };
  const [image] = await t.db.insert(images).values({ title: 'Cat', url: '/media/cat.svg' }).returning();
  const [other] = await t.db.insert(images).values({ title: 'Dog', url: '/media/dog.svg' }).returning();
  const [sound] = await t.db
    .insert(sounds)
    .values({ name: 'cat', answer: 'kæt', url: '/media/cat.mp3', imageId: image?.id })
    .returning();
  const [video] = await t.db
    .insert(videos)
    .values({ title: 'Frog', url: '/media/frog.mp4', level: 2 })
    .returning();
  if (!image || !other || !sound || !video) throw new Error('no rows');
  [soundId, videoId, imageId, otherImageId] = [sound.id, video.id, image.id, other.id];
  const [soundLevel] = await t.db
    .insert(levels)
    .values({ level: 1, type: 'sound', points: 10, imageId })
    .returning();
  await t.db.insert(levels).values({ level: 2, type: 'video', points: 10, videoId });
  if (!soundLevel) throw new Error('no level');
  await t.db.insert(levelSounds).values({ levelId: soundLevel.id, position: 0, soundId });
});
afterAll(() => t.close());

const put = (url: string, payload: object, headers: Record<string, string> = auth) =>
  t.app.inject({ method: 'PUT', url: `/api/v1${url}`, headers, payload });

const putForm = async (
  url: string,
  fields: Record<string, string>,
  file: { field: string; bytes: Uint8Array },
) => {
  const form = await multipart(fields, { ...file, name: 'file.bin' });
  return t.app.inject({
    method: 'PUT',
    url: `/api/v1${url}`,
    headers: { ...auth, ...form.headers },
    payload: form.payload,
  });
};

/** The course a learner loads, right after the edit. */
const course = async () => (await t.app.inject('/api/v1/levels')).json().levels as Level[];

const lastAudit = async () =>
  (await t.app.inject({ url: '/api/v1/admin/audit?limit=1', headers: auth })).json().entries[0];

const unknownId = '00000000-0000-4000-8000-000000000000';

describe('PUT /sound/:id', () => {
  it('corrects the answer and variants, keeps the file and picture, logs it and serves it at once', async () => {
    await course(); // the course is cached before the edit
    const res = await put(`/sound/${soundId}`, { name: 'cat ', answer: ' ʞæt', variants: ['kæt'] });
    expect(res.statusCode).toBe(200);
    expect(res.json().sound).toMatchObject({
      _id: soundId,
      name: 'cat',
      answer: 'ʞæt',
      variants: ['kæt'],
      sound: '/media/cat.mp3',
      image: { _id: imageId },
    });
    expect(await lastAudit()).toMatchObject({
      action: 'update',
      entity: 'sound',
      entityId: soundId,
      before: { answer: 'kæt', variants: [] },
      after: { answer: 'ʞæt', variants: ['kæt'] },
    });
    expect((await course())[0]?.sounds[0]).toMatchObject({ answer: 'ʞæt', variants: ['kæt'] });
  });

  it('replaces the audio from a multipart form under a new URL, and the picture when imageId is sent', async () => {
    const res = await putForm(
      `/sound/${soundId}`,
      { name: 'cat', answer: 'ʞæt', imageId: otherImageId },
      { field: 'sound', bytes: samples.mp3 },
    );
    expect(res.statusCode).toBe(200);
    const { sound } = res.json();
    expect(sound.sound).toMatch(/^\/media\/[0-9a-f]{32}\.mp3$/);
    expect(sound.variants).toEqual([]);
    expect(sound.image._id).toBe(otherImageId);
    expect((await t.app.inject(sound.sound)).statusCode).toBe(200);
    expect((await course())[0]?.sounds[0]).toMatchObject({
      sound: sound.sound,
      image: { _id: otherImageId },
    });

    const none = await put(`/sound/${soundId}`, { name: 'cat', answer: 'ʞæt', imageId: null });
    expect(none.json().sound).toMatchObject({ sound: sound.sound, image: null });
  });

  it.each([
    ['an answer the keyboard cannot type', { answer: 'cat' }, 'answer'],
    ['a variant equal to the answer', { variants: ['ʞæt'] }, 'variants.0'],
    ['an empty name', { name: ' ' }, 'name'],
    ['an unknown picture', { imageId: unknownId }, 'imageId'],
    ['a link to no stored file', { sound: '/media/nothing.mp3' }, 'sound'],
    ['an unknown field', { url: '/media/cat.mp3' }, undefined],
  ])('refuses %s with 400 and changes nothing', async (_, change, field) => {
    const before = (await course())[0]?.sounds[0];
    const res = await put(`/sound/${soundId}`, { name: 'cat', answer: 'ʞæt', ...change });
    expect(res.statusCode).toBe(400);
    if (field) expect(res.json().error.fields).toHaveProperty([field]);
    expect((await course())[0]?.sounds[0]).toEqual(before);
  });

  it('answers 404 for an unknown id', async () => {
    const res = await put(`/sound/${unknownId}`, { name: 'cat', answer: 'ʞæt' });
    expect(res.statusCode).toBe(404);
  });

  it('refuses a file that is not audio with 415', async () => {
    const res = await putForm(
      `/sound/${soundId}`,
      { name: 'cat', answer: 'ʞæt' },
      { field: 'sound', bytes: samples.png },
    );
    expect(res.statusCode).toBe(415);
  });
});

describe('PUT /video/:id', () => {
  it('renames the video, keeping its file and level, and a learner sees it at once', async () => {
    const res = await put(`/video/${videoId}`, { title: 'The frog' });
    expect(res.statusCode).toBe(200);
    expect(res.json().video).toMatchObject({ title: 'The frog', link: '/media/frog.mp4', level: 2 });
    expect(await lastAudit()).toMatchObject({
      action: 'update',
      entity: 'video',
      before: { title: 'Frog' },
      after: { title: 'The frog' },
    });
    expect((await course())[1]?.video?.title).toBe('The frog');
  });

  it('replaces the file from a multipart form under a new URL', async () => {
    const res = await putForm(
      `/video/${videoId}`,
      { title: 'The frog' },
      { field: 'link', bytes: samples.mp4 },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().video.link).toMatch(/^\/media\/[0-9a-f]{32}\.mp4$/);
    expect((await course())[1]?.video?.link).toBe(res.json().video.link);
  });

  it('answers 400, 404 and 415 as creating does', async () => {
    expect((await put(`/video/${videoId}`, { title: '' })).statusCode).toBe(400);
    expect((await put(`/video/${videoId}`, { title: 'x', link: 'ftp://x' })).statusCode).toBe(400);
    expect((await put(`/video/${unknownId}`, { title: 'x' })).statusCode).toBe(404);
    const res = await putForm(`/video/${videoId}`, { title: 'x' }, { field: 'link', bytes: samples.mp3 });
    expect(res.statusCode).toBe(415);
  });
});

describe('PUT /image/:id', () => {
  it('renames the image and replaces its file; a learner sees both at once', async () => {
    const renamed = await put(`/image/${imageId}`, { title: 'A cat' });
    expect(renamed.json().image).toMatchObject({ title: 'A cat', link: '/media/cat.svg' });
    expect(await lastAudit()).toMatchObject({
      action: 'update',
      entity: 'image',
      before: { title: 'Cat' },
      after: { title: 'A cat' },
    });
    const res = await putForm(`/image/${imageId}`, { title: 'A cat' }, { field: 'link', bytes: samples.png });
    expect(res.statusCode).toBe(200);
    expect(res.json().image.link).toMatch(/^\/media\/[0-9a-f]{32}\.png$/);
    expect((await course())[0]?.image).toMatchObject({ title: 'A cat', link: res.json().image.link });
  });

  it('answers 400, 404 and 415 as creating does', async () => {
    expect((await put(`/image/${imageId}`, { title: 'x'.repeat(limits.titleMax + 1) })).statusCode).toBe(400);
    expect((await put(`/image/${unknownId}`, { title: 'x' })).statusCode).toBe(404);
    const res = await putForm(`/image/${imageId}`, { title: 'x' }, { field: 'link', bytes: samples.svg });
    expect(res.statusCode).toBe(415);
  });
});

describe('a replacing file past 10 MB', () => {
  it.each([
    ['sound', () => `/sound/${soundId}`, { name: 'cat', answer: 'ʞæt' }, 'sound'],
    ['video', () => `/video/${videoId}`, { title: 'x' }, 'link'],
    ['image', () => `/image/${imageId}`, { title: 'x' }, 'link'],
  ])('of a %s is refused while reading with 413, the record unchanged', async (_, url, fields, field) => {
    const before = await course();
    const big = Buffer.concat([samples.mp3, Buffer.alloc(limits.uploadMaxBytes)]);
    const form = await multipart(fields, { field, bytes: big, name: 'big.bin' });
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/v1${url()}`,
      headers: { ...auth, ...form.headers, 'transfer-encoding': 'chunked' },
      payload: Readable.from([form.payload.subarray(0, 1 << 20), form.payload.subarray(1 << 20)]),
    });
    expect(res.statusCode).toBe(413);
    expect(await course()).toEqual(before);
  });
});
