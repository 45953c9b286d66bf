/**
 * The course's audio held to what its answers say: each clip measured as a listener would hear it
 * (voice-onset time of its first stop, the release of its last, loudness, clipping, silence at
 * its ends) and compared with the rules of the model (@tp/speech/stops). `npm run content:check`
 * runs it over every course and key sound.
 */
import {
  type Analysis,
  analyse,
  bandLevel,
  initialOnset,
  loudness,
  peakAndClipping,
  silences,
  toFloat,
} from '@tp/speech/acoustics';
import type { Pcm } from '@tp/speech/pcm';
import { finalRelease, loudnessTarget } from '@tp/speech/shape';
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

interface ClipMeasures {
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

/**
 * What the puff of an aspirated stop must be: its length by place, as American English says its
 * word-initial stressed stops (Lisker & Abramson 1964, Word 20:384–422; Byrd 1993, JASA 94: p ≈ 58,
 * t ≈ 70, k ≈ 80 ms), in that order; its loudness against the vowel alike at every place; and a
 * smooth envelope, not one that ripples at a fixed rate (a texture of repeated grains).
 */
export const aspirationRules = {
  /** Mean VOT of the course's first ꟼ, ʇ and ʞ, ms: p shortest, k longest (docs/design.md §5). */
  votByPlace: { ꟼ: [55, 65], ʇ: [65, 75], ʞ: [75, 85] },
  /** How far apart the places' mean puff loudness (against their vowel) may be, dB. */
  loudnessSpread: 3,
  /**
   * The strongest fixed-rate modulation of the puffs' envelope between 200 and 500 Hz, above the
   * flicker every noise has, as a fraction of its mean power (see rippleOf). Smooth noise measures
   * about 0.07; the old puffs, grains overlapped every 3 ms, measured 0.17 at 333 Hz for ꟼ (a
   * power swinging by ±17%, a buzz); a ripple of 0.14 (±0.6 dB) is where the check draws the line.
   */
  rippleMax: 0.14,
} as const;

export type AspiratedPlace = keyof typeof aspirationRules.votByPlace;

export interface AspirationMeasures {
  readonly vot: number;
  /** The envelope's 200–500 Hz modulation spectrum (see modulationSpectrum). */
  readonly modulation: readonly number[];
  /** The puff's RMS level against the vowel's first 60 ms, dB. */
  readonly relativeDb: number;
}

const rmsDb = (x: Float32Array, from: number, to: number) => {
  let sum = 0;
  for (let n = from; n < to; n++) sum += (x[n] ?? 0) ** 2;
  return 10 * Math.log10(sum / Math.max(1, to - from) + 1e-12);
};

/**
 * The envelope's modulation in 200–500 Hz: the power of x[from, to) smoothed over 1 ms and read
 * every 0.25 ms, its slow course (a straight line) taken away, Hann-windowed; then, at each 10 Hz
 * of the band, the squared amplitude of the modulation at that rate against the mean power. A
 * power that swells and fades as (1 + d cos 2πft) gives d² at f.
 */
function modulationSpectrum(x: Float32Array, rate: number, from: number, to: number): number[] {
  const smooth = Math.round(rate / 1000);
  const hop = Math.max(1, Math.round(rate / 4000));
  const env: number[] = [];
  for (let n = from; n + smooth <= to; n += hop) {
    let sum = 0;
    for (let k = n; k < n + smooth; k++) sum += (x[k] ?? 0) ** 2;
    env.push(sum / smooth);
  }
  const count = env.length;
  const bins = rippleBand.map(() => 0);
  if (count < 16) return bins;
  const mean = env.reduce((s, v) => s + v, 0) / count;
  if (mean <= 0) return bins;
  // The slow course of the puff (its rise or fall) is no ripple.
  const mid = (count - 1) / 2;
  let slopeNum = 0;
  let slopeDen = 0;
  env.forEach((v, i) => {
    slopeNum += (i - mid) * (v - mean);
    slopeDen += (i - mid) ** 2;
  });
  const slope = slopeNum / slopeDen;
  const w = env.map((_, i) => 0.5 - 0.5 * Math.cos((2 * Math.PI * (i + 0.5)) / count));
  const wSum = w.reduce((s, v) => s + v, 0);
  const envRate = rate / hop;
  return rippleBand.map((f) => {
    let re = 0;
    let im = 0;
    for (let i = 0; i < count; i++) {
      const v = ((env[i] ?? 0) - mean - slope * (i - mid)) * (w[i] ?? 0);
      re += v * Math.cos((2 * Math.PI * f * i) / envRate);
      im -= v * Math.sin((2 * Math.PI * f * i) / envRate);
    }
    return ((2 * Math.hypot(re, im)) / wSum / mean) ** 2;
  });
}

/** The rates at which a ripple is looked for, Hz: 200 to 500 by 10. */
const rippleBand = Array.from({ length: 31 }, (_, i) => 200 + 10 * i);

/**
 * The ripple of puffs: their modulation spectra averaged (a fixed-rate ripple adds up from clip to
 * clip, the random flicker of noise averages out to a smooth floor that falls with the rate), and
 * the strongest line above that floor (a straight line fitted over the band), as an amplitude
 * against the mean power: a ripple of depth d measures about d.
 */
export function rippleOf(spectra: readonly (readonly number[])[]): number {
  if (spectra.length === 0) return 0;
  const mean = rippleBand.map((_, f) => spectra.reduce((s, p) => s + (p[f] ?? 0), 0) / spectra.length);
  const mid = (mean.length - 1) / 2;
  const average = mean.reduce((s, v) => s + v, 0) / mean.length;
  let num = 0;
  let den = 0;
  mean.forEach((v, i) => {
    num += (i - mid) * (v - average);
    den += (i - mid) ** 2;
  });
  const slope = num / den;
  const above = mean.map((v, i) => v - (average + slope * (i - mid)));
  return Math.sqrt(Math.max(0, ...above));
}

/**
 * The puff of a clip that begins with an aspirated stop: its length, the ripple of its envelope
 * (its first 5 ms, the burst, and last 3 ms aside) and its loudness against the vowel after it.
 */
export function measureAspiration(pcm: Pcm): AspirationMeasures | undefined {
  const onset = initialOnset(analyse(pcm));
  if (!onset) return undefined;
  const x = toFloat(pcm);
  const at = (ms: number) => Math.round((ms * pcm.rate) / 1000);
  const from = at(onset.burst + 5);
  const to = at(onset.voiceOnset - 3);
  if (to - from < at(10)) return { vot: onset.vot, modulation: [], relativeDb: Number.NaN };
  const vowel = rmsDb(x, at(onset.voiceOnset + 10), at(onset.voiceOnset + 70));
  return {
    vot: onset.vot,
    modulation: modulationSpectrum(x, pcm.rate, from, to),
    relativeDb: rmsDb(x, from, to) - vowel,
  };
}

/** What breaks the aspiration rules in the course's puffs, measured by place. */
export function checkAspiration(byPlace: ReadonlyMap<AspiratedPlace, readonly AspirationMeasures[]>): {
  readonly means: Map<AspiratedPlace, { vot: number; relativeDb: number; ripple: number }>;
  readonly violations: string[];
} {
  const violations: string[] = [];
  const means = new Map<AspiratedPlace, { vot: number; relativeDb: number; ripple: number }>();
  const avg = (v: readonly number[]) => v.reduce((s, x) => s + x, 0) / v.length;
  for (const place of Object.keys(aspirationRules.votByPlace) as AspiratedPlace[]) {
    const measures = byPlace.get(place) ?? [];
    if (measures.length === 0) continue;
    const mean = {
      vot: avg(measures.map((m) => m.vot)),
      relativeDb: avg(measures.map((m) => m.relativeDb).filter(Number.isFinite)),
      ripple: rippleOf(measures.map((m) => m.modulation)),
    };
    means.set(place, mean);
    const [low, high] = aspirationRules.votByPlace[place];
    if (mean.vot < low || mean.vot > high) {
      violations.push(`${place}: mean VOT ${mean.vot.toFixed(1)} ms, not ${low}–${high}`);
    }
    if (mean.ripple > aspirationRules.rippleMax) {
      violations.push(
        `${place}: envelope ripple ${mean.ripple.toFixed(2)}, over ${aspirationRules.rippleMax}`,
      );
    }
  }
  const order = (['ꟼ', 'ʇ', 'ʞ'] as const).flatMap((p) => means.get(p)?.vot ?? []);
  if (order.some((v, i) => i > 0 && v <= (order[i - 1] ?? 0))) {
    violations.push('the places’ mean VOTs are not in the order p < t < k');
  }
  const levels = [...means.values()].map((m) => m.relativeDb);
  if (levels.length > 1 && Math.max(...levels) - Math.min(...levels) > aspirationRules.loudnessSpread) {
    violations.push(
      `the places’ puffs differ in loudness by ${(Math.max(...levels) - Math.min(...levels)).toFixed(1)} dB, over ${aspirationRules.loudnessSpread}`,
    );
  }
  return { means, violations };
}

/** A vowel key sound's length, ms: from its first sound to its last. */
export function soundLength(pcm: Pcm): number {
  const a = analyse(pcm);
  const { leading, trailing } = silences(a);
  return a.length - leading - trailing;
}

/** The tense i is longer than the lax ɪ, as in speech: at least this many times as long. */
export const tenseLaxRatioMin = 1.3;
