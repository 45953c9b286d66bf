import { readdir } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { limits } from '@tp/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart, samples } from './support/multipart';
import { createTestApp, signInAsAdmin, type TestApp } from './test-app';

let t: TestApp;
let auth: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  auth = { authorization: `Bearer ${await signInAsAdmin(t)}` };
});
afterAll(() => t.close());

async function upload(url: string, field: string, bytes: Uint8Array, name = 'file.bin') {
  const form = await multipart({}, { field, bytes, name });
  return t.app.inject({ method: 'POST', url, headers: { ...auth, ...form.headers }, payload: form.payload });
}

/** The files in storage, and the sounds saved, to show that a refused upload left nothing. */
const stored = () => readdir(t.config.uploadsDir).catch(() => []);
const soundIds = async () =>
  (await t.app.inject({ url: '/api/v1/sounds', headers: auth }))
    .json()
    .sounds.map((s: { _id: string }) => s._id);

describe('uploads', () => {
  it.each([
    ['/api/v1/audio-upload-single', 'audio', samples.mp3, 'audioURL', 'mp3', 'audio/mpeg'],
    ['/api/v1/upload-video', 'video', samples.mp4, 'url', 'mp4', 'video/mp4'],
    ['/api/v1/upload-image', 'file', samples.png, 'url', 'png', 'image/png'],
  ])(
    '%s stores the file under a content name and serves it for a year',
    async (url, field, bytes, key, ext, type) => {
      const res = await upload(url, field, bytes, 'whatever-name.bin');
      expect(res.statusCode).toBe(201);
      const link = res.json()[key] as string;
      expect(link).toMatch(new RegExp(`^/media/[0-9a-f]{32}\\.${ext}$`));
      const file = await t.app.inject(link);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toContain(type);
      expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(file.rawPayload.equals(Buffer.from(bytes))).toBe(true);
    },
  );

  it('names the type from the bytes: the same file uploaded twice has one URL', async () => {
    const a = await upload('/api/v1/upload-image', 'file', samples.png, 'a.gif');
    const b = await upload('/api/v1/upload-image', 'file', samples.png, 'b.jpg');
    expect(a.json().url).toBe(b.json().url);
  });

  it.each([
    ['an image as audio', '/api/v1/audio-upload-single', 'audio', samples.png],
    ['text named .mp3', '/api/v1/audio-upload-single', 'audio', samples.text],
    ['audio as video', '/api/v1/upload-video', 'video', samples.mp3],
    ['an SVG image (it can hold scripts)', '/api/v1/upload-image', 'file', samples.svg],
    ['a video as image', '/api/v1/upload-image', 'file', samples.mp4],
  ])('refuses %s with 415', async (_, url, field, bytes) => {
    const res = await upload(url, field, bytes, 'sneaky.mp3');
    expect(res.statusCode).toBe(415);
    expect(res.json().error.code).toBe('unsupported_media_type');
  });

  it.each([
    ['/api/v1/audio-upload-single', {}, 'audio', samples.mp3],
    ['/api/v1/upload-image', {}, 'file', samples.png],
    ['/api/v1/create-sound', { name: 'sun', answer: 'sʌn' }, 'sound', samples.mp3],
  ])(
    '%s refuses a file past 10 MB while reading it, with 413, storing nothing',
    async (url, fields, field, head) => {
      // A real header followed by padding: the size decides, not the type. Padding made of the URL
      // gives each endpoint a file of its own, so a file one of them kept is not hidden by another's.
      const big = Buffer.concat([head, Buffer.alloc(limits.uploadMaxBytes, url)]);
      const form = await multipart(fields, { field, bytes: big, name: 'big.bin' });
      const files = await stored();
      const sounds = await soundIds();
      // Sent as a stream without a length, so only the streaming limit can stop it.
      const res = await t.app.inject({
        method: 'POST',
        url,
        headers: { ...auth, ...form.headers, 'transfer-encoding': 'chunked' },
        payload: Readable.from([form.payload.subarray(0, 1 << 20), form.payload.subarray(1 << 20)]),
      });
      expect(res.statusCode).toBe(413);
      expect(res.json().error.code).toBe('payload_too_large');
      expect(await stored()).toEqual(files);
      expect(await soundIds()).toEqual(sounds);
    },
  );

  it('refuses a declared length past the limit before reading the body', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/upload-video',
      headers: {
        ...auth,
        'content-type': 'multipart/form-data; boundary=x',
        'content-length': String(limits.uploadMaxBytes * 2),
      },
      payload: Readable.from([Buffer.from('--x\r\n')]),
    });
    expect(res.statusCode).toBe(413);
  });

  it('accepts a file of exactly 10 MB', async () => {
    const bytes = Buffer.concat([samples.mp3, Buffer.alloc(limits.uploadMaxBytes - samples.mp3.length)]);
    const res = await upload('/api/v1/audio-upload-single', 'audio', bytes, 'max.mp3');
    expect(res.statusCode).toBe(201);
  });

  it.each([
    ['no file', async () => multipart({ note: 'hello' })],
    [
      'the file in another field',
      async () => multipart({}, { field: 'other', bytes: samples.mp3, name: 'a.mp3' }),
    ],
  ])('answers 400 for %s', async (_, make) => {
    const form = await make();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/audio-upload-single',
      headers: { ...auth, ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toHaveProperty('audio');
  });

  it('answers 400 for two files', async () => {
    const form = new FormData();
    form.append('audio', new Blob([samples.mp3]), 'a.mp3');
    form.append('audio', new Blob([samples.mp3]), 'b.mp3');
    const request = new Request('http://tp.test/', { method: 'POST', body: form });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/audio-upload-single',
      headers: { ...auth, 'content-type': request.headers.get('content-type') ?? '' },
      payload: Buffer.from(await request.arrayBuffer()),
    });
    expect(res.statusCode).toBe(400);
  });

  it('answers 415 to JSON sent to an upload-only endpoint, and 400 to a broken form', async () => {
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/v1/upload-image',
      headers: auth,
      payload: { url: 'http://example.com/a.png' },
    });
    expect(json.statusCode).toBe(415);
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/v1/upload-image',
      headers: { ...auth, 'content-type': 'multipart/form-data; boundary=zzz' },
      payload: '--zzz\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nabc',
    });
    expect(broken.statusCode).toBeGreaterThanOrEqual(400);
    expect(broken.statusCode).toBeLessThan(500);
  });

  it('checks the role before reading the body', async () => {
    const form = await multipart({}, { field: 'audio', bytes: samples.mp3, name: 'a.mp3' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/audio-upload-single',
      headers: form.headers,
      payload: form.payload,
    });
    expect(res.statusCode).toBe(401);
  });
});
