import { readdir } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { courseArchiveMaxBytes } from '@tp/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importCourse, readArchive } from '../src/modules/course-archive/course-import';
import { packTarGz, unpackTarGz } from '../src/modules/course-archive/tar-gz';
import { seedDemoCourse } from '../src/modules/levels/demo-course';
import { courseAudio } from '../src/platform/course-audio';
import { localMediaStorage } from '../src/platform/storage';
import { multipart } from './support/multipart';
import { loudness, probeAudio, toneWav } from './support/stored-audio';
import { createTestApp, signInAsAdmin, signUp, type TestApp } from './test-app';

// Two instances: the source plays the demo course (loaded through the import), the target starts empty.
let source: TestApp;
let target: TestApp;
const auth = new Map<TestApp, { authorization: string }>();
beforeAll(async () => {
  source = await createTestApp();
  target = await createTestApp();
  for (const t of [source, target]) auth.set(t, { authorization: `Bearer ${await signInAsAdmin(t)}` });
  await seedDemoCourse(
    source.db,
    localMediaStorage(source.config.uploadsDir),
    source.config.CONTENT_DIR,
    courseAudio(source.config.ffmpegPath),
  );
}, 240_000);
afterAll(() => Promise.all([source?.close(), target?.close()]));

const exported = async (t: TestApp) => {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/v1/admin/course-archive',
    headers: auth.get(t),
  });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/gzip');
  expect(res.headers['content-disposition']).toMatch(/^attachment; filename="course-.+\.tar\.gz"$/);
  return res.rawPayload;
};

async function upload(t: TestApp, bytes: Buffer, replace?: boolean) {
  const form = await multipart(replace ? { replace: 'true' } : {}, {
    field: 'archive',
    bytes,
    name: 'course.tar.gz',
  });
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/admin/course-archive',
    headers: { ...auth.get(t), ...form.headers },
    payload: form.payload,
  });
}

/** The course as admins see it, without the ids an import makes anew. */
async function course(t: TestApp) {
  const res = await t.app.inject({ method: 'GET', url: '/api/v1/admin/levels', headers: auth.get(t) });
  return JSON.parse(
    res.body.replace(/"_id":"[^"]*",?/g, '').replace(/"(imageId|videoId)":"[^"]*"/g, '"$1":1'),
  );
}
const summary = async (t: TestApp) =>
  (await t.app.inject({ method: 'GET', url: '/api/v1/admin/course-summary', headers: auth.get(t) })).json();
const mediaFolder = async (t: TestApp) => (await readdir(t.config.uploadsDir).catch(() => [])).sort();

/** Everything an import could change: the course, its counts and the stored files. */
const snapshot = async (t: TestApp) => ({
  course: await course(t),
  counts: await summary(t),
  media: await mediaFolder(t),
});

const toBuffer = async (stream: Readable) => Buffer.concat(await stream.toArray());
/** The archive with its manifest changed by `edit`, and its entries filtered by `keep`. */
async function altered(
  archive: Buffer,
  edit: (m: Record<string, unknown>) => void,
  keep = (_: string) => true,
) {
  const files = await unpackTarGz(archive);
  const manifest = JSON.parse((files.get('manifest.json') as Buffer).toString());
  edit(manifest);
  files.set('manifest.json', Buffer.from(JSON.stringify(manifest)));
  return toBuffer(
    packTarGz([...files].filter(([name]) => keep(name)).map(([name, bytes]) => ({ name, bytes }))),
  );
}

describe('a course as a file', { timeout: 60_000 }, () => {
  let archive: Buffer;

  it('exports the demo course, loaded through the import, and imports it whole into an empty instance', async () => {
    const counts = await summary(source);
    expect(counts.levels).toBe(116);
    archive = await exported(source);
    const res = await upload(target, archive);
    expect(res.statusCode).toBe(201);
    expect(res.json().counts).toEqual(counts);
    expect(await course(target)).toEqual(await course(source));
    expect(await mediaFolder(target)).toEqual(await mediaFolder(source));
    // The same course again, exported from the copy, is the same file but for the ids.
    const again = await unpackTarGz(await exported(target));
    expect([...again.keys()].sort()).toEqual([...(await unpackTarGz(archive)).keys()].sort());
  });

  it('replaces a course only when told to, and says what is there', async () => {
    const before = await snapshot(target);
    const refused = await upload(target, archive);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toContain(`${before.counts.levels} levels`);
    expect(await snapshot(target)).toEqual(before);

    const smaller = await altered(archive, (m) => {
      m.levels = (m.levels as unknown[]).slice(0, 3);
    });
    const replaced = await upload(target, smaller, true);
    expect(replaced.statusCode).toBe(201);
    expect(replaced.json().counts.levels).toBe(3);
    expect((await course(target)).levels).toEqual((await course(source)).levels.slice(0, 3));
    expect((await upload(target, archive, true)).statusCode).toBe(201);
  });

  it('stores each sound in the course’s format: one recorded at 48 kHz in stereo, one spoken at 22.05 kHz', async () => {
    const files = await unpackTarGz(archive);
    const manifest = JSON.parse((files.get('manifest.json') as Buffer).toString());
    const [first, second] = manifest.sounds as { name: string; src: string }[];
    if (!first || !second) throw new Error('the demo course has sounds');
    Object.assign(first, { src: 'media/recorded.wav' });
    Object.assign(second, { src: 'media/spoken.wav' });
    files.set('manifest.json', Buffer.from(JSON.stringify(manifest)));
    files.set('media/recorded.wav', toneWav(48000, 2, 0.8, 0.03));
    files.set('media/spoken.wav', toneWav(22050, 1, 0.6, 0.7));
    const entries = [...files].map(([name, bytes]) => ({ name, bytes }));
    expect((await upload(target, await toBuffer(packTarGz(entries)), true)).statusCode).toBe(201);

    const res = await target.app.inject({ url: '/api/v1/sounds', headers: auth.get(target) });
    const stored = res.json().sounds as { name: string; sound: string }[];
    for (const { name } of [first, second]) {
      const url = stored.find((sound) => sound.name === name)?.sound ?? '';
      // A premium-only level's sound comes as a signed link, the file's name the same.
      expect(url).toMatch(/^\/media\/[0-9a-f]{32}\.mp3(\?exp=\d+&sig=[\w-]+)?$/);
      const bytes = (await target.app.inject(url)).rawPayload;
      expect(await probeAudio(bytes)).toEqual({ codec: 'mp3', rate: 32000, channels: 1, kbps: 48 });
      const lufs = await loudness(bytes);
      expect(lufs).toBeGreaterThan(-24.5);
      expect(lufs).toBeLessThan(-19.5);
    }
    expect((await upload(target, archive, true)).statusCode).toBe(201);
  });

  const refusals: [string, () => Promise<Buffer>, RegExp, Record<string, string>?][] = [
    ['bytes that are no archive', async () => Buffer.from('not a tar.gz at all'), /could not be read/],
    ['a truncated archive', async () => archive.subarray(0, archive.length / 2), /could not be read/],
    [
      'a newer format version',
      () => altered(archive, (m) => Object.assign(m, { version: 2 })),
      /format version 2, newer than this server reads \(1\)/,
    ],
    [
      'a manifest field that fails validation',
      () => altered(archive, (m) => Object.assign((m.levels as object[])[4] as object, { type: 'dance' })),
      /levels\.4\.type/,
      { 'levels.4.type': expect.any(String) },
    ],
    [
      'a reference to nothing',
      () =>
        altered(archive, (m) => Object.assign((m.levels as object[])[1] as object, { sounds: ['nothing'] })),
      /levels\.1\.sounds\.0: Unknown key "nothing"/,
    ],
    [
      'a missing media file',
      async () => {
        const files = await unpackTarGz(archive);
        const gone = [...files.keys()].find((name) => name.endsWith('.mp3')) as string;
        return altered(
          archive,
          () => {},
          (name) => name !== gone,
        );
      },
      /lacks the media file "media\/\w+\.mp3"/,
    ],
  ];
  for (const [what, make, message, fields] of refusals) {
    it(`refuses ${what} with 400, writing nothing`, async () => {
      const before = await snapshot(target);
      const res = await upload(target, await make(), true);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toMatch(message);
      if (fields) expect(res.json().error.fields).toEqual(expect.objectContaining(fields));
      expect(await snapshot(target)).toEqual(before);
    });
  }

  it('removes the media files it stored when the transaction fails', async () => {
    const before = await snapshot(target);
    const loaded = await readArchive(
      await altered(archive, (m) => {
        ((m.images as { src: string }[])[0] as { src: string }).src = 'media/new.svg';
      }),
    );
    const files = new Map(loaded.files).set(
      'media/new.svg',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
    );
    const storage = localMediaStorage(target.config.uploadsDir);
    await expect(
      importCourse(
        target.db,
        storage,
        { ...loaded, files },
        {
          replace: true,
          audio: courseAudio(target.config.ffmpegPath),
          claim: async () => {
            expect((await mediaFolder(target)).length).toBe(before.media.length + 1);
            throw new Error('failed inside the transaction');
          },
        },
      ),
    ).rejects.toThrow('failed inside the transaction');
    expect(await snapshot(target)).toEqual(before);
  });

  it('refuses a file past the size limit, and requests that are not a form', async () => {
    const tooLarge = await target.app.inject({
      method: 'POST',
      url: '/api/v1/admin/course-archive',
      headers: {
        ...auth.get(target),
        'content-type': 'multipart/form-data; boundary=x',
        'content-length': String(courseArchiveMaxBytes + 1024 * 1024),
      },
      payload: 'x',
    });
    expect(tooLarge.statusCode).toBe(413);
    const json = await target.app.inject({
      method: 'POST',
      url: '/api/v1/admin/course-archive',
      headers: auth.get(target),
      payload: {},
    });
    expect(json.statusCode).toBe(415);
  });

  it('is for admins only', async () => {
    const learner = await signUp(target.app);
    for (const [method, url] of [
      ['GET', '/api/v1/admin/course-archive'],
      ['GET', '/api/v1/admin/course-summary'],
      ['POST', '/api/v1/admin/course-archive'],
    ] as const) {
      const res = await target.app.inject({
        method,
        url,
        headers: { authorization: `Bearer ${learner.token}` },
      });
      expect(res.statusCode).toBe(403);
    }
  });
});
