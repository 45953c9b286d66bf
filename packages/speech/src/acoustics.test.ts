import { describe, expect, it } from 'vitest';
import { analyse, initialOnset, loudness, measureOnset, peakAndClipping, silences } from './acoustics';
import { finalRelease } from './shape';
import { testUtterance } from './test-signals';

describe('voice-onset time of a first stop', () => {
  it.each([10, 20, 30, 45, 60, 80, 100])('measures a VOT of %i ms within 5 ms', (vot) => {
    const { pcm, times } = testUtterance({ vot });
    const onset = initialOnset(analyse(pcm));
    expect(onset?.burst).toBeGreaterThanOrEqual(times.burst - 3);
    expect(onset?.burst).toBeLessThanOrEqual(times.burst + 3);
    expect(Math.abs((onset?.vot ?? 0) - vot)).toBeLessThanOrEqual(5);
  });

  it.each([10, 25, 60])('measures the stop after an s (VOT %i ms), not the s', (vot) => {
    const { pcm, times } = testUtterance({ s: { length: 120, closure: 50 }, vot });
    const onset = initialOnset(analyse(pcm));
    expect(Math.abs((onset?.burst ?? 0) - times.burst)).toBeLessThanOrEqual(3);
    expect(Math.abs((onset?.vot ?? 0) - vot)).toBeLessThanOrEqual(5);
  });

  it('is not misled by a murmur of voice in the closure', () => {
    const { pcm } = testUtterance({ thump: true, vot: 70 });
    expect(Math.abs((initialOnset(analyse(pcm))?.vot ?? 0) - 70)).toBeLessThanOrEqual(5);
  });

  it('measures a burst straight into the voice (b, d, g) as a short lag', () => {
    const { pcm } = testUtterance({ vot: 3 });
    expect(initialOnset(analyse(pcm))?.vot).toBeLessThanOrEqual(10);
  });

  it('measures a stop in the middle of a clip from where its closure lies', () => {
    const { pcm, times } = testUtterance({ s: { length: 100, closure: 60 }, vot: 40 });
    const a = analyse(pcm);
    const onset = measureOnset(a, times.burst - 50, times.burst + 10);
    expect(Math.abs((onset?.vot ?? 0) - 40)).toBeLessThanOrEqual(5);
  });
});

describe('release of a final stop', () => {
  it.each([15, 40, 80])('measures %i ms of release noise within 6 ms', (release) => {
    const { pcm, times } = testUtterance({ vot: 70, final: { closure: 70, release } });
    const measured = finalRelease(analyse(pcm));
    expect(Math.abs((measured?.burst ?? 0) - (times.finalBurst ?? 0))).toBeLessThanOrEqual(3);
    expect(Math.abs((measured?.noise ?? 0) - release)).toBeLessThanOrEqual(6);
  });

  it('hears no release when the stop is not released', () => {
    const { pcm } = testUtterance({ vot: 70, final: { closure: 70, release: 0 } });
    const measured = finalRelease(analyse(pcm));
    expect(measured?.noise).toBe(0);
    expect(measured?.burst).toBeUndefined();
  });
});

describe('level', () => {
  it('measures the silence around the sound', () => {
    const { pcm } = testUtterance({ lead: 120, vot: 50 });
    const { leading, trailing } = silences(analyse(pcm));
    expect(Math.abs(leading - 120)).toBeLessThanOrEqual(3);
    expect(Math.abs(trailing - 80)).toBeLessThanOrEqual(20);
  });

  it('measures loudness in dB FS and follows a gain', () => {
    const { pcm } = testUtterance({ vot: 50 });
    const half = { rate: pcm.rate, samples: pcm.samples.map((s) => Math.round(s / 2)) };
    expect(loudness(analyse(pcm)) - loudness(analyse(half))).toBeCloseTo(6.02, 0);
  });

  it('counts clipped samples', () => {
    const samples = Int16Array.from([0, 32767, -32768, 1000]);
    const { peakDb, clipped } = peakAndClipping({ rate: 8000, samples });
    expect(clipped).toBe(2);
    expect(peakDb).toBeCloseTo(0, 1);
  });
});
