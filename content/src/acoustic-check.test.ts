import { finish } from '@tp/speech/shape';
import { testUtterance } from '@tp/speech/test-signals';
import { describe, expect, it } from 'vitest';
import {
  type AspiratedPlace,
  type AspirationMeasures,
  aspirationRules,
  checkAspiration,
  checkClip,
  measureAspiration,
  rippleOf,
  soundDistance,
  soundLength,
} from './acoustic-check';
import { keyRecipes } from './key-recipes';

/** A test recording, trimmed and at the course's loudness as the build leaves every clip. */
const clip = (...args: Parameters<typeof testUtterance>) => finish(testUtterance(...args).pcm);

describe('the acoustic check', () => {
  it('passes a clip whose stops are what its answer says', () => {
    const verdict = checkClip(clip({ vot: 80, final: { closure: 70, release: 12 } }), 'ʞæt');
    expect(verdict.violations).toEqual([]);
    expect(verdict.measures.first?.vot).toBeGreaterThanOrEqual(75);
    expect(verdict.measures.last?.release).toBeLessThanOrEqual(17);
  });

  it('fails an aspirated stop without its puff, and a plain one with it', () => {
    expect(checkClip(clip({ vot: 35 }), 'ʇæ').violations).toEqual([expect.stringContaining('under 45')]);
    expect(checkClip(clip({ s: { length: 120, closure: 50 }, vot: 60 }), 'spæ').violations).toEqual([
      expect.stringContaining('over 30'),
    ]);
  });

  it('fails a final stop released with a puff', () => {
    const verdict = checkClip(clip({ vot: 80, final: { closure: 70, release: 80 } }), 'ʞæt');
    expect(verdict.violations).toEqual([expect.stringContaining('final t is released')]);
  });

  it('fails a clip far from its loudness, or with a long silence before it', () => {
    const quiet = finish(testUtterance({ vot: 80 }).pcm, -30);
    expect(checkClip(quiet, 'ʞæ').violations).toEqual([expect.stringContaining('loudness')]);
    const late = testUtterance({ lead: 300, vot: 80 }).pcm;
    expect(checkClip(late, 'ʞæ').violations).toContainEqual(expect.stringContaining('of silence before it'));
  });

  it('tells two sounds apart by their puff, and a sound from itself not at all', () => {
    const aspirated = clip({ vot: 80 });
    expect(soundDistance(aspirated, aspirated)).toBe(0);
    expect(soundDistance(aspirated, clip({ vot: 15 }))).toBeGreaterThan(2);
  });

  it('has a recipe for every key but the letters the model does not use', () => {
    const silent = [...keyRecipes].filter(([, recipe]) => recipe === null).map(([symbol]) => symbol);
    expect(silent.sort()).toEqual(['u', 'y']);
    const said = [...keyRecipes.values()].flatMap((recipe) =>
      recipe ? [`${recipe.say}/${recipe.from ?? recipe.hold?.phone}`] : [],
    );
    expect(new Set(said).size).toBe(said.length);
  });
});

describe('the aspiration check', () => {
  const puff = (vot: number, puff?: Parameters<typeof testUtterance>[0]['puff']) =>
    measureAspiration(clip({ vot, puff })) as AspirationMeasures;
  const places = (p: number, t: number, k: number, gains = [0.06, 0.06, 0.06]) =>
    new Map<AspiratedPlace, AspirationMeasures[]>([
      ['ꟼ', [puff(p, { gain: gains[0] })]],
      ['ʇ', [puff(t, { gain: gains[1] })]],
      ['ʞ', [puff(k, { gain: gains[2] })]],
    ]);

  it('measures the puff’s length and its loudness against the vowel', () => {
    const m = puff(70);
    expect(m.vot).toBeGreaterThanOrEqual(66);
    expect(m.vot).toBeLessThanOrEqual(74);
    const louder = puff(70, { gain: 0.12 });
    expect(louder.relativeDb - m.relativeDb).toBeCloseTo(6, 0);
  });

  it('passes puffs of p, t and k in order and in their ranges, as loud at each place', () => {
    expect(checkAspiration(places(60, 70, 80)).violations).toEqual([]);
  });

  it('fails places out of order, or a mean outside its range', () => {
    expect(checkAspiration(places(80, 70, 80)).violations).toEqual([
      expect.stringContaining('ꟼ: mean VOT'),
      expect.stringContaining('order'),
    ]);
    expect(checkAspiration(places(60, 70, 100)).violations).toEqual([expect.stringContaining('ʞ: mean VOT')]);
  });

  it('fails a place whose puff is fainter than the others’ by more than 3 dB', () => {
    const faint = checkAspiration(places(60, 70, 80, [0.02, 0.06, 0.06]));
    expect(faint.violations).toEqual([expect.stringContaining('differ in loudness')]);
  });

  it('finds a ripple of the envelope at a fixed rate, and none in smooth noise', () => {
    const smooth = [60, 70, 80].map((vot) => puff(vot).modulation);
    expect(rippleOf(smooth)).toBeLessThan(0.1);
    for (const hz of [250, 333, 450]) {
      const rippled = puff(80, { rippleHz: hz, rippleDepth: 0.25 }).modulation;
      expect(rippleOf([rippled]), `${hz} Hz`).toBeGreaterThan(aspirationRules.rippleMax);
    }
    const byPlace = new Map<AspiratedPlace, AspirationMeasures[]>([
      ['ꟼ', [puff(60, { rippleHz: 333, rippleDepth: 0.25 })]],
      ['ʇ', [puff(70)]],
      ['ʞ', [puff(80)]],
    ]);
    expect(checkAspiration(byPlace).violations).toEqual([expect.stringContaining('ꟼ: envelope ripple')]);
  }, 30_000);

  it('measures a sound’s length from its first sound to its last', () => {
    const short = soundLength(clip({ vot: 70, vowel: 150 }));
    const long = soundLength(clip({ vot: 70, vowel: 250 }));
    expect(long - short).toBeGreaterThanOrEqual(90);
    expect(long - short).toBeLessThanOrEqual(110);
  });
});
