import { finish } from '@tp/speech/shape';
import { testUtterance } from '@tp/speech/test-signals';
import { describe, expect, it } from 'vitest';
import { checkClip, soundDistance } from './acoustic-check';
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
    expect(checkClip(clip({ vot: 40 }), 'ʇæ').violations).toEqual([expect.stringContaining('under 60')]);
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
