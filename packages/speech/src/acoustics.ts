/**
 * What a listener's ear would measure in a clip of synthetic speech: its level, where the voice
 * is, the burst of a stop's release and the voice-onset time (VOT) after it. An energy and
 * periodicity detector, enough for clean synthetic speech. Times are in milliseconds (frames)
 * from the clip's start.
 */
import type { Pcm } from './pcm';

/** Per-millisecond tracks of a clip. */
export interface Analysis {
  /** Frames, one per millisecond. */
  readonly length: number;
  /** dB FS of the whole band, RMS over the 4 ms around each frame. */
  readonly level: Float32Array;
  /** dB FS below ~900 Hz (the voice's fundamental and first formant), RMS over 8 ms. */
  readonly low: Float32Array;
  /** dB FS above ~2.5 kHz (bursts, frication, aspiration), RMS over 3 ms. */
  readonly high: Float32Array;
  /**
   * How much louder the band below ~900 Hz is than the band above ~2.5 kHz, over the same 8 ms, dB:
   * a voice falls off towards the high frequencies, bursts and noise do not.
   */
  readonly tilt: Float32Array;
  /** Periodicity of the 20 ms from each frame on, 0 (noise) to 1 (a steady voice). */
  readonly periodicity: Float32Array;
  /** The loudest frame's level, dB FS. */
  readonly peak: number;
}

export const silentDb = -120;
const db = (meanSquare: number) =>
  meanSquare > 0 ? Math.max(silentDb, 10 * Math.log10(meanSquare)) : silentDb;

/** Samples as floats in [-1, 1). */
export function toFloat(pcm: Pcm): Float32Array {
  return Float32Array.from(pcm.samples, (s) => s / 32768);
}

function biquad(x: Float32Array, b0: number, b1: number, b2: number, a1: number, a2: number): Float32Array {
  const y = new Float32Array(x.length);
  let x1 = 0;
  let x2 = 0;
  let y1 = 0;
  let y2 = 0;
  for (let n = 0; n < x.length; n++) {
    const x0 = x[n] ?? 0;
    const y0 = b0 * x0 + b1 * x1 + b2 * x2 - a1 * y1 - a2 * y2;
    y[n] = y0;
    x2 = x1;
    x1 = x0;
    y2 = y1;
    y1 = y0;
  }
  return y;
}

/** A second-order Butterworth filter (RBJ cookbook), low- or high-pass, run forward. */
export function butterworth(
  x: Float32Array,
  rate: number,
  kind: 'low' | 'high',
  cutoff: number,
): Float32Array {
  const w = (2 * Math.PI * cutoff) / rate;
  const alpha = Math.sin(w) / Math.SQRT2;
  const cos = Math.cos(w);
  const a0 = 1 + alpha;
  const b0 = (kind === 'low' ? (1 - cos) / 2 : (1 + cos) / 2) / a0;
  const b1 = (kind === 'low' ? 1 - cos : -(1 + cos)) / a0;
  return biquad(x, b0, b1, b0, (-2 * cos) / a0, (1 - alpha) / a0);
}

/** Fourth order: the filter run twice. */
const band = (x: Float32Array, rate: number, kind: 'low' | 'high', cutoff: number) =>
  butterworth(butterworth(x, rate, kind, cutoff), rate, kind, cutoff);

/** RMS level in dB of `x` over a centred window of `windowMs`, one value per millisecond. */
function levelTrack(x: Float32Array, rate: number, windowMs: number): Float32Array {
  const perMs = rate / 1000;
  const frames = Math.floor(x.length / perMs);
  const prefix = new Float64Array(x.length + 1);
  for (let n = 0; n < x.length; n++) prefix[n + 1] = (prefix[n] ?? 0) + (x[n] ?? 0) ** 2;
  const half = Math.round((windowMs * perMs) / 2);
  const out = new Float32Array(frames);
  for (let f = 0; f < frames; f++) {
    const centre = Math.round((f + 0.5) * perMs);
    const from = Math.max(0, centre - half);
    const to = Math.min(x.length, centre + half);
    out[f] = db(((prefix[to] ?? 0) - (prefix[from] ?? 0)) / Math.max(1, to - from));
  }
  return out;
}

const pitchRange = { min: 70, max: 400 };
const periodicityWindowMs = 20;

/**
 * Normalised autocorrelation peak over the pitch range, for the window starting at each
 * millisecond, on the signal low-passed and taken down to about 8 kHz. A forward window, so that
 * aspiration just before the voice is lifted by the vowel behind it by at most the window's length.
 */
function periodicityTrack(x: Float32Array, rate: number, frames: number): Float32Array {
  const step = Math.max(1, Math.round(rate / 8000));
  const filtered = band(x, rate, 'low', 1000);
  const y = new Float32Array(Math.floor(filtered.length / step));
  for (let n = 0; n < y.length; n++) y[n] = filtered[n * step] ?? 0;
  const r = rate / step;
  const minLag = Math.floor(r / pitchRange.max);
  const maxLag = Math.ceil(r / pitchRange.min);
  const span = Math.round((periodicityWindowMs * r) / 1000);
  const out = new Float32Array(frames);
  for (let f = 0; f < frames; f++) {
    const start = Math.round((f * r) / 1000);
    if (start + span + maxLag >= y.length) break;
    let e0 = 0;
    for (let n = start; n < start + span; n++) e0 += (y[n] ?? 0) ** 2;
    if (e0 <= 1e-12) continue;
    // The lagged window's energy, slid along as the lag grows.
    let eLag = 0;
    for (let n = start + minLag; n < start + minLag + span; n++) eLag += (y[n] ?? 0) ** 2;
    let best = 0;
    for (let lag = minLag; lag <= maxLag; lag++) {
      let cross = 0;
      for (let n = start; n < start + span; n++) cross += (y[n] ?? 0) * (y[n + lag] ?? 0);
      best = Math.max(best, cross / Math.sqrt(e0 * eLag + 1e-20));
      // Slid rather than summed again; rounding must not take it below zero.
      eLag = Math.max(0, eLag + (y[start + lag + span] ?? 0) ** 2 - (y[start + lag] ?? 0) ** 2);
    }
    out[f] = best;
  }
  return out;
}

/** dB FS of the clip above or below `cutoff` Hz, RMS over `windowMs` around each millisecond. */
export function bandLevel(pcm: Pcm, kind: 'low' | 'high', cutoff: number, windowMs: number): Float32Array {
  return levelTrack(band(toFloat(pcm), pcm.rate, kind, cutoff), pcm.rate, windowMs);
}

export function analyse(pcm: Pcm): Analysis {
  const x = toFloat(pcm);
  const level = levelTrack(x, pcm.rate, 4);
  const low = levelTrack(band(x, pcm.rate, 'low', 900), pcm.rate, 8);
  const highPassed = band(x, pcm.rate, 'high', 2500);
  const high = levelTrack(highPassed, pcm.rate, 3);
  const high8 = levelTrack(highPassed, pcm.rate, 8);
  const tilt = low.map((l, f) => l - (high8[f] ?? silentDb));
  const periodicity = periodicityTrack(x, pcm.rate, level.length);
  const peak = level.reduce((m, v) => Math.max(m, v), silentDb);
  return { length: level.length, level, low, high, tilt, periodicity, peak };
}

const at = (track: Float32Array, f: number) => track[f] ?? silentDb;

function maxOf(a: Analysis, track: Float32Array, from: number, frames: number): number {
  let m = silentDb;
  for (let f = Math.max(0, from); f < Math.min(a.length, from + frames); f++) m = Math.max(m, at(track, f));
  return m;
}

/** How far below the loudest frame a frame still counts as sound, not silence. */
export const silenceBelowPeakDb = 40;
/** Below this, under the loudest frame, a stop's release noise is inaudible beside the word. */
export const releaseBelowPeakDb = 50;
/** A clip's silence ends where its sound first comes within this of the peak, for 10 ms. */
export const soundBelowPeakDb = 45;

const isSound = (a: Analysis, f: number) => at(a.level, f) > a.peak - silenceBelowPeakDb;
const isAudible = (a: Analysis, f: number) => at(a.level, f) > a.peak - soundBelowPeakDb;

/**
 * Milliseconds of silence before the first sound and after the last: a sound is 10 ms in a row
 * within 45 dB of the peak, so that a voice's noise floor is not one.
 */
export function silences(a: Analysis): { leading: number; trailing: number } {
  const run = 10;
  const soundAt = (f: number, step: 1 | -1) => {
    for (let k = 0; k < run; k++) if (!isAudible(a, f + k * step)) return false;
    return true;
  };
  let first = 0;
  while (first < a.length && !soundAt(first, 1)) first++;
  let last = a.length - 1;
  while (last > first && !soundAt(last, -1)) last--;
  return { leading: first, trailing: a.length - 1 - last };
}

/**
 * Voiced: periodic, loud in the voice's band rather than a faint hum under noise, and falling in
 * level towards the high frequencies as a voice does (noise, even a synthesiser's looped noise
 * that looks periodic, is as strong up there).
 */
export function isVoiced(a: Analysis, f: number): boolean {
  return (a.periodicity[f] ?? 0) >= 0.6 && at(a.low, f) > a.peak - 30 && isVoiceTilt(a, f);
}

const isVoiceTilt = (a: Analysis, f: number) => (a.tilt[f] ?? 0) >= 6;

/** A frame of a vowel or another loud voiced sound: voiced, and within 30 dB of the peak. */
const isLoudVoice = (a: Analysis, f: number) => isVoiced(a, f) && at(a.level, f) > a.peak - 30;

/** Frames of loud voice in a row that make a vowel (or a sonorant), not a voiced-looking flicker. */
const vowelFrames = 25;

/**
 * The first and last frames of the clip's vowels: runs of at least 25 ms of loud voice (a murmur
 * in a closure, or a release's noise that looks voiced for a few frames, is not one). Undefined
 * when there is none.
 */
export function voicedSpan(a: Analysis): { first: number; last: number } | undefined {
  let first: number | undefined;
  let last: number | undefined;
  let run = 0;
  for (let f = 0; f < a.length; f++) {
    run = isLoudVoice(a, f) ? run + 1 : 0;
    if (run < vowelFrames) continue;
    first ??= f - vowelFrames + 1;
    last = f;
  }
  return first === undefined || last === undefined ? undefined : { first, last };
}

/**
 * Where the voice starts after `from`: found at the first frame of loud voice (at most 20 dB under
 * the clip's peak: a vowel, not a murmur of voice in a closure), then stepped back over the frames
 * whose low band is within 20 dB of the vowel's and which fall off towards the high frequencies as
 * a voice does (so the first weak pulses of a vowel count, aspiration noise and a quiet voice bar
 * before a burst do not). Undefined when no vowel starts before `to`.
 */
export function findVoiceOnset(a: Analysis, from: number, to: number): number | undefined {
  for (let f = Math.max(0, from); f < Math.min(to, a.length); f++) {
    if (!isVoiced(a, f) || at(a.level, f) < a.peak - 20) continue;
    const vowel = maxOf(a, a.low, f, 20);
    let onset = f;
    while (onset > from && at(a.low, onset - 1) > vowel - 20 && isVoiceTilt(a, onset - 1)) onset--;
    return onset;
  }
  return undefined;
}

/** The quietest frame in [from, to): the heart of a stop's closure. */
export function findClosure(a: Analysis, from: number, to: number): number {
  let quietest = Math.max(0, from);
  for (let f = quietest; f < Math.min(to, a.length); f++)
    if (at(a.level, f) < at(a.level, quietest)) quietest = f;
  return quietest;
}

/**
 * The burst of a stop's release in [from, to): after the quietest point of the closure, the first
 * audible frame whose high band has risen 10 dB above its lowest since and carries most of the
 * frame's energy (a low thump of voice in the closure is not a burst). Undefined when nothing
 * rises there: the stop is not released.
 */
export function findBurst(a: Analysis, from: number, to: number): number | undefined {
  const end = Math.min(to, a.length);
  const quietest = findClosure(a, from, end);
  const audible = a.peak - releaseBelowPeakDb;
  let highFloor = at(a.high, quietest);
  for (let f = quietest; f < end; f++) {
    const level = at(a.level, f);
    const high = at(a.high, f);
    highFloor = Math.min(highFloor, high);
    if (level >= audible && high >= level - 12 && high >= Math.max(highFloor, a.peak - 80) + 10) return f;
  }
  return undefined;
}

/**
 * The burst whose noise runs into the voice at `voiceOnset`: walking back from the voice, the
 * start of the noise before it, where the high band (where aspiration lies) falls 12 dB under its
 * loudest since for 3 frames, in one of which the whole band falls 10 dB under its own (the
 * closure; a synthesiser's aspiration may flicker in the high band, not in the whole). Undefined
 * when no closure comes after `earliest`: the voice was not preceded by a released stop.
 */
export function findBurstBefore(a: Analysis, voiceOnset: number, earliest: number): number | undefined {
  let loudestHigh = silentDb;
  let loudest = silentDb;
  let quiet = 0;
  let silent = false;
  for (let f = voiceOnset - 1; f >= Math.max(0, earliest); f--) {
    const high = at(a.high, f);
    if (quiet === 0) {
      loudestHigh = Math.max(loudestHigh, high);
      loudest = Math.max(loudest, at(a.level, f));
    }
    if (high < loudestHigh - 12) {
      silent ||= at(a.level, f) < loudest - 10;
      quiet++;
    } else {
      quiet = 0;
      silent = false;
    }
    if (quiet >= 3 && silent) return f + quiet;
  }
  return undefined;
}

/** Where a sound that starts at a burst ends: the first of 10 frames in a row under the release floor. */
export function findSilenceAfter(a: Analysis, burst: number): number {
  let quiet = 0;
  for (let f = burst; f < a.length; f++) {
    quiet = at(a.level, f) < a.peak - releaseBelowPeakDb ? quiet + 1 : 0;
    if (quiet === 10) return f - 9;
  }
  return a.length;
}

/** A stop's release before a vowel: its burst, the voice onset, and the time between (VOT). */
export interface Onset {
  readonly burst: number;
  readonly voiceOnset: number;
  readonly vot: number;
  /** High-band rise over the 6 ms around the burst, dB: a stop's release is abrupt, an h is not. */
  readonly rise: number;
}

/** The high band's rise over the 6 ms around a burst. */
const riseAt = (a: Analysis, burst: number) =>
  at(a.high, Math.min(a.length - 1, burst + 3)) - at(a.high, Math.max(0, burst - 3));

/**
 * The release of the stop whose closure lies in [from, to), and the voice after it (within 60 ms
 * of `to`); undefined when there is none.
 */
export function measureOnset(a: Analysis, from: number, to: number): Onset | undefined {
  const voiceOnset = findVoiceOnset(a, findClosure(a, from, to), to + 60);
  if (voiceOnset === undefined) return undefined;
  const burst = findBurstBefore(a, voiceOnset, from);
  if (burst === undefined) return undefined;
  return { burst, voiceOnset, vot: voiceOnset - burst, rise: riseAt(a, burst) };
}

/**
 * The release of the clip's first sound, a stop before a vowel: what the content check measures,
 * and what a learner's word is measured by against the course's.
 */
export function initialOnset(a: Analysis): Onset | undefined {
  const voiceOnset = findVoiceOnset(a, 0, a.length);
  if (voiceOnset === undefined) return undefined;
  const burst = findBurstBefore(a, voiceOnset, 0);
  if (burst === undefined) return undefined;
  return { burst, voiceOnset, vot: voiceOnset - burst, rise: riseAt(a, burst) };
}

/** The release of a stop at the end of a clip: its burst and how long its noise lasts (0: unreleased). */
export interface FinalRelease {
  /** Where the voice before the stop has died away: its closure. */
  readonly closed: number;
  readonly burst?: number;
  readonly noise: number;
}

/**
 * The release of a stop at the end of the clip, closed after the voice at `from` dies away (15 dB
 * down), within `closureMs`.
 */
export function measureFinalRelease(a: Analysis, from: number, closureMs = 150): FinalRelease {
  const voice = at(a.level, from);
  let closed = from;
  while (closed < a.length && at(a.level, closed) > voice - 15) closed++;
  const burst = findBurst(a, closed, Math.min(a.length, closed + closureMs));
  if (burst === undefined) return { closed, noise: 0 };
  return { closed, burst, noise: findSilenceAfter(a, burst) - burst };
}

/** Active-speech loudness: the mean power of the frames within 40 dB of the peak, dB FS. */
export function loudness(a: Analysis): number {
  let sum = 0;
  let n = 0;
  for (let f = 0; f < a.length; f++) {
    if (!isSound(a, f)) continue;
    sum += 10 ** (at(a.level, f) / 10);
    n++;
  }
  return n === 0 ? silentDb : db(sum / n);
}

/** Peak sample, dB FS, and how many samples sit at full scale (clipped). */
export function peakAndClipping(pcm: Pcm): { peakDb: number; clipped: number } {
  let peak = 0;
  let clipped = 0;
  for (const s of pcm.samples) {
    const m = Math.abs(s);
    if (m > peak) peak = m;
    if (m >= 32767) clipped++;
  }
  return { peakDb: peak === 0 ? silentDb : 20 * Math.log10(peak / 32768), clipped };
}
