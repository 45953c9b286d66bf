import type { AdminLevel, AdminMcq, Level } from '@tp/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { levels, mcqs } from '../src/db/schema';
import { createTestApp, signInAsAdmin, signUp, type TestApp } from './test-app';

// Info texts and MCQ questions and options carry translations; a learner's course holds their
// language only, English where a string is not translated.
let t: TestApp;
let auth: { authorization: string };
let info: AdminLevel;
let speaking: AdminLevel;
let mcq: AdminMcq;

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: auth, ...(payload ? { payload } : {}) });

async function createLevel(level: number, type: string) {
  const res = await call('POST', '/create-level', { level, type });
  expect(res.statusCode).toBe(201);
  return res.json().newLevel as AdminLevel;
}

const english = ['Welcome to TP!', 'cat = ʞæt.', 'Press Enter.'];

beforeAll(async () => {
  t = await createTestApp();
  auth = { authorization: `Bearer ${await signInAsAdmin(t)}` };
  info = await createLevel(1, 'info');
  const created = await call('POST', '/mcq', {
    question: 'How is “cat” written?',
    options: ['ʞæt', 'kæt', 'the 5 key'],
    correctAnswer: 0,
    translations: {
      fr: { question: 'Comment s’écrit « cat » ?', options: [null, null, 'la touche 5'] },
      de: { question: 'Wie schreibt man „cat“?', options: [null, null, null] },
      ja: { question: null, options: [null, null, null] },
    },
  });
  expect(created.statusCode).toBe(201);
  mcq = created.json().mcq;
  const mcqLevel = await createLevel(2, 'mcq');
  expect((await call('PUT', `/levels/update-mcq/${mcqLevel._id}`, { mcqs: [mcq._id] })).statusCode).toBe(200);
  speaking = await createLevel(3, 'speaking');
  // Learners see published levels only, and a level is published with an item.
  expect((await call('PUT', `/levels/update-text/${info._id}`, { texts: english })).statusCode).toBe(200);
  for (const level of [info, mcqLevel]) {
    expect((await call('PUT', `/levels/${level._id}/settings`, { published: true })).statusCode).toBe(200);
  }
});
afterAll(() => t.close());

const courseIn = async (lang?: string) => {
  const res = await t.app.inject(`/api/v1/levels${lang ? `?lang=${lang}` : ''}`);
  expect(res.statusCode).toBe(200);
  return { levels: res.json().levels as Level[], etag: res.headers.etag as string, body: res.body };
};

describe('an admin entering translations', () => {
  it('creates an MCQ with its translations, and lists them', async () => {
    // A language that translates nothing is not kept.
    expect(mcq.translations).toEqual({
      fr: { question: 'Comment s’écrit « cat » ?', options: [null, null, 'la touche 5'] },
      de: { question: 'Wie schreibt man „cat“?', options: [null, null, null] },
    });
    const listed = (await call('GET', '/mcqs')).json().mcqs as AdminMcq[];
    expect(listed.find((m) => m._id === mcq._id)?.translations).toEqual(mcq.translations);
  });

  it('sets an info level’s texts with their translations, and reads them back', async () => {
    const res = await call('PUT', `/levels/update-text/${info._id}`, {
      texts: english,
      translations: {
        fr: ['Bienvenue sur TP !', 'cat = ʞæt.', null],
        es: ['¡Bienvenido a TP!', null, 'Pulsa Intro.'],
        ko: [null, null, null],
      },
    });
    expect(res.statusCode).toBe(200);
    const expected = {
      fr: ['Bienvenue sur TP !', 'cat = ʞæt.', null],
      es: ['¡Bienvenido a TP!', null, 'Pulsa Intro.'],
    };
    expect(res.json().level.translations).toEqual(expected);
    const read = await call('GET', `/admin/levels/${info._id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json().level).toMatchObject({ texts: english, translations: expected });
  });

  it('keeps a text’s translations when texts change without translations given, dropping an edited one’s', async () => {
    const texts = ['A new first text.', 'Press Enter.', 'Welcome to TP!'];
    const res = await call('PUT', `/levels/update-text/${info._id}`, { texts });
    expect(res.statusCode).toBe(200);
    expect(res.json().level.translations).toEqual({
      fr: [null, null, 'Bienvenue sur TP !'],
      es: [null, 'Pulsa Intro.', '¡Bienvenido a TP!'],
    });
    // Back as it was, for the tests below.
    await call('PUT', `/levels/update-text/${info._id}`, {
      texts: english,
      translations: {
        fr: ['Bienvenue sur TP !', 'cat = ʞæt.', null],
        es: ['¡Bienvenido a TP!', null, 'Pulsa Intro.'],
      },
    });
  });

  it.each([
    ['a list of another length', { fr: ['Un', 'Deux'] }, 'translations.fr'],
    ['an unknown language', { xx: ['a', 'b', 'c'] }, 'translations'],
    ['English itself', { en: ['a', 'b', 'c'] }, 'translations'],
    ['a blank translation', { fr: ['  ', null, null] }, 'translations.fr.0'],
    ['a text past the length limit', { fr: [null, 'x'.repeat(2001), null] }, 'translations.fr.1'],
    ['a number', { fr: [1, null, null] }, 'translations.fr.0'],
  ])('refuses %s with 400 naming the field', async (_, translations, field) => {
    const res = await call('PUT', `/levels/update-text/${info._id}`, { texts: english, translations });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('validation_failed');
    expect(Object.keys(res.json().error.fields)).toContain(field);
    expect((await courseIn('fr')).levels[0]?.texts[0]).toBe('Bienvenue sur TP !');
  });

  it('refuses translations of speaking prompts, which stay English', async () => {
    const res = await call('PUT', `/levels/update-text/${speaking._id}`, {
      texts: ['Say: cat'],
      translations: { fr: ['Dites : cat'] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ translations: 'Only info texts are translated' });
  });

  it.each([
    ['options of another count', { fr: { question: 'Q ?', options: ['a'] } }, 'translations.fr.options'],
    ['an unknown language', { tlh: { question: 'Q?', options: [null, null] } }, 'translations'],
    [
      'an option past the length limit',
      { fr: { question: null, options: [null, 'x'.repeat(501)] } },
      'translations.fr.options.1',
    ],
    ['a missing question', { fr: { options: [null, null] } }, 'translations.fr.question'],
  ])('refuses an MCQ with %s with 400 naming the field', async (_, translations, field) => {
    const res = await call('POST', '/mcq', {
      question: 'Q?',
      options: ['a', 'b'],
      correctAnswer: 0,
      translations,
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.fields)).toContain(field);
  });

  it('shows a level’s translations to admins only', async () => {
    const learner = await signUp(t.app);
    const asLearner = await t.app.inject({
      url: `/api/v1/admin/levels/${info._id}`,
      headers: { authorization: `Bearer ${learner.token}` },
    });
    expect(asLearner.statusCode).toBe(403);
    expect((await call('GET', '/admin/levels/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });
});

describe('GET /levels?lang=', () => {
  it('sends info texts and MCQs in the language asked for, English per string where untranslated', async () => {
    const { levels: french } = await courseIn('fr');
    expect(french[0]?.texts).toEqual(['Bienvenue sur TP !', 'cat = ʞæt.', 'Press Enter.']);
    expect(french[1]?.mcqs[0]).toMatchObject({
      question: 'Comment s’écrit « cat » ?',
      options: [
        { _id: '1', text: 'ʞæt' },
        { _id: '2', text: 'kæt' },
        { _id: '3', text: 'la touche 5' },
      ],
      correctAnswer: 0,
    });
    const { levels: spanish } = await courseIn('es');
    expect(spanish[0]?.texts).toEqual(['¡Bienvenido a TP!', 'cat = ʞæt.', 'Pulsa Intro.']);
    expect(spanish[1]?.mcqs[0]?.question).toBe('How is “cat” written?');
    const { levels: german } = await courseIn('de');
    expect(german[0]?.texts).toEqual(english);
    expect(german[1]?.mcqs[0]?.options.map((o) => o.text)).toEqual(['ʞæt', 'kæt', 'the 5 key']);
  });

  it('sends the English course, with no translations in it, without lang or with lang=en', async () => {
    const plain = await courseIn();
    expect(plain.levels[0]?.texts).toEqual(english);
    expect(plain.levels[1]?.mcqs[0]?.question).toBe('How is “cat” written?');
    expect(plain.body).not.toContain('translations');
    expect(plain.body).not.toContain('Bienvenue');
    expect(await courseIn('en')).toEqual(plain);
    // Each language's course holds that language only.
    const french = await courseIn('fr');
    expect(french.body).not.toContain('translations');
    expect(french.body).not.toContain('Bienvenido');
  });

  it('refuses a language it does not know with 400', async () => {
    for (const lang of ['xx', 'EN', 'fr-FR', '']) {
      const res = await t.app.inject(`/api/v1/levels?lang=${lang}`);
      expect(res.statusCode, lang).toBe(400);
      expect(res.json().error.fields).toHaveProperty('lang');
    }
  });

  it('tags each language’s course with its own ETag, each revalidated on its own', async () => {
    const [en, fr, es] = [await courseIn(), await courseIn('fr'), await courseIn('es')];
    expect(new Set([en.etag, fr.etag, es.etag]).size).toBe(3);
    const ask = (lang: string, etag: string) =>
      t.app.inject({ url: `/api/v1/levels?lang=${lang}`, headers: { 'if-none-match': etag } });
    expect((await ask('fr', fr.etag)).statusCode).toBe(304);
    expect((await ask('es', fr.etag)).statusCode).toBe(200);
    const gzipped = await t.app.inject({
      url: '/api/v1/levels?lang=fr',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers.etag).toBe(fr.etag);
  });

  it('serves a translation changed by an admin at once, and one changed in the database once told', async () => {
    const before = await courseIn('fr');
    const res = await call('PUT', `/levels/update-text/${info._id}`, {
      texts: english,
      translations: { fr: ['Bienvenue dans TP !', 'cat = ʞæt.', 'Appuyez sur Entrée.'] },
    });
    expect(res.statusCode).toBe(200);
    const after = await courseIn('fr');
    expect(after.etag).not.toBe(before.etag);
    expect(after.levels[0]?.texts).toEqual(['Bienvenue dans TP !', 'cat = ʞæt.', 'Appuyez sur Entrée.']);
    // Spanish is no longer given: gone.
    expect((await courseIn('es')).levels[0]?.texts).toEqual(english);

    await t.db
      .update(mcqs)
      .set({ translations: { fr: { question: 'Comment écrit-on « cat » ?', options: [null, null, null] } } })
      .where(eq(mcqs.id, mcq._id));
    await expect
      .poll(async () => (await courseIn('fr')).levels[1]?.mcqs[0]?.question)
      .toBe('Comment écrit-on « cat » ?');
    await t.db
      .update(levels)
      .set({ textTranslations: { fr: ['Salut !', null, null] } })
      .where(eq(levels.id, info._id));
    await expect.poll(async () => (await courseIn('fr')).levels[0]?.texts[0]).toBe('Salut !');
  });
});
