import { readFileSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { limits } from '@tp/contract';
import { duration } from '@tp/speech/pcm';
import { targetRms } from '@tp/speech/recording';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart, samples } from './support/multipart';
import { tinyPacketsOgg } from './support/ogg-opus';
import { decodedPcm, loudness, probeAudio, toneWav } from './support/stored-audio';
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

/**
 * How far the process's resident memory rose above where it was while `work` ran, sampled every
 * millisecond the event loop is free and once at the end: a request that held its packets would
 * still hold them (or their garbage) when it answers.
 */
async function memoryGrowth<T>(work: () => Promise<T>) {
  const before = process.memoryUsage().rss;
  let peak = before;
  const sample = () => {
    peak = Math.max(peak, process.memoryUsage().rss);
  };
  const sampler = setInterval(sample, 1);
  try {
    const result = await work();
    sample();
    return { result, grown: peak - before };
  } finally {
    clearInterval(sampler);
  }
}

describe('a recording of millions of tiny packets', () => {
  it.each([
    ['4.5 million one-byte packets', () => tinyPacketsOgg(4_500_000)],
    ['9 million empty packets', () => tinyPacketsOgg(9_000_000, new Uint8Array())],
  ])('in Ogg (%s) is refused as too long, taking less than 64 MB', async (_, make) => {
    const form = await multipart({}, { field: 'audio', bytes: make(), name: 'recording.opus' });
    expect(form.payload.length).toBeLessThan(limits.uploadMaxBytes);
    const { result: res, grown } = await memoryGrowth(() =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/audio-upload-single',
        headers: { ...auth, ...form.headers },
        payload: form.payload,
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('A recording may last 60 seconds at most.');
    expect(grown).toBeLessThan(64 * 1024 * 1024);
  });
});

describe('uploads', () => {
  it.each([
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

/**
 * What a browser records, made by ffmpeg: 0.5 s of silence, a 440 Hz tone at −29 dBFS for 0.8 s,
 * 0.5 s of silence (1.8 s), in Opus.
 */
const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url));
const recordings = [
  ['WebM', fixture('recorded-word.webm')],
  ['Ogg', fixture('recorded-word.ogg')],
] as const;

/** The stored file behind a URL the API answered with, checked to be the course's MP3. */
async function storedAudio(url: string) {
  expect(url).toMatch(/^\/media\/[0-9a-f]{32}\.mp3$/);
  const file = await t.app.inject(url);
  expect(file.statusCode).toBe(200);
  expect(file.headers['content-type']).toContain('audio/mpeg');
  expect(await probeAudio(file.rawPayload)).toEqual({ codec: 'mp3', rate: 32000, channels: 1, kbps: 48 });
  return file.rawPayload;
}

/** The stored file behind a URL, decoded. */
const storedPcm = async (url: string) => decodedPcm(await storedAudio(url));

/** The demo course's sounds measure −24…−20 LUFS, −21.7 at the median. */
const courseLoudness = { min: -24.5, max: -19.5 };

const rmsDb = (samples: Int16Array) => {
  const values = Array.from(samples, (value) => value / 32767);
  return 20 * Math.log10(Math.sqrt(values.reduce((sum, value) => sum + value * value, 0) / values.length));
};

describe('audio files', () => {
  it.each([
    ['a 48 kHz stereo WAV', () => toneWav(48000, 2, 0.8, 0.03)],
    ['a 22.05 kHz clip', () => toneWav(22050, 1, 0.8, 0.6)],
    ['an MP3', () => samples.mp3],
  ])('stores %s as the course’s MP3, at the course loudness', async (_, make) => {
    const res = await upload('/api/v1/audio-upload-single', 'audio', make(), 'clip.wav');
    expect(res.statusCode).toBe(201);
    const bytes = await storedAudio(res.json().audioURL as string);
    const lufs = await loudness(bytes);
    expect(lufs).toBeGreaterThan(courseLoudness.min);
    expect(lufs).toBeLessThan(courseLoudness.max);
  });

  it('trims the silence around the sound', async () => {
    const res = await upload('/api/v1/audio-upload-single', 'audio', toneWav(48000, 2, 0.8, 0.3, 1));
    const pcm = await storedPcm(res.json().audioURL as string);
    expect(duration(pcm)).toBeGreaterThan(0.85);
    expect(duration(pcm)).toBeLessThan(0.95);
  });

  it('refuses, with 415, a file that looks like audio but cannot be read, storing nothing', async () => {
    const before = await stored();
    const broken = Buffer.concat([Buffer.from('RIFF\0\0\0\0WAVEfmt '), Buffer.alloc(64, 7)]);
    const res = await upload('/api/v1/audio-upload-single', 'audio', broken);
    expect(res.statusCode).toBe(415);
    expect(res.json().error.message).toBe('This audio file could not be read: export it again.');
    expect(await stored()).toEqual(before);
  });

  it('without ffmpeg, answers 404 not_configured and says why', async () => {
    const bare = await createTestApp({ FFMPEG_PATH: '/nonexistent/ffmpeg' }, { sharing: t });
    try {
      const form = await multipart({}, { field: 'audio', bytes: toneWav(22050, 1, 0.5, 0.5), name: 'a.wav' });
      const res = await bare.app.inject({
        method: 'POST',
        url: '/api/v1/audio-upload-single',
        headers: { authorization: `Bearer ${await signInAsAdmin(bare)}`, ...form.headers },
        payload: form.payload,
      });
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toMatchObject({
        code: 'not_configured',
        message: 'This server cannot store sounds: it has no ffmpeg to convert them with (set FFMPEG_PATH).',
      });
    } finally {
      await bare.close();
    }
  });
});

describe('recorded audio', () => {
  it.each(recordings)(
    'stores %s/Opus as the course’s MP3 without its silence, at the course loudness',
    async (_, bytes) => {
      const res = await upload('/api/v1/audio-upload-single', 'audio', bytes);
      expect(res.statusCode).toBe(201);
      const pcm = await storedPcm(res.json().audioURL as string);
      // 1.8 s recorded: the tone's 0.8 s and a margin of 50 ms on each side are kept.
      expect(duration(pcm)).toBeGreaterThan(0.85);
      expect(duration(pcm)).toBeLessThan(0.95);
      // The tone, away from the margins, is at the target RMS (−20 dBFS), 9 dB above what was recorded.
      const tone = pcm.samples.subarray(Math.round(0.1 * pcm.rate), Math.round(0.8 * pcm.rate));
      expect(Math.abs(rmsDb(tone) - 20 * Math.log10(targetRms))).toBeLessThan(0.5);
    },
  );

  it('stores a recording given when a sound is created, and plays it in the sound', async () => {
    const form = await multipart(
      { name: 'sun', answer: 'sʌn' },
      { field: 'sound', bytes: fixture('recorded-word.webm'), name: 'recording.webm' },
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/create-sound',
      headers: { ...auth, ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode).toBe(201);
    expect(duration(await storedPcm(res.json().sound.sound as string))).toBeLessThan(0.95);
  });

  it('refuses a recording in which nothing is heard, with 400', async () => {
    const res = await upload('/api/v1/audio-upload-single', 'audio', fixture('silence.webm'));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('validation_failed');
  });

  it('refuses a WebM file whose blocks are cut off, with 415', async () => {
    const bytes = fixture('recorded-word.webm');
    const res = await upload('/api/v1/audio-upload-single', 'audio', bytes.subarray(0, bytes.length - 7));
    expect(res.statusCode).toBe(415);
    expect(res.json().error.code).toBe('unsupported_media_type');
  });

  it.each(recordings)(
    'answers every damaged %s recording with 201 or a 4xx, never an error of its own',
    async (_, bytes) => {
      let seed = 11;
      const damaged = [64, 300, 1000, 4000].map((length) => bytes.subarray(0, length));
      for (let n = 0; n < 6; n++) {
        const copy = Buffer.from(bytes);
        // A few bytes changed past the first 40, where the type is read from.
        for (let i = 0; i < 8; i++) {
          seed = (seed * 1103515245 + 12345) % 2147483648;
          copy[40 + (seed % (copy.length - 40))] = seed & 0xff;
        }
        damaged.push(copy);
      }
      for (const file of damaged) {
        const res = await upload('/api/v1/audio-upload-single', 'audio', file);
        expect([201, 400, 415]).toContain(res.statusCode);
        expect(res.json()).toEqual(
          res.statusCode === 201 ? expect.anything() : { error: expect.any(Object) },
        );
      }
    },
  );
});
