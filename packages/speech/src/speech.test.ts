import { describe, expect, it } from 'vitest';
import { analyse, initialOnset, loudness, peakAndClipping } from './acoustics';
import { espeak, speakAnswer } from './index';
import { duration, readWav, wavBytes } from './pcm';
import { finalRelease, loudnessTarget } from './shape';
import { votRules } from './stops';

describe('speech from eSpeak NG', () => {
  it('says an aspirated first stop with a long puff and a final stop without a release', async () => {
    const a = analyse(await speakAnswer('cat', 'ʞæt'));
    expect(initialOnset(a)?.vot).toBeGreaterThanOrEqual(votRules.aspiratedMin);
    expect(finalRelease(a)?.noise).toBeLessThanOrEqual(votRules.finalReleaseMax);
  });

  it('says the stop after an s without a puff, though eSpeak gives it one', async () => {
    expect(initialOnset(analyse(await espeak('sky')))?.vot).toBeGreaterThan(votRules.plainMax);
    expect(initialOnset(analyse(await speakAnswer('sky', 'skɑɪ')))?.vot).toBeLessThanOrEqual(
      votRules.plainMax,
    );
  });

  it('gives every clip the course’s loudness, unclipped', async () => {
    for (const [text, answer] of [
      ['hello', 'həloʊ'],
      ['how are you today?', null],
    ] as const) {
      const pcm = await speakAnswer(text, answer);
      expect(loudness(analyse(pcm))).toBeCloseTo(loudnessTarget, 0);
      expect(peakAndClipping(pcm).clipped).toBe(0);
    }
  });

  it('speaks text that starts with a dash rather than reading it as an option', async () => {
    expect(duration(await espeak('-q hello'))).toBeGreaterThan(duration(await espeak('hello')));
  });

  it('writes a WAV file that reads back to the same samples', () => {
    const pcm = { rate: 22050, samples: Int16Array.from([0, 1000, -1000, 32000, -5, 0]) };
    const back = readWav(wavBytes(pcm));
    expect(back.rate).toBe(22050);
    expect([...back.samples]).toEqual([...pcm.samples]);
  });

  it('reads a WAV file held in a slice of a larger buffer', () => {
    const wav = wavBytes({ rate: 8000, samples: Int16Array.from([7, -7, 300]) });
    const pool = new Uint8Array(wav.length + 10);
    pool.set(wav, 10);
    expect([...readWav(pool.subarray(10)).samples]).toEqual([7, -7, 300]);
  });
});
