import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { wavBytes } from '@tp/speech/pcm';
import { test } from './fixtures';

/**
 * Gives the file's tests a microphone that is granted without asking and hears `samples` (16-bit,
 * mono, at `rate`) over and over, from the start when recording starts: Chromium's fake device.
 */
export function useFakeMicrophone(samples: Int16Array, rate: number) {
  const wav = path.join(mkdtempSync(path.join(tmpdir(), 'tp-microphone-')), 'heard.wav');
  writeFileSync(wav, wavBytes({ rate, samples }));
  test.use({
    launchOptions: [
      async ({ launchOptions }, use) =>
        use({
          ...launchOptions,
          args: [
            ...(launchOptions.args ?? []),
            '--use-fake-ui-for-media-stream',
            '--use-fake-device-for-media-stream',
            `--use-file-for-fake-audio-capture=${wav}`,
          ],
        }),
      { scope: 'worker' },
    ],
  });
}

/** A 440 Hz tone at half volume between `from` and `to` seconds, silence elsewhere. */
export const toneSamples = (rate: number, seconds: number, from = 0, to = seconds) =>
  Int16Array.from({ length: Math.round(rate * seconds) }, (_, i) =>
    i >= from * rate && i < to * rate
      ? Math.round(0.5 * 0x7fff * Math.sin((2 * Math.PI * 440 * i) / rate))
      : 0,
  );
