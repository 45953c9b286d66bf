import type { Level } from '@tp/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { images, levelMcqs, levelSounds, levels, mcqs, sounds, users, videos } from '../src/db/schema';
import { localMediaStorage } from '../src/platform/storage';
import { createTestApp, signInAsAdmin, signUp, type TestApp } from './test-app';

const hourMs = 60 * 60 * 1000;
// The tests move the server's clock to see links expire.
let clock = Date.now();

let t: TestApp;
const tokens = { free: '', premium: '', admin: '' };
/** The stored files' URLs: a premium level's own, a free level's, and one both levels show. */
const files = { premiumSound: '', premiumVideo: '', freeSound: '', shared: '' };
let premiumLevelId = '';

beforeAll(async () => {
  t = await createTestApp({}, { now: () => new Date(clock) });
  const storage = localMediaStorage(t.config.uploadsDir);
  const put = (text: string, extension: string) => storage.put(Buffer.from(text), extension);
  files.premiumSound = await put('premium sound', 'mp3');
  files.premiumVideo = await put('premium video', 'mp4');
  files.freeSound = await put('free sound', 'mp3');
  files.shared = await put('<svg xmlns="http://www.w3.org/2000/svg"/>', 'svg');

  const [picture] = await t.db.insert(images).values({ title: 'Both', url: files.shared }).returning();
  const [video] = await t.db.insert(videos).values({ title: 'Ship', url: files.premiumVideo }).returning();
  const [free, premium, quiz] = await t.db
    .insert(levels)
    .values([
      { level: 1, type: 'sound', imageId: picture?.id },
      { level: 2, type: 'video', premiumOnly: true, imageId: picture?.id, videoId: video?.id },
      { level: 3, type: 'mcq', premiumOnly: true },
    ])
    .returning();
  const [freeSound, premiumSound] = await t.db
    .insert(sounds)
    .values([
      { name: 'cat', answer: 'kæt', url: files.freeSound },
      { name: 'ship', answer: 'ʃɪp', variants: ['ʃip'], url: files.premiumSound },
    ])
    .returning();
  const [question] = await t.db
    .insert(mcqs)
    .values({ question: 'Which vowel?', options: [{ _id: '1', text: 'ɪ' }], correctAnswer: 0 })
    .returning();
  if (!free || !premium || !quiz || !freeSound || !premiumSound || !question) throw new Error('no rows');
  premiumLevelId = premium.id;
  await t.db.insert(levelSounds).values([
    { levelId: free.id, position: 0, soundId: freeSound.id },
    { levelId: premium.id, position: 0, soundId: premiumSound.id },
  ]);
  await t.db.insert(levelMcqs).values({ levelId: quiz.id, position: 0, mcqId: question.id });

  // The first account is the admin's.
  tokens.admin = await signInAsAdmin(t);
  const premiumLearner = await signUp(t.app);
  await t.db.update(users).set({ accountType: 'premium' }).where(eq(users.id, premiumLearner.user._id));
  tokens.premium = premiumLearner.token;
  tokens.free = (await signUp(t.app)).token;
});
afterAll(() => t.close());

const headers = (token?: string, etag?: string) => ({
  ...(token ? { authorization: `Bearer ${token}` } : {}),
  ...(etag ? { 'if-none-match': etag } : {}),
});
const getCourse = (token?: string, etag?: string) =>
  t.app.inject({ url: '/api/v1/levels', headers: headers(token, etag) });
const courseOf = async (token?: string) => {
  const res = await getCourse(token);
  expect(res.statusCode).toBe(200);
  return { res, levels: res.json().levels as Level[] };
};
const fetchFile = (url: string) => t.app.inject(url);
/** The course's link to `file`, as the caller of `token` got it. */
const linkTo = async (file: string, token: string) => {
  const { res } = await courseOf(token);
  const link = res.body.match(new RegExp(`${file.replace('.', '\\.')}[^"]*`))?.[0];
  if (!link) throw new Error(`no link to ${file}`);
  return link;
};

describe('a premium-only level', () => {
  it('reaches a guest and a free learner with its number, type and points but none of its content', async () => {
    for (const token of [undefined, tokens.free, 'not-a-token']) {
      const { res, levels: course } = await courseOf(token);
      expect(course.map((l) => [l.level, l.type, l.premiumOnly])).toEqual([
        [1, 'sound', false],
        [2, 'video', true],
        [3, 'mcq', true],
      ]);
      for (const locked of course.slice(1)) {
        expect(locked).toMatchObject({ sounds: [], mcqs: [], texts: [], video: null, image: null });
      }
      // Not an answer, a variant, a question or a link of theirs anywhere in the body.
      for (const secret of [
        'ʃɪp',
        'ʃip',
        'Which vowel?',
        'correctAnswer',
        files.premiumSound,
        files.premiumVideo,
      ]) {
        expect(res.body).not.toContain(secret);
      }
      expect(course[0]?.sounds[0]).toMatchObject({ answer: 'kæt', sound: files.freeSound });
      expect(res.headers['cache-control']).toBe('public, no-cache');
      expect(res.headers.vary).toBe('accept-encoding, authorization');
    }
  });

  it('reaches premium learners and admins whole, its files linked with an expiring signature', async () => {
    for (const token of [tokens.premium, tokens.admin]) {
      const { res, levels: course } = await courseOf(token);
      const [, video, quiz] = course;
      expect(video?.sounds[0]).toMatchObject({ name: 'ship', answer: 'ʃɪp', variants: ['ʃip'] });
      expect(video?.sounds[0]?.sound).toMatch(
        new RegExp(`^${files.premiumSound}\\?exp=\\d+&sig=[\\w-]{22}$`),
      );
      expect(video?.video?.link).toMatch(new RegExp(`^${files.premiumVideo}\\?exp=\\d+&sig=`));
      expect(quiz?.mcqs[0]).toMatchObject({ question: 'Which vowel?', correctAnswer: 0 });
      // A file a free level shows too is public: its link is the plain one.
      expect(video?.image?.link).toBe(files.shared);
      expect(course[0]?.sounds[0]?.sound).toBe(files.freeSound);
      expect(res.headers['cache-control']).toBe('private, no-cache');
      expect(res.headers.vary).toBe('accept-encoding, authorization');

      for (const link of [video?.sounds[0]?.sound, video?.video?.link]) {
        const file = await fetchFile(link ?? '');
        expect(file.statusCode).toBe(200);
        expect(file.headers['cache-control']).toBe('private, max-age=31536000, immutable');
      }
    }
  });

  it('has an ETag of its own in each view, and a 304 only for the view the caller gets', async () => {
    const open = (await getCourse()).headers.etag as string;
    const full = (await getCourse(tokens.premium)).headers.etag as string;
    expect(open).not.toBe(full);
    expect((await getCourse(tokens.free)).headers.etag).toBe(open);
    expect((await getCourse(tokens.premium, full)).statusCode).toBe(304);
    expect((await getCourse(undefined, open)).statusCode).toBe(304);
    expect((await getCourse(tokens.free, open)).statusCode).toBe(304);
    // A browser that kept the other view's copy gets the one it may have.
    expect((await getCourse(tokens.premium, open)).statusCode).toBe(200);
    expect((await getCourse(undefined, full)).statusCode).toBe(200);
    expect((await getCourse(tokens.free, full)).statusCode).toBe(200);
  });
});

describe('a premium-only file', () => {
  it('is refused without a signature, with a tampered one, or with another file’s', async () => {
    const link = await linkTo(files.premiumSound, tokens.premium);
    const signature = new URL(link, 'http://tp.test').searchParams;
    const exp = signature.get('exp') ?? '';
    const sig = signature.get('sig') ?? '';
    const tampered = `${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`;
    const later = String(Number(exp) + 3600);
    for (const url of [
      files.premiumSound,
      `${files.premiumSound}?exp=${exp}`,
      `${files.premiumSound}?exp=${exp}&sig=${tampered}`,
      `${files.premiumSound}?exp=${later}&sig=${sig}`,
      `${files.premiumSound}?exp=${exp}&sig=${sig}&sig=${sig}`,
      `${files.premiumVideo}?exp=${exp}&sig=${sig}`,
      `${files.premiumSound.toUpperCase().replace('/MEDIA/', '/media/')}`,
    ]) {
      const res = await fetchFile(url);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().error.code).toBe('premium_required');
    }
    expect((await fetchFile(link)).statusCode).toBe(200);
  });

  it('is refused once its link has expired; the course then links it anew', async () => {
    const link = await linkTo(files.premiumSound, tokens.premium);
    const { etag } = (await getCourse(tokens.premium)).headers;
    const start = clock;
    try {
      clock += 11 * hourMs;
      expect((await fetchFile(link)).statusCode).toBe(200);
      clock += 14 * hourMs;
      expect((await fetchFile(link)).statusCode).toBe(403);
      // The course held with the old links is not confirmed: it comes again with new ones.
      const again = await getCourse(tokens.premium, etag as string);
      expect(again.statusCode).toBe(200);
      const fresh = await linkTo(files.premiumSound, tokens.premium);
      expect(fresh).not.toBe(link);
      expect((await fetchFile(fresh)).statusCode).toBe(200);
    } finally {
      clock = start;
    }
  });

  it('is public while a free level uses it too, and the others once their level is free', async () => {
    for (const url of [files.shared, files.freeSound]) {
      const res = await fetchFile(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    expect((await fetchFile('/media/not-a-file.mp3')).statusCode).toBe(404);
    expect((await fetchFile('/media/x/..%2fsecret.mp3')).statusCode).toBe(404);

    await t.db.update(levels).set({ premiumOnly: false }).where(eq(levels.id, premiumLevelId));
    try {
      await expect.poll(async () => (await fetchFile(files.premiumSound)).statusCode).toBe(200);
      const { levels: open } = await courseOf();
      expect(open[1]?.sounds[0]?.sound).toBe(files.premiumSound);
    } finally {
      await t.db.update(levels).set({ premiumOnly: true }).where(eq(levels.id, premiumLevelId));
    }
    await expect.poll(async () => (await fetchFile(files.premiumSound)).statusCode).toBe(403);
  });

  it('is linked signed wherever an admin’s answer names it: the dashboard shows and plays it', async () => {
    const admin = await t.app.inject({ url: '/api/v1/admin/levels', headers: headers(tokens.admin) });
    const [, video] = admin.json().levels as Level[];
    expect(video?.sounds[0]?.sound).toMatch(/\?exp=\d+&sig=/);
    expect((await fetchFile(video?.sounds[0]?.sound ?? '')).statusCode).toBe(200);
    expect(video?.image?.link).toBe(files.shared);
  });
});
