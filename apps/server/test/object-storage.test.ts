import { readdir } from 'node:fs/promises';
import type { Level } from '@tp/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../src/config';
import { appMeta, levelSounds, levels, sounds, users } from '../src/db/schema';
import { seedDemoCourse } from '../src/modules/levels/demo-course';
import { courseAudio } from '../src/platform/course-audio';
import { openMediaStorage } from '../src/platform/media';
import { multipart, samples } from './support/multipart';
import { type S3Server, startS3Server } from './support/s3-server';
import { probeAudio } from './support/stored-audio';
import { createTestApp, signInAsAdmin, signUp, type TestApp } from './test-app';

let s3: S3Server;
let t: TestApp;
let auth: { authorization: string };
/** What the server stores for the uploaded MP3: the sound in the course's format. */
let storedMp3: Buffer;
beforeAll(async () => {
  s3 = await startS3Server();
  t = await createTestApp(s3.env);
  auth = { authorization: `Bearer ${await signInAsAdmin(t)}` };
  storedMp3 = await courseAudio(t.config.ffmpegPath).convert(samples.mp3);
});
afterAll(async () => {
  await t.close();
  await s3.close();
});

const nameOf = (url: string) => url.slice('/media/'.length);

async function uploadMp3() {
  const form = await multipart({}, { field: 'audio', bytes: samples.mp3, name: 'cat.mp3' });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/audio-upload-single',
    headers: { ...auth, ...form.headers },
    payload: form.payload,
  });
  expect(res.statusCode).toBe(201);
  return res.json().audioURL as string;
}

describe('media in S3-compatible storage', () => {
  it('stores an upload in the bucket under its content name, immutable and typed, and nothing on disk', async () => {
    const url = await uploadMp3();
    expect(url).toMatch(/^\/media\/[0-9a-f]{32}\.mp3$/);
    const object = await s3.head(nameOf(url));
    expect(object).toMatchObject({
      ContentType: 'audio/mpeg',
      CacheControl: 'public, max-age=31536000, immutable',
      ContentLength: storedMp3.length,
    });
    expect(await readdir(t.config.DATA_DIR)).not.toContain('uploads');
  });

  it('serves /media/ from the bucket at the same URL, with ranges for seeking', async () => {
    const url = await uploadMp3();
    const file = await t.app.inject(url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('audio/mpeg');
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(file.headers['content-security-policy']).toContain('sandbox');
    expect(file.rawPayload.equals(storedMp3)).toBe(true);

    const part = await t.app.inject({ url, headers: { range: 'bytes=0-9' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 0-9/${storedMp3.length}`);
    expect(part.rawPayload.equals(storedMp3.subarray(0, 10))).toBe(true);
  });

  it('answers 404 for a file that is not stored or a name that is not a file name', async () => {
    expect((await t.app.inject(`/media/${'0'.repeat(64)}.mp3`)).statusCode).toBe(404);
    expect((await t.app.inject('/media/..%2Fetc%2Fpasswd')).statusCode).toBe(404);
  });

  it('accepts a link to a stored file and refuses one to a file the bucket does not hold', async () => {
    const url = await uploadMp3();
    const create = (sound: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/create-sound',
        headers: auth,
        payload: { name: 'cat', answer: 'kæt', sound },
      });
    expect((await create(url)).statusCode).toBe(201);
    const missing = await create(`/media/${'1'.repeat(64)}.mp3`);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields).toEqual({ sound: 'Unknown file' });
  });

  it('stores generated audio in the bucket', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/generate-audio',
      headers: auth,
      payload: { text: 'banana' },
    });
    expect(res.statusCode).toBe(201);
    const url = res.json().audioURL as string;
    expect(await s3.head(nameOf(url))).toMatchObject({ ContentType: 'audio/mpeg' });
    expect(await probeAudio((await t.app.inject(url)).rawPayload)).toMatchObject({
      codec: 'mp3',
      rate: 32000,
    });
  });

  it('loads the demo course with every file in the bucket', async () => {
    const seed = () =>
      seedDemoCourse(
        t.db,
        openMediaStorage(t.config),
        t.config.CONTENT_DIR,
        courseAudio(t.config.ffmpegPath),
      );
    // The tests above made sounds, and the demo course is never loaded over an admin's work.
    expect(await seed()).toBe(0);
    await t.db.delete(levelSounds);
    await t.db.delete(levels);
    await t.db.delete(sounds);
    await t.db.delete(appMeta);
    expect(await seed()).toBeGreaterThan(0);
    // Seeded past the app, the course reaches it as another instance's change would: when the
    // database tells of it (on PostgreSQL, a moment after the commit). The first request builds the
    // whole course, every file's link included, which may take more than a second.
    const shown = await vi.waitFor(async () => {
      const course = (await t.app.inject('/api/v1/levels')).json() as { levels: Level[] };
      expect(course.levels.length).toBeGreaterThan(0);
      return course.levels;
    }, 10_000);
    const urls = new Set(
      shown.flatMap((l) =>
        [...l.sounds.map((s) => s.sound), l.video?.link ?? [], l.image?.link ?? []].flat(),
      ),
    );
    expect(urls.size).toBeGreaterThan(100);
    for (const url of urls) {
      expect(url).toMatch(/^\/media\/[0-9a-f]{32}\.(mp3|mp4|svg)$/);
      expect(await s3.head(nameOf(url))).not.toBeNull();
    }
    const image = [...urls].find((u) => u.endsWith('.svg')) ?? '';
    expect((await t.app.inject(image)).headers['content-type']).toBe('image/svg+xml');
  });
});

describe('media behind a public URL (a CDN in front of the bucket)', () => {
  let cdn: TestApp;
  beforeAll(async () => {
    cdn = await createTestApp({ ...s3.env, MEDIA_PUBLIC_URL: `${s3.publicUrl}/` });
  });
  afterAll(() => cdn.close());

  it('redirects /media/ there, where the file is served with its type and immutable caching', async () => {
    const url = await uploadMp3();
    const res = await cdn.app.inject(url);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(`${s3.publicUrl}/${nameOf(url)}`);
    const file = await fetch(res.headers.location as string);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('audio/mpeg');
    expect(file.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(Buffer.from(await file.arrayBuffer()).equals(storedMp3)).toBe(true);
  });

  it('streams a premium-only file through the app to its signed link, and refuses it without', async () => {
    const url = await uploadMp3();
    const [level] = await cdn.db
      .insert(levels)
      .values({ level: 1, type: 'sound', premiumOnly: true })
      .returning();
    const [sound] = await cdn.db.insert(sounds).values({ name: 'cat', answer: 'kæt', url }).returning();
    await cdn.db
      .insert(levelSounds)
      .values({ levelId: level?.id ?? '', position: 0, soundId: sound?.id ?? '' });
    const learner = await signUp(cdn.app);
    await cdn.db.update(users).set({ accountType: 'premium' }).where(eq(users.id, learner.user._id));
    const course = await cdn.app.inject({
      url: '/api/v1/levels',
      headers: { authorization: `Bearer ${learner.token}` },
    });
    const link = (course.json().levels as Level[])[0]?.sounds[0]?.sound ?? '';
    expect(link).toMatch(/\?exp=\d+&sig=/);

    const file = await cdn.app.inject(link);
    expect(file.statusCode).toBe(200);
    expect(file.headers.location).toBeUndefined();
    expect(file.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    expect(file.rawPayload.equals(storedMp3)).toBe(true);
    expect((await cdn.app.inject(url)).statusCode).toBe(403);
  });

  it('lets pages load and play media from that origin', async () => {
    const csp = (await cdn.app.inject('/')).headers['content-security-policy'] as string;
    const origin = new URL(s3.endpoint).origin;
    for (const directive of ['img-src', 'media-src', 'connect-src']) {
      expect(csp).toMatch(new RegExp(`${directive} [^;]*${origin.replaceAll('.', '\\.')}`));
    }
  });
});

describe('storage configuration', () => {
  it('keeps media on disk unless a bucket is named', () => {
    expect(loadConfig({}).s3).toBeNull();
    expect(loadConfig(s3.env).s3).toMatchObject({ bucket: 'tp-media', forcePathStyle: true });
  });

  it('checks at start that the bucket can be reached, naming it when it cannot', async () => {
    const check = (env: Record<string, string>) => {
      const storage = openMediaStorage(loadConfig(env));
      if (storage.kind !== 'bucket') throw new Error('expected a bucket');
      return storage.check().finally(() => storage.close());
    };
    await expect(check(s3.env)).resolves.toBeUndefined();
    await expect(check({ ...s3.env, S3_BUCKET: 'no-such-bucket' })).rejects.toThrow(
      'The media bucket "no-such-bucket" cannot be reached (NoSuchBucket): check the S3_* settings.',
    );
  });

  it('refuses S3 settings without a bucket, and a key without its secret', () => {
    expect(() => loadConfig({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(
      /S3_ENDPOINT: needs S3_BUCKET/,
    );
    expect(() => loadConfig({ S3_BUCKET: 'media', S3_ACCESS_KEY_ID: 'key' })).toThrow(/S3_ACCESS_KEY_ID/);
  });
});
