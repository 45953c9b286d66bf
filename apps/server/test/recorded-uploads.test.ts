import { readFileSync } from 'node:fs';
import { duration, readWav } from '@tp/speech/pcm';
import { targetRms } from '@tp/speech/recording';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart } from './support/multipart';
import { createTestApp, signInAsAdmin, type TestApp } from './test-app';

let t: TestApp;
let auth: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  auth = { authorization: `Bearer ${await signInAsAdmin(t)}` };
});
afterAll(() => t.close());

/**
 * What a browser records, made by ffmpeg: 0.5 s of silence, a 440 Hz tone at −29 dBFS for 0.8 s,
 * 0.5 s of silence (1.8 s), in Opus.
 */
const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url));
const recordings = [
  ['WebM', fixture('recorded-word.webm')],
  ['Ogg', fixture('recorded-word.ogg')],
] as const;

async function post(url: string, fields: Record<string, string>, field: string, bytes: Uint8Array) {
  const form = await multipart(fields, { field, bytes, name: 'recording' });
  return t.app.inject({ method: 'POST', url, headers: { ...auth, ...form.headers }, payload: form.payload });
}

/** The stored file behind a URL the API answered with, as PCM. */
async function storedPcm(url: string) {
  const file = await t.app.inject(url);
  expect(file.statusCode).toBe(200);
  expect(file.headers['content-type']).toContain('audio/wav');
  return readWav(new Uint8Array(file.rawPayload));
}

const rmsDb = (samples: Int16Array) => {
  const values = Array.from(samples, (value) => value / 32767);
  return 20 * Math.log10(Math.sqrt(values.reduce((sum, value) => sum + value * value, 0) / values.length));
};

describe('recorded audio', () => {
  it.each(recordings)(
    'stores %s/Opus as WAV without its silence, at the course loudness',
    async (_, bytes) => {
      const res = await post('/api/v1/audio-upload-single', {}, 'audio', bytes);
      expect(res.statusCode).toBe(201);
      const url = res.json().audioURL as string;
      expect(url).toMatch(/^\/media\/[0-9a-f]{32}\.wav$/);
      const pcm = await storedPcm(url);
      // 1.8 s recorded: the tone's 0.8 s and a margin of 50 ms on each side are kept.
      expect(duration(pcm)).toBeGreaterThan(0.85);
      expect(duration(pcm)).toBeLessThan(0.95);
      // The tone, away from the margins, is at the target RMS (−20 dBFS), 9 dB above what was recorded.
      const tone = pcm.samples.subarray(Math.round(0.1 * pcm.rate), Math.round(0.8 * pcm.rate));
      expect(Math.abs(rmsDb(tone) - 20 * Math.log10(targetRms))).toBeLessThan(0.5);
    },
  );

  it('stores a recording given when a sound is created, and plays it in the sound', async () => {
    const res = await post(
      '/api/v1/create-sound',
      { name: 'sun', answer: 'sʌn' },
      'sound',
      fixture('recorded-word.webm'),
    );
    expect(res.statusCode).toBe(201);
    const url = res.json().sound.sound as string;
    expect(url).toMatch(/\.wav$/);
    expect(duration(await storedPcm(url))).toBeLessThan(0.95);
  });

  it('refuses a recording in which nothing is heard, with 400', async () => {
    const res = await post('/api/v1/audio-upload-single', {}, 'audio', fixture('silence.webm'));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('validation_failed');
  });

  it('refuses a WebM file whose blocks are cut off, with 415', async () => {
    const bytes = fixture('recorded-word.webm');
    const res = await post('/api/v1/audio-upload-single', {}, 'audio', bytes.subarray(0, bytes.length - 7));
    expect(res.statusCode).toBe(415);
    expect(res.json().error.code).toBe('unsupported_media_type');
  });
});
