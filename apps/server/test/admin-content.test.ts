import { analyse, initialOnset } from '@tp/speech/acoustics';
import { duration } from '@tp/speech/pcm';
import { votRules } from '@tp/speech/stops';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart, samples } from './support/multipart';
import { decodedPcm, loudness, probeAudio } from './support/stored-audio';
import { createTestApp, signInAsAdmin, signUp, type TestApp } from './test-app';

let t: TestApp;
let auth: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  auth = { authorization: `Bearer ${await signInAsAdmin(t)}` };
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: auth, ...(payload ? { payload } : {}) });

describe('sounds', () => {
  it('are created in one multipart request with the file, or as JSON with an uploaded URL', async () => {
    const form = await multipart(
      { name: 'cat', answer: ' ʞæt ' },
      { field: 'sound', bytes: samples.mp3, name: 'cat.mp3' },
    );
    const one = await t.app.inject({
      method: 'POST',
      url: '/api/v1/create-sound',
      headers: { ...auth, ...form.headers },
      payload: form.payload,
    });
    expect(one.statusCode).toBe(201);
    expect(one.json()).toMatchObject({
      message: 'Sound uploaded successfully!',
      sound: { name: 'cat', answer: 'ʞæt' },
    });
    expect(one.json().sound.sound).toMatch(/^\/media\/[0-9a-f]{32}\.mp3$/);

    const two = await call('POST', '/create-sound', {
      name: 'cat again',
      answer: 'ʞæt',
      sound: one.json().sound.sound,
    });
    expect(two.statusCode).toBe(201);
    expect(two.json().message).toBe('Sound saved successfully!');

    const list = (await call('GET', '/sounds')).json().sounds.map((s: { name: string }) => s.name);
    expect(list.slice(0, 2)).toEqual(['cat again', 'cat']);
  });

  it('refuses an answer with symbols the keyboard cannot type', async () => {
    const res = await call('POST', '/create-sound', {
      name: 'cat',
      answer: 'kæt͡',
      sound: 'https://example.com/a.mp3',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toHaveProperty('answer');
  });

  it('refuses a /media/ address that names no uploaded file', async () => {
    const res = await call('POST', '/create-sound', {
      name: 'cat',
      answer: 'ʞæt',
      sound: '/media/nothing.mp3',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toHaveProperty('sound');
  });

  it('refuses a multipart sound whose file is not audio, or whose fields are missing', async () => {
    const image = await multipart(
      { name: 'cat', answer: 'ʞæt' },
      { field: 'sound', bytes: samples.png, name: 'cat.mp3' },
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/create-sound',
      headers: { ...auth, ...image.headers },
      payload: image.payload,
    });
    expect(res.statusCode).toBe(415);
    const noName = await multipart(
      { answer: 'ʞæt' },
      { field: 'sound', bytes: samples.mp3, name: 'cat.mp3' },
    );
    const res2 = await t.app.inject({
      method: 'POST',
      url: '/api/v1/create-sound',
      headers: { ...auth, ...noName.headers },
      payload: noName.payload,
    });
    expect(res2.statusCode).toBe(400);
    expect(res2.json().error.fields).toHaveProperty('name');
  });

  it('suggests the answer for English text from the dictionary', async () => {
    expect((await call('GET', '/transcription?text=cat')).json()).toMatchObject({ answer: 'ʞæt' });
    expect((await call('GET', `/transcription?text=${encodeURIComponent('I like tea')}`)).json().answer).toBe(
      'ɑɪ lɑɪk ʇi',
    );
    expect((await call('GET', '/transcription?text=qwzxv')).json()).toEqual({ answer: null, variants: [] });
  });

  it('generates the audio of a word with the course voice, stored as the course’s MP3', async () => {
    const res = await call('POST', '/generate-audio', { text: 'banana' });
    expect(res.statusCode).toBe(201);
    const url = res.json().audioURL as string;
    expect(url).toMatch(/^\/media\/[0-9a-f]{32}\.mp3$/);
    const file = await t.app.inject(url);
    expect(file.headers['content-type']).toContain('audio/mpeg');
    // The voice speaks at 22.05 kHz; the clip is stored as the demo course's sounds are.
    expect(await probeAudio(file.rawPayload)).toEqual({ codec: 'mp3', rate: 32000, channels: 1, kbps: 48 });
    expect(duration(await decodedPcm(file.rawPayload))).toBeGreaterThan(0.5);
    // The demo course's sounds measure −24…−20 LUFS.
    const lufs = await loudness(file.rawPayload);
    expect(lufs).toBeGreaterThan(-24.5);
    expect(lufs).toBeLessThan(-19.5);
  });

  /** The generated clip of `body`, read back from storage and measured. */
  async function generatedOnset(body: { text: string; answer?: string }) {
    const res = await call('POST', '/generate-audio', body);
    expect(res.statusCode).toBe(201);
    const file = await t.app.inject(res.json().audioURL);
    return initialOnset(analyse(await decodedPcm(file.rawPayload)));
  }

  it('says the stops as the answer writes them: a puff after ʞ, none after s', async () => {
    expect((await generatedOnset({ text: 'key', answer: 'ʞi' }))?.vot).toBeGreaterThanOrEqual(
      votRules.aspiratedMin,
    );
    expect((await generatedOnset({ text: 'ski', answer: 'ski' }))?.vot).toBeLessThanOrEqual(
      votRules.plainMax,
    );
    // Without an answer, the dictionary's: skin is skɪn.
    expect((await generatedOnset({ text: 'skin' }))?.vot).toBeLessThanOrEqual(votRules.plainMax);
  });

  it.each(['-', '.', '--', '...'])('answers 400 to text with nothing to speak: %s', async (text) => {
    const res = await call('POST', '/generate-audio', { text });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'validation_failed',
      message: 'There is nothing to speak in the text: write a word.',
      fields: { text: 'Nothing to speak' },
    });
  });

  it('refuses an answer the keyboard cannot type, and one too long', async () => {
    const bad = await call('POST', '/generate-audio', { text: 'cat', answer: 'kat' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toHaveProperty('answer');
    const long = await call('POST', '/generate-audio', { text: 'cat', answer: 'æ'.repeat(1000) });
    expect(long.statusCode).toBe(400);
  });
});

describe('a sound’s accepted variants and own picture', () => {
  const image = async (title: string) =>
    (await call('POST', '/create-image', { title, link: `https://cdn.example.com/${title}.png` })).json()
      .image as { _id: string; title: string; link: string };
  const body = { name: 'tomato', answer: 'ʇəmeɪtoʊ', sound: 'https://example.com/tomato.mp3' };

  it('are saved with the sound, the variants cleaned as answers are, and listed with it', async () => {
    const picture = await image('tomato');
    const res = await call('POST', '/create-sound', {
      ...body,
      variants: ['  ʇəmɑtoʊ ', 'ʇəmɑ\u0074oʊ  ʊ'],
      imageId: picture._id,
    });
    expect(res.statusCode).toBe(201);
    const sound = res.json().sound;
    expect(sound).toMatchObject({
      answer: 'ʇəmeɪtoʊ',
      variants: ['ʇəmɑtoʊ', 'ʇəmɑtoʊ ʊ'],
      image: { _id: picture._id, title: 'tomato', link: 'https://cdn.example.com/tomato.png' },
    });
    const listed = (await call('GET', '/sounds'))
      .json()
      .sounds.find((s: { _id: string }) => s._id === sound._id);
    expect(listed).toEqual(sound);
  });

  it('default to no variants and no picture', async () => {
    const res = await call('POST', '/create-sound', body);
    expect(res.statusCode).toBe(201);
    expect(res.json().sound).toMatchObject({ variants: [], image: null });
    expect((await call('POST', '/create-sound', { ...body, imageId: null })).json().sound.image).toBeNull();
  });

  it('travel in multipart as repeated fields, one per variant, beside the image id', async () => {
    const picture = await image('potato');
    const send = async (fields: Record<string, string | string[]>) => {
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) {
        for (const one of [value].flat()) form.append(name, one);
      }
      form.append('sound', new Blob([samples.mp3]), 'potato.mp3');
      const request = new Request('http://tp.test/', { method: 'POST', body: form });
      return t.app.inject({
        method: 'POST',
        url: '/api/v1/create-sound',
        headers: { ...auth, 'content-type': request.headers.get('content-type') ?? '' },
        payload: Buffer.from(await request.arrayBuffer()),
      });
    };
    const two = await send({
      name: 'potato',
      answer: 'ꟼəʇeɪtoʊ',
      variants: ['ꟼəʇɑtoʊ', 'ꟼoʊʇeɪtoʊ'],
      imageId: picture._id,
    });
    expect(two.statusCode).toBe(201);
    expect(two.json().sound).toMatchObject({
      variants: ['ꟼəʇɑtoʊ', 'ꟼoʊʇeɪtoʊ'],
      image: { _id: picture._id },
    });
    const one = await send({ name: 'potato', answer: 'ꟼəʇeɪtoʊ', variants: 'ꟼəʇɑtoʊ' });
    expect(one.json().sound).toMatchObject({ variants: ['ꟼəʇɑtoʊ'], image: null });
    const none = await send({ name: 'potato', answer: 'ꟼəʇeɪtoʊ' });
    expect(none.json().sound.variants).toEqual([]);
    const twice = await send({ name: 'potato', answer: 'ꟼəʇeɪtoʊ', variants: ['ꟼəʇɑtoʊ', 'ꟼəʇɑtoʊ'] });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().error.fields).toEqual({ 'variants.1': 'Listed twice' });
  });

  it.each([
    [
      'a variant the keyboard cannot type',
      { variants: ['ʇəmɑtoʊ', 'tomato'] },
      { 'variants.1': expect.any(String) },
    ],
    ['a variant that is the answer', { variants: ['ʇəmeɪtoʊ.'] }, { 'variants.0': 'Same as the answer' }],
    ['a variant listed twice', { variants: ['ʇəmɑtoʊ', 'ʇəmɑtoʊ.'] }, { 'variants.1': 'Listed twice' }],
    ['an empty variant', { variants: ['  '] }, { 'variants.0': expect.any(String) }],
    ['a variant that is not text', { variants: [3] }, { 'variants.0': expect.any(String) }],
    ['variants sent as one string', { variants: 'ʇəmɑtoʊ' }, { variants: expect.any(String) }],
    [
      'more than ten variants',
      { variants: Array.from({ length: 11 }, (_, i) => `ʇəm${'ɑ'.repeat(i + 1)}toʊ`) },
      { variants: expect.any(String) },
    ],
    [
      'a variant longer than an answer may be',
      { variants: ['ə'.repeat(501)] },
      { 'variants.0': expect.any(String) },
    ],
    ['an image id that is not a UUID', { imageId: 'tomato.png' }, { imageId: expect.any(String) }],
    [
      'an image that does not exist',
      { imageId: crypto.randomUUID() },
      { imageId: expect.stringMatching(/^Unknown id/) },
    ],
  ])('refuse %s with 400 naming the field, saving nothing', async (_, extra, fields) => {
    const before = (await call('GET', '/sounds')).json().sounds.length;
    const res = await call('POST', '/create-sound', { ...body, ...extra });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'validation_failed', fields });
    expect((await call('GET', '/sounds')).json().sounds).toHaveLength(before);
  });

  it('names the answer and every bad variant at once', async () => {
    const res = await call('POST', '/create-sound', {
      ...body,
      answer: 'tomato',
      variants: ['ʇəmɑtoʊ', 'x͡'],
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.fields).sort()).toEqual(['answer', 'variants.1']);
  });
});

describe('videos and images', () => {
  it('are saved with a title and the uploaded file, and listed newest first', async () => {
    const form = await multipart({}, { field: 'video', bytes: samples.mp4, name: 'v.mp4' });
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/v1/upload-video',
      headers: { ...auth, ...form.headers },
      payload: form.payload,
    });
    const video = await call('POST', '/create-video', { title: 'Chick', link: upload.json().url, level: 4 });
    expect(video.statusCode).toBe(201);
    expect(video.json()).toMatchObject({
      message: 'Video details saved successfully!',
      video: { title: 'Chick', level: 4 },
    });
    expect((await call('GET', '/all-videos')).json().videos[0].title).toBe('Chick');

    const image = await call('POST', '/create-image', {
      title: 'Sun',
      link: 'https://cdn.example.com/sun.png',
    });
    expect(image.json()).toMatchObject({
      message: 'File details saved successfully!',
      image: { title: 'Sun' },
    });
    expect((await call('GET', '/all-images')).json().images[0].link).toBe('https://cdn.example.com/sun.png');
  });

  it('refuse links that are neither uploads nor http(s) addresses, and empty titles', async () => {
    for (const link of [
      'javascript:alert(1)',
      'data:image/png;base64,AA',
      '../../etc/passwd',
      '/media/../x',
    ]) {
      expect((await call('POST', '/create-image', { title: 'x', link })).statusCode, link).toBe(400);
    }
    expect(
      (await call('POST', '/create-video', { title: '  ', link: 'https://e.com/v.mp4' })).statusCode,
    ).toBe(400);
  });
});

describe('MCQs and badges', () => {
  it('creates an MCQ whose options are numbered and whose answer is an index', async () => {
    const res = await call('POST', '/mcq', {
      question: 'Which key gives ʃ?',
      options: ['a', 'q', 's'],
      correctAnswer: 0,
    });
    expect(res.statusCode).toBe(201);
    const { mcq, message } = res.json();
    expect(message).toBe('MCQ created successfully!');
    expect(mcq.options.map((o: { text: string }) => o.text)).toEqual(['a', 'q', 's']);
    expect(mcq.options.map((o: { _id: string }) => o._id)).toEqual(['1', '2', '3']);
    expect((await call('GET', '/mcqs')).json().mcqs[0]).toEqual(mcq);
  });

  it.each([
    ['an index past the options', { question: 'Q', options: ['a', 'b', 'c'], correctAnswer: 3 }],
    ['one option', { question: 'Q', options: ['a'], correctAnswer: 0 }],
    ['an empty option', { question: 'Q', options: ['a', ' '], correctAnswer: 0 }],
    ['an index as text', { question: 'Q', options: ['a', 'b'], correctAnswer: '1' }],
  ])('refuses an MCQ with %s', async (_, body) => {
    expect((await call('POST', '/mcq', body)).statusCode).toBe(400);
  });

  it('creates a badge with its rule; a second badge of the same name is refused', async () => {
    const body = {
      name: 'Marathon',
      description: 'Ten days in a row',
      imageURL: 'https://e.com/b.png',
      rule: { kind: 'streak', threshold: 10 },
    };
    const res = await call('POST', '/badge/create', body);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      message: 'Badge created successfully!',
      badge: { name: 'Marathon', rule: { kind: 'streak', threshold: 10 } },
    });
    const again = await call('POST', '/badge/create', body);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.fields).toHaveProperty('name');
    expect(
      (await call('GET', '/badges')).json().badges.filter((b: { name: string }) => b.name === 'Marathon'),
    ).toHaveLength(1);
    expect(
      (await call('POST', '/badge/create', { ...body, name: 'Zero', rule: { kind: 'points', threshold: 0 } }))
        .statusCode,
    ).toBe(400);
  });
});

describe('users and the audit of content', () => {
  it('lists every user, newest first, without secrets', async () => {
    const learner = await signUp(t.app, { name: 'Grace Hopper' });
    const users = (await call('GET', '/admin/users')).json().users as Record<string, unknown>[];
    expect(users[0]).toMatchObject({
      _id: learner.user._id,
      name: 'Grace Hopper',
      role: 'user',
      accountType: 'free',
    });
    expect(users.map((u) => u.email)).toContain('root@example.com');
    for (const user of users) {
      expect(Object.keys(user)).not.toEqual(
        expect.arrayContaining(['password', 'passwordHash', 'tokenVersion']),
      );
    }
  });

  it('records created and deleted sounds, images, videos, MCQs and badges with the admin who did it', async () => {
    const image = (
      await call('POST', '/create-image', { title: 'Audited', link: 'https://e.com/a.png' })
    ).json().image;
    await t.app.inject({ method: 'DELETE', url: `/api/v1/delete-image/${image._id}`, headers: auth });
    const { entries } = (await call('GET', '/admin/audit?limit=200')).json();
    const forImage = entries.filter((e: { entityId: string }) => e.entityId === image._id);
    expect(forImage.map((e: { action: string }) => e.action)).toEqual(['delete', 'create']);
    expect(forImage[0]).toMatchObject({
      entity: 'image',
      actor: { email: 'root@example.com' },
      before: { title: 'Audited' },
      after: null,
    });
    expect(forImage[1]).toMatchObject({ before: null, after: { title: 'Audited' } });
    const kinds = new Set(entries.map((e: { entity: string }) => e.entity));
    for (const kind of ['sound', 'video', 'mcq', 'badge']) expect(kinds, kind).toContain(kind);
  });
});
