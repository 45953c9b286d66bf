import { describe, expect, it } from 'vitest';
import { analyse, loudness, peakAndClipping, silences } from './acoustics';
import { finalRelease, finish, initialOnset, shapeStops } from './shape';
import { votRules } from './stops';
import { testUtterance } from './test-signals';

const vot = (pcm: Parameters<typeof analyse>[0]) => initialOnset(analyse(pcm))?.vot ?? Number.NaN;

describe('shaping the stops to the answer', () => {
  it('lengthens a short puff where the answer has an aspirated stop', () => {
    const { pcm } = testUtterance({ vot: 35 });
    const shaped = shapeStops(pcm, 'ʇæ');
    expect(vot(shaped)).toBeGreaterThanOrEqual(votRules.aspiratedMin + 10);
    expect(vot(shaped)).toBeLessThanOrEqual(90);
  });

  it('shortens a puff too long to be a stop', () => {
    const { pcm } = testUtterance({ vot: 150 });
    const shaped = shapeStops(pcm, 'ꟼæ');
    expect(vot(shaped)).toBeGreaterThanOrEqual(votRules.aspiratedMin);
    expect(vot(shaped)).toBeLessThanOrEqual(votRules.aspiratedMax - 10);
  });

  it('cuts the puff of a stop after s to a plain stop', () => {
    const { pcm } = testUtterance({ s: { length: 120, closure: 50 }, vot: 65 });
    expect(vot(shapeStops(pcm, 'spæ'))).toBeLessThanOrEqual(votRules.plainMax - 10);
  });

  it('cuts a long puff after a voiced stop, which would sound like p', () => {
    const { pcm } = testUtterance({ vot: 45 });
    expect(vot(shapeStops(pcm, 'bæt'))).toBeLessThanOrEqual(votRules.plainMax - 10);
  });

  it('leaves a puff that is already right', () => {
    const { pcm } = testUtterance({ vot: 80 });
    expect([...shapeStops(pcm, 'ʞæ').samples]).toEqual([...pcm.samples]);
  });

  it('cuts the release of a final stop short', () => {
    const { pcm } = testUtterance({ vot: 80, final: { closure: 70, release: 90 } });
    const shaped = shapeStops(pcm, 'ʞæt');
    expect(finalRelease(analyse(shaped))?.noise).toBeLessThanOrEqual(votRules.finalReleaseMax - 10);
    expect(vot(shaped)).toBeGreaterThanOrEqual(votRules.aspiratedMin);
  });

  it('silences a murmur of voice in the closure of a first voiceless stop', () => {
    const { pcm, times } = testUtterance({ thump: true, vot: 80 });
    const a = analyse(shapeStops(pcm, 'ʇæ'));
    const before = Array.from(a.level.subarray(0, Math.round(times.burst) - 3));
    expect(Math.max(...before)).toBeLessThan(-90);
  });

  it('shapes the same clip the same way every time', () => {
    const { pcm } = testUtterance({ vot: 30, final: { closure: 60, release: 70 } });
    expect([...shapeStops(pcm, 'ꟼæk').samples]).toEqual([...shapeStops(pcm, 'ꟼæk').samples]);
  });

  it('refuses phones that do not hold the answer’s stops', () => {
    const { pcm } = testUtterance({ vot: 30 });
    const phones = [
      { phone: 'pau', end: 80 },
      { phone: 'ae', end: 300 },
    ];
    expect(() => shapeStops(pcm, 'ʇæ', phones)).toThrow('the voice said 0 stops where the answer has 1');
  });
});

describe('finishing a clip', () => {
  it('trims the silence and sets a common loudness without clipping', () => {
    const { pcm } = testUtterance({ lead: 300, vot: 60 });
    const quiet = { rate: pcm.rate, samples: pcm.samples.map((s) => Math.round(s / 8)) };
    const finished = finish(quiet);
    const a = analyse(finished);
    expect(silences(a).leading).toBeLessThanOrEqual(35);
    expect(loudness(a)).toBeCloseTo(-20, 0);
    expect(peakAndClipping(finished).clipped).toBe(0);
  });

  it('sets a chosen loudness, for sounds weaker than a vowel', () => {
    const { pcm } = testUtterance({ vot: 60 });
    expect(loudness(analyse(finish(pcm, -32)))).toBeCloseTo(-32, 0);
  });

  it('refuses a silent clip', () => {
    expect(() => finish({ rate: 1000, samples: new Int16Array(100) })).toThrow('silent');
  });
});
