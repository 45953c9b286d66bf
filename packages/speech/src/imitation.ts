/**
 * A learner's try at a word measured as the course's model of it is (docs/decisions/0057): the
 * voice-onset time of its first stop, or the length of its one vowel. Runs in the browser on the
 * learner's recording, which is never uploaded; says why instead of a figure when the recording
 * does not let it be measured reliably.
 */
import {
  type Analysis,
  analyse,
  initialOnset,
  isVoiced,
  loudness,
  peakAndClipping,
  silentDb,
} from './acoustics';
import type { Pcm } from './pcm';

export type Measure = 'aspiration' | 'vowel-length';

/** Why a recording gives no figure: too quiet, clipped, noise too close to the word, or no clear start. */
export type Unmeasurable = 'quiet' | 'clipped' | 'noisy' | 'unclear';

export type Measurement = { readonly ms: number } | { readonly problem: Unmeasurable };

/** Where a recording stops being measurable. */
export const reliability = {
  /** The word's loudness, dB FS, under which a burst is lost in a room's hiss. */
  quietestDb: -45,
  /** Samples at full scale, as a share of the recording, past which its bursts are flattened. */
  clippedShareMax: 0.0005,
  /** The quiet tenth of the recording must lie this far, dB, under its peak: else noise hides a burst. */
  noiseBelowPeakDb: 30,
  /** A voice-onset time past this is no stop's: something else was found. */
  votMax: 200,
  /** Vowels measured outside this range, ms, are a flicker of voice or more than one word. */
  vowel: { min: 40, max: 600 },
} as const;

/** The level the quietest tenth of the frames stays under: the recording's noise floor. */
function noiseFloor(a: Analysis): number {
  const levels = Array.from(a.level).sort((p, q) => p - q);
  return levels[Math.floor(levels.length / 10)] ?? silentDb;
}

/**
 * A stop's release: in its first 3 ms, the band above 2.5 kHz carries most of the sound (within
 * 12 dB of the whole), where a vowel starting from silence has its energy low.
 */
function isBurst(a: Analysis, burst: number): boolean {
  for (let f = burst; f < Math.min(a.length, burst + 3); f++)
    if ((a.high[f] ?? silentDb) >= (a.level[f] ?? silentDb) - 12) return true;
  return false;
}

/** Frames of unvoiced gap a vowel's voice may have (a creak, a dropout) and still be one vowel. */
const gapMax = 20;

/**
 * The first vowel's length: from where the word's first stretch of loud voice starts to where it
 * ends, a gap of more than 20 ms ending it (a second word or a repeat is not counted).
 */
function firstVowelLength(a: Analysis): number | undefined {
  const loud = (f: number) => isVoiced(a, f) && (a.level[f] ?? silentDb) > a.peak - 30;
  let first = 0;
  while (first < a.length && !loud(first)) first++;
  if (first === a.length) return undefined;
  let last = first;
  for (let f = first; f < a.length && f - last <= gapMax; f++) if (loud(f)) last = f;
  return last - first + 1;
}

/** Measures `measure` in a recording, or says why it cannot. */
export function measureImitation(pcm: Pcm, measure: Measure): Measurement {
  const { clipped } = peakAndClipping(pcm);
  if (clipped > pcm.samples.length * reliability.clippedShareMax) return { problem: 'clipped' };
  const a = analyse(pcm);
  if (loudness(a) < reliability.quietestDb) return { problem: 'quiet' };
  if (noiseFloor(a) > a.peak - reliability.noiseBelowPeakDb) return { problem: 'noisy' };
  if (measure === 'aspiration') {
    const onset = initialOnset(a);
    return onset && isBurst(a, onset.burst) && onset.vot <= reliability.votMax
      ? { ms: onset.vot }
      : { problem: 'unclear' };
  }
  const length = firstVowelLength(a);
  return length !== undefined && length >= reliability.vowel.min && length <= reliability.vowel.max
    ? { ms: length }
    : { problem: 'unclear' };
}
