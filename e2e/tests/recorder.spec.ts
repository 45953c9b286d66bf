import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { toneSamples, useFakeMicrophone } from '../support/microphone';

// A microphone that hears three seconds of a 440 Hz tone at half volume.
useFakeMicrophone(toneSamples(48_000, 3), 48_000);

/**
 * Keeps, for the test to read, the blobs the page makes URLs of (the recording's among them), and
 * the Content-Security-Policy violations the page meets.
 */
async function watchPage(page: Page) {
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content.Security.Policy/i.test(message.text())) refused.push(message.text());
  });
  await page.addInitScript(() => {
    const blobs = new Map<string, Blob>();
    const violations: string[] = [];
    const createObjectURL = URL.createObjectURL.bind(URL);
    URL.createObjectURL = (object: Blob | MediaSource) => {
      const url = createObjectURL(object);
      if (object instanceof Blob) blobs.set(url, object);
      return url;
    };
    document.addEventListener('securitypolicyviolation', (event) =>
      violations.push(`${event.effectiveDirective} ${event.blockedURI}`),
    );
    Object.assign(window, { recordedBlobs: blobs, cspViolations: violations });
  });
  return {
    violations: async () => [
      ...refused,
      ...(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)),
    ],
  };
}

/** Records for a second and a half, stops, and plays the recording back as the learner would. */
async function recordAndPlayBack(page: Page) {
  const recorder = page.getByRole('region', { name: 'Recorder' });
  await recorder.getByRole('button', { name: 'Start recording' }).click();
  await expect(recorder.getByRole('status')).toHaveText('Recording…');
  await page.waitForTimeout(1500);
  await recorder.getByRole('button', { name: 'Stop recording' }).click();
  const playback = recorder.getByRole('figure', { name: 'Your recording' });
  await expect(playback).toBeVisible();
  await expect(recorder.getByRole('alert')).toHaveCount(0);

  const heard = await playback.locator('audio').evaluate(async (audio: HTMLAudioElement) => {
    if (audio.readyState < HTMLMediaElement.HAVE_METADATA) {
      await new Promise((resolve, reject) => {
        audio.addEventListener('loadedmetadata', resolve, { once: true });
        audio.addEventListener('error', () => reject(new Error(`audio error ${audio.error?.code}`)), {
          once: true,
        });
        // A refused source may fire nothing at all.
        setTimeout(() => reject(new Error('the recording never loaded')), 5000);
      });
    }
    const duration = audio.duration;
    audio.muted = true;
    await audio.play();
    const started = audio.currentTime;
    await new Promise((resolve) => setTimeout(resolve, 400));
    const advanced = audio.currentTime - started;
    audio.pause();

    const blob = (window as unknown as { recordedBlobs: Map<string, Blob> }).recordedBlobs.get(audio.src);
    const bytes = new DataView((await blob?.arrayBuffer()) ?? new ArrayBuffer(0));
    const text = (offset: number) =>
      String.fromCharCode(...Array.from({ length: 4 }, (_, i) => bytes.getUint8(offset + i)));
    // The loudest sample of the 16-bit data after the 44-byte header.
    let peak = 0;
    for (let offset = 44; offset + 1 < bytes.byteLength; offset += 2) {
      peak = Math.max(peak, Math.abs(bytes.getInt16(offset, true)) / 0x8000);
    }
    return {
      duration,
      advanced,
      type: blob?.type,
      riff: bytes.byteLength >= 12 ? `${text(0)} ${text(8)}` : '',
      peak,
    };
  });
  expect(Number.isFinite(heard.duration)).toBe(true);
  expect(heard.duration).toBeGreaterThan(0.5);
  expect(heard.advanced).toBeGreaterThan(0);
  expect(heard.type).toBe('audio/wav');
  expect(heard.riff).toBe('RIFF WAVE');
  // The tone was recorded, not silence.
  expect(heard.peak).toBeGreaterThan(0.1);
}

test('the speaking page records the microphone and plays the recording back as WAV', async ({ page }) => {
  const watched = await watchPage(page);
  await page.goto('/speaking-level');
  await expect(page.getByRole('heading', { level: 1, name: 'Speaking Level' })).toBeVisible();
  await recordAndPlayBack(page);
  expect(await watched.violations()).toEqual([]);
});

test('a speaking level of the course records the learner beside its model, then moves on with a rating', async ({
  page,
  request,
}) => {
  const { levels } = (await (await request.get('/api/v1/levels')).json()) as {
    levels: { level: number; type: string; texts: string[] }[];
  };
  const speaking = levels.findIndex((level) => level.type === 'speaking');
  const level = levels[speaking];
  expect(level?.level).toBe(6);
  const watched = await watchPage(page);
  // A guest who has reached the course's first speaking level.
  await page.addInitScript((index) => localStorage.setItem('guestLevel', String(index)), speaking);
  await page.goto('/');
  const count = level?.texts.length ?? 0;
  await expect(page.getByText(`Level 6 · Part 1 of ${count}`)).toBeVisible();
  await expect(page.getByText(level?.texts[0] ?? '')).toBeVisible();
  await expect(page.getByRole('img', { name: /^The model's waveform/ })).toBeVisible();
  const recorder = page.getByRole('region', { name: 'Recorder' });
  await recorder.getByRole('button', { name: 'Start recording' }).click();
  await expect(recorder.getByRole('status')).toHaveText('Recording…');
  await page.waitForTimeout(1500);
  await recorder.getByRole('button', { name: 'Stop recording' }).click();
  // The tone, trimmed to its sound, is played back as WAV beside the model.
  await expect(page.getByRole('img', { name: /^Your try's waveform, \d\.\d s$/ })).toBeVisible();
  const played = page.getByRole('figure', { name: 'Your try' }).locator('audio');
  expect(await played.evaluate((audio: HTMLAudioElement) => audio.src)).toMatch(/^blob:/);
  await page.getByRole('button', { name: 'Same' }).click();
  await expect(page.getByText(`Level 6 · Part 2 of ${count}`)).toBeVisible();
  expect(await watched.violations()).toEqual([]);
});
