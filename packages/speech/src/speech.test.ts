import { describe, expect, it } from 'vitest';
import { duration, readWav, speak, trimAndNormalize, wavBytes } from './index';

describe('speech', () => {
  it('speaks a word as a short, trimmed clip peaking at -1 dBFS', async () => {
    const pcm = await speak('cat', 140);
    expect(duration(pcm)).toBeGreaterThan(0.2);
    expect(duration(pcm)).toBeLessThan(1.5);
    const peak = pcm.samples.reduce((max, s) => Math.max(max, Math.abs(s)), 0);
    expect(peak).toBeGreaterThan(0.85 * 32767);
    expect(peak).toBeLessThanOrEqual(0.9 * 32767);
  });

  it('a sentence lasts longer than a word', async () => {
    const word = await speak('hello', 140);
    const sentence = await speak('hello, how are you today?', 140);
    expect(duration(sentence)).toBeGreaterThan(duration(word) * 2);
  });

  it('writes a WAV file that reads back to the same samples', () => {
    const pcm = { rate: 22050, samples: Int16Array.from([0, 1000, -1000, 32000, -5, 0]) };
    const back = readWav(wavBytes(pcm));
    expect(back.rate).toBe(22050);
    expect([...back.samples]).toEqual([...pcm.samples]);
  });

  it('cuts leading and trailing silence but keeps a margin', () => {
    const rate = 1000;
    const samples = new Int16Array(1000);
    samples.fill(8000, 400, 500);
    const out = trimAndNormalize({ rate, samples });
    // 30 ms before the sound and 80 ms after it are kept.
    expect(out.samples.length).toBe(30 + 100 + 80 - 1);
  });

  it('refuses a silent clip', () => {
    expect(() => trimAndNormalize({ rate: 1000, samples: new Int16Array(100) })).toThrow('silent');
  });
});
