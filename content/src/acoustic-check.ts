/**
 * The course's audio held to what its answers say: each clip measured as a listener would hear it
 * (voice-onset time of its first stop, the release of its last, loudness, clipping, silence at
 * its ends) and compared with the rules of the model (@tp/speech/stops). `npm run content:check`
 * runs it over every course and key sound.
 */
import { type Analysis, analyse, bandLevel, loudness, peakAndClipping, silences } from '@tp/speech/acoustics';
import type { Pcm } from '@tp/speech/pcm';
import { finalRelease, initialOnset, loudnessTarget } from '@tp/speech/shape';
import { type PlannedStop, plannedStops, votRules } from '@tp/speech/stops';

/** Limits every clip is held to, beside the stop rules. */
export const clipRules = {
  /** Silence before the first sound: enough not to clip the onset, not so much as to lag. */
  leadingMin: 10,
  leadingMax: 80,
  trailingMax: 200,
  /** The highest sample, dB FS (MP3 decoding may overshoot a little above the build's -1). */
  peakMax: -0.3,
  /** How far a clip may be from its loudness, dB. */
  loudnessSpread: 2.5,
  /** Voice in the closure before a b, d or g key's burst (what tells it from t, k, p). */
  prevoicingMin: 30,
  /** θ and f are weaker sounds than s and ʃ: at least this much quieter, dB. */
  weakFricativeMargin: 6,
} as const;

export interface ClipMeasures {
  readonly leading: number;
  readonly trailing: number;
  readonly loudness: number;
  readonly peakDb: number;
  readonly clipped: number;
  /** The first stop, when the clip starts with one (or with s and one) before a vowel. */
  readonly first?: { readonly stop: PlannedStop; readonly vot?: number; readonly prevoicing?: number };
  /** The last stop, when the clip ends with one: its release noise (0: unreleased). */
  readonly last?: { readonly stop: PlannedStop; readonly release?: number };
}

export interface ClipVerdict {
  readonly measures: ClipMeasures;
  readonly violations: readonly string[];
}

/** Milliseconds of voice in the 100 ms before a burst: the prevoicing of a voiced stop. */
function voiceBefore(a: Analysis, burst: number): number {
  let voiced = 0;
  for (let f = Math.max(0, burst - 100); f < burst; f++) {
    const audible = (a.level[f] ?? -120) > a.peak - 45;
    if (audible && (a.periodicity[f] ?? 0) >= 0.5 && (a.tilt[f] ?? 0) >= 6) voiced++;
  }
  return voiced;
}

/**
 * Measures a clip of `said` (its spelling in the model), which should sound at `target` dB FS,
 * and lists how it breaks the rules.
 */
export function checkClip(pcm: Pcm, said: string, target = loudnessTarget): ClipVerdict {
  const a = analyse(pcm);
  const { leading, trailing } = silences(a);
  const { peakDb, clipped } = peakAndClipping(pcm);
  const stops = plannedStops(said);
  const firstStop = stops[0];
  const lastStop = stops.at(-1);
  const violations: string[] = [];

  let first: ClipMeasures['first'];
  if (firstStop?.leading && firstStop.beforeVowel) {
    const onset = initialOnset(a);
    const prevoicing = onset && firstStop.kind === 'voiced' ? voiceBefore(a, onset.burst) : undefined;
    first = { stop: firstStop, vot: onset?.vot, prevoicing };
    const vot = onset?.vot;
    if (vot === undefined) {
      if (firstStop.kind !== 'voiced')
        violations.push(`no release of its first stop ${firstStop.symbol} found`);
    } else if (firstStop.kind === 'aspirated' && vot < votRules.aspiratedMin) {
      violations.push(`${firstStop.symbol} has a puff of ${vot} ms, under ${votRules.aspiratedMin}`);
    } else if (firstStop.kind === 'aspirated' && vot > votRules.aspiratedMax) {
      violations.push(
        `${firstStop.symbol} has a puff of ${vot} ms, over ${votRules.aspiratedMax}: a stop and an h`,
      );
    } else if (firstStop.kind === 'plain' && vot > votRules.plainMax) {
      violations.push(`${firstStop.symbol} has a puff of ${vot} ms, over ${votRules.plainMax}`);
    }
  }
  let last: ClipMeasures['last'];
  if (lastStop?.final) {
    const release = finalRelease(a)?.noise;
    last = { stop: lastStop, release };
    if (release !== undefined && release > votRules.finalReleaseMax) {
      violations.push(
        `final ${lastStop.symbol} is released with ${release} ms of noise, over ${votRules.finalReleaseMax}`,
      );
    }
  }

  const level = loudness(a);
  if (leading < clipRules.leadingMin || leading > clipRules.leadingMax) {
    violations.push(
      `${leading} ms of silence before it, not ${clipRules.leadingMin}–${clipRules.leadingMax}`,
    );
  }
  if (trailing > clipRules.trailingMax) violations.push(`${trailing} ms of silence after it`);
  if (clipped > 0) violations.push(`${clipped} clipped samples`);
  if (peakDb > clipRules.peakMax) violations.push(`peaks at ${peakDb.toFixed(1)} dB FS`);
  if (Math.abs(level - target) > clipRules.loudnessSpread) {
    violations.push(`loudness ${level.toFixed(1)} dB FS, not ${target} ± ${clipRules.loudnessSpread}`);
  }
  return { measures: { leading, trailing, loudness: level, peakDb, clipped, first, last }, violations };
}

/**
 * A clip from its first sound on, as 5 ms frames of its levels relative to its peak (whole, below
 * 900 Hz, above 2.5 kHz, above 5 kHz: where s lies, ʃ lower) and periodicity.
 */
function features(pcm: Pcm): number[][] {
  const a = analyse(pcm);
  const air = bandLevel(pcm, 'high', 5000, 5);
  const frames: number[][] = [];
  for (let f = silences(a).leading; f < a.length; f += 5) {
    const rel = (track: Float32Array) => Math.max(-60, (track[f] ?? -120) - a.peak);
    frames.push([rel(a.level), rel(a.low), rel(a.high), rel(air), 20 * (a.periodicity[f] ?? 0)]);
  }
  return frames;
}

const silentFrame = [-60, -60, -60, -60, 0];

/**
 * How different two clips sound: the mean distance, in dB-like units, between their frames taken
 * from their first sounds on (the shorter padded with silence). Not warped in time, so that a
 * puff of 80 ms against one of 15 ms counts. 0 for identical clips.
 */
export function soundDistance(p: Pcm, q: Pcm): number {
  const x = features(p);
  const y = features(q);
  const length = Math.max(x.length, y.length);
  let sum = 0;
  for (let i = 0; i < length; i++) {
    const a = x[i] ?? silentFrame;
    const b = y[i] ?? silentFrame;
    sum += a.reduce((d, v, k) => d + Math.abs(v - (b[k] ?? 0)), 0) / a.length;
  }
  return length === 0 ? 0 : sum / length;
}
