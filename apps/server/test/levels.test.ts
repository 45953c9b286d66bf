import { mkdtemp, readFile, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Level, levelTypes } from '@tp/contract';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { badges, images, levels, sounds } from '../src/db/schema';
import { seedDemoCourse } from '../src/modules/levels/demo-course';
import { courseAudio } from '../src/platform/course-audio';
import { localMediaStorage } from '../src/platform/storage';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const getLevels = async () =>
  (await t.app.inject('/api/v1/levels')).json().levels as Array<Record<string, unknown>>;
const seed = () =>
  seedDemoCourse(
    t.db,
    localMediaStorage(t.config.uploadsDir),
    t.config.CONTENT_DIR,
    courseAudio(t.config.ffmpegPath),
  );

describe('the demo course', () => {
  it('is an empty course before seeding', async () => {
    expect(await getLevels()).toEqual([]);
  });

  it('seeds at least 40 levels of all six types, in order, with their media served', async () => {
    expect(await seed()).toBeGreaterThanOrEqual(40);
    // Seeded straight into the database: served once the database tells the app.
    await expect.poll(async () => (await getLevels()).length).toBeGreaterThanOrEqual(40);
    const course = await getLevels();
    expect(course.map((l) => l.level)).toEqual(course.map((_, i) => i + 1));
    expect(new Set(course.map((l) => l.type))).toEqual(new Set(levelTypes));

    const soundLevel = course.find((l) => l.type === 'sound') as {
      sounds: { answer: string; sound: string }[];
      image: { link: string };
    };
    expect(soundLevel.sounds.length).toBeGreaterThan(0);
    // Every item says which other spellings it accepts and whether it has a picture of its own.
    for (const sound of course.flatMap((l) => l.sounds as Record<string, unknown>[])) {
      expect(Array.isArray(sound.variants)).toBe(true);
      expect(sound).toHaveProperty('image');
    }
    expect(soundLevel.image.link).toMatch(/^\/media\/[0-9a-f]{32}\.svg$/);
    const audio = await t.app.inject(soundLevel.sounds[0]?.sound ?? '');
    expect(audio.statusCode).toBe(200);
    expect(audio.headers['content-type']).toMatch(/^audio\/mpeg/);
    expect(audio.headers['cache-control']).toContain('immutable');
    expect(audio.headers['content-security-policy']).toContain('sandbox');

    const mcqLevel = course.find((l) => l.type === 'mcq') as {
      mcqs: { options: unknown[]; correctAnswer: number }[];
    };
    expect(mcqLevel.mcqs[0]?.options.length).toBeGreaterThan(mcqLevel.mcqs[0]?.correctAnswer ?? 99);
    const seededBadges = await t.db.select().from(badges);
    expect(seededBadges.map((b) => b.rule).sort()).toEqual(['levels', 'levels', 'points', 'streak']);
    expect(seededBadges.every((b) => b.imageUrl.startsWith('/media/'))).toBe(true);
    const videoLevel = course.find((l) => l.type === 'video') as { video: { link: string } };
    expect((await t.app.inject(videoLevel.video.link)).headers['content-type']).toMatch(/^video\/mp4/);
  });

  it('seeds each explanation’s translations from content/translations, the words said and typed staying English', async () => {
    const french = JSON.parse(
      await readFile(path.join(t.config.CONTENT_DIR, 'translations', 'fr.json'), 'utf8'),
    ) as Record<string, string>;
    const inFrench = (await t.app.inject('/api/v1/levels?lang=fr')).json().levels as Level[];
    const english = (await getLevels()) as unknown as Level[];
    const info = english.findIndex((l) => l.type === 'info');
    expect(inFrench[info]?.texts).toEqual(english[info]?.texts.map((text) => french[text]));
    const quiz = english.findIndex((l) => l.type === 'mcq');
    const [question] = english[quiz]?.mcqs ?? [];
    expect(inFrench[quiz]?.mcqs[0]?.question).toBe(french[question?.question ?? '']);
    // An option that is a spelling or a key reads the same in French.
    expect(inFrench[quiz]?.mcqs[0]?.options).toEqual(
      question?.options.map((option) => ({ ...option, text: french[option.text] ?? option.text })),
    );
    const speaking = english.findIndex((l) => l.type === 'speaking');
    expect(inFrench[speaking]?.texts).toEqual(english[speaking]?.texts);
    expect(inFrench[speaking]?.sounds).toEqual(english[speaking]?.sounds);
  });

  it('seeds levels 1 to 40 free and the manifest’s premium part premium-only', async () => {
    const rows = await t.db
      .select({ level: levels.level, premiumOnly: levels.premiumOnly })
      .from(levels)
      .orderBy(levels.level);
    expect(rows.filter((row) => row.level <= 40 && row.premiumOnly)).toEqual([]);
    const premium = rows.filter((row) => row.premiumOnly).map((row) => row.level);
    expect(premium.length).toBeGreaterThan(0);
    // The open course shows where a premium level stands, not what it holds.
    const open = await getLevels();
    const locked = open.find((l) => l.level === premium[0]);
    expect(locked).toMatchObject({ premiumOnly: true, texts: [], sounds: [] });
  });

  it('answers a repeat visit with 304 until the course changes', async () => {
    const first = await t.app.inject('/api/v1/levels');
    expect(first.headers['cache-control']).toBe('public, no-cache');
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await t.app.inject({ url: '/api/v1/levels', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    await t.db.insert(levels).values({ level: 999, type: 'info', texts: ['Added by an admin'] });
    const askAgain = () => t.app.inject({ url: '/api/v1/levels', headers: { 'if-none-match': etag } });
    await expect.poll(async () => (await askAgain()).statusCode).toBe(200);
    const changed = await askAgain();
    expect(changed.headers.etag).not.toBe(etag);
    await t.db.delete(levels).where(eq(levels.level, 999));
  });

  it('is seeded once: a second start adds nothing', async () => {
    const [before] = await t.db.select({ n: count() }).from(levels);
    expect(await seed()).toBe(0);
    const [after] = await t.db.select({ n: count() }).from(levels);
    expect(after?.n).toBe(before?.n);
  });
});

it('seeds a sound’s accepted variants and its own picture from the manifest', async () => {
  const other = await createTestApp();
  // The demo course with its first sound given a variant and another image as its own.
  const dir = await mkdtemp(path.join(tmpdir(), 'tp-course-'));
  const manifest = JSON.parse(await readFile(path.join(other.config.CONTENT_DIR, 'course.json'), 'utf8'));
  const [first] = manifest.sounds as { key: string; answer: string; variants?: string[]; image?: string }[];
  if (!first) throw new Error('the demo course has no sound');
  const picture = manifest.images.at(-1) as { key: string; title: string };
  first.variants = [`${first.answer}ə`];
  first.image = picture.key;
  await writeFile(path.join(dir, 'course.json'), JSON.stringify(manifest));
  await symlink(path.resolve(other.config.CONTENT_DIR, 'media'), path.join(dir, 'media'));
  expect(
    await seedDemoCourse(
      other.db,
      localMediaStorage(other.config.uploadsDir),
      dir,
      courseAudio(other.config.ffmpegPath),
    ),
  ).toBeGreaterThan(0);

  const [row] = await other.db
    .select({ variants: sounds.variants, image: images.title })
    .from(sounds)
    .leftJoin(images, eq(images.id, sounds.imageId))
    .where(eq(sounds.answer, first.answer));
  expect(row).toEqual({ variants: [`${first.answer}ə`], image: picture.title });
  const seeded = (await other.app.inject('/api/v1/levels')).json().levels as Level[];
  const played = seeded.flatMap((l) => l.sounds).find((s) => s.answer === first.answer);
  expect(played).toMatchObject({ variants: [`${first.answer}ə`], image: { title: picture.title } });
  expect(played?.image?.link).toMatch(/^\/media\/[0-9a-f]{32}\./);
  await other.close();
});

it('never seeds over a course an admin has started', async () => {
  const other = await createTestApp();
  await other.db.insert(levels).values({ level: 1, type: 'info', texts: ['Welcome'] });
  expect(
    await seedDemoCourse(
      other.db,
      localMediaStorage(other.config.uploadsDir),
      other.config.CONTENT_DIR,
      courseAudio(other.config.ffmpegPath),
    ),
  ).toBe(0);
  const course = (await other.app.inject('/api/v1/levels')).json().levels;
  expect(course).toHaveLength(1);
  expect(course[0]).toMatchObject({
    level: 1,
    type: 'info',
    texts: ['Welcome'],
    sounds: [],
    mcqs: [],
    video: null,
  });
  await other.close();
});
