/**
 * Makes a clip say its answer's stops the way the model writes them (see ./stops.ts): the puff
 * after ʇ ʞ ꟼ is made anew, as long as its place wants and shaped by the vowel it leads into
 * (see aspirate), a plain stop's puff is cut short, a final release is cut short, a glottal stop loses its release, and whatever a voice murmurs in the closure of a
 * first, voiceless stop is silenced. Then the clip is trimmed and brought to a common loudness.
 */
import {
  type Analysis,
  analyse,
  butterworth,
  initialOnset,
  loudness,
  measureFinalRelease,
  measureOnset,
  silences,
  silentDb,
  toFloat,
  voicedSpan,
} from './acoustics';
import type { Pcm } from './pcm';
import { aspiratedVot, aspirationLevelDb, type PlannedStop, plannedStops, votTargets } from './stops';

/** Floats in [-1, 1) back to 16-bit samples. */
function fromFloat(rate: number, x: Float32Array): Pcm {
  return {
    rate,
    samples: Int16Array.from(x, (v) => Math.max(-32768, Math.min(32767, Math.round(v * 32768)))),
  };
}

/** A phone the synthesiser said and when it ended (ms): where to look for each stop. */
export interface PhoneEnd {
  readonly phone: string;
  readonly end: number;
}

/** An edit of the samples, at a time in ms; edits are applied from the last to the first. */
type Edit =
  | { readonly at: number; readonly op: 'aspirate'; readonly to: number; readonly ms: number }
  | { readonly at: number; readonly op: 'cut'; readonly to: number }
  | { readonly at: number; readonly op: 'fade-out' }
  | { readonly at: number; readonly op: 'silence-before' };

/** Where a stop's release is heard before a vowel, or at the end of the clip. */
type Located =
  | { readonly stop: PlannedStop; readonly burst: number; readonly voiceOnset: number }
  | { readonly stop: PlannedStop; readonly burst: number; readonly releaseEnd: number };

/** The release of the clip's last sound, a stop: what the content check measures too. */
export function finalRelease(a: Analysis) {
  const span = voicedSpan(a);
  return span === undefined ? undefined : measureFinalRelease(a, span.last);
}

const stopPhones = new Set(['p', 't', 'k', 'b', 'd', 'g']);

/** How long a final stop's closure lasts before a release that could not be found. */
const finalClosureMs = 70;

/**
 * Finds each stop in the clip. The first and last releases are found by ear, as the content check
 * finds them; the others only with the synthesiser's phone ends, which say where each stop is.
 */
function locate(a: Analysis, stops: readonly PlannedStop[], phones?: readonly PhoneEnd[]): Located[] {
  const said = phones?.flatMap((p, i) =>
    stopPhones.has(p.phone) ? [{ from: phones[i - 1]?.end ?? 0, to: p.end }] : [],
  );
  if (said && said.length !== stops.length) {
    throw new Error(`the voice said ${said.length} stops where the answer has ${stops.length}`);
  }
  return stops.flatMap((stop, i): Located[] => {
    if (stop.final) {
      const release = finalRelease(a);
      if (!release) return [];
      // Unreleased to the ear; a release too soft to find here is cut after a closure's time all the same.
      const burst = release.burst ?? release.closed + finalClosureMs;
      return [{ stop, burst, releaseEnd: burst + Math.max(release.noise, votTargets.finalRelease + 1) }];
    }
    if (!stop.beforeVowel) return [];
    const window = said?.[i];
    const onset = stop.leading ? initialOnset(a) : window && measureOnset(a, window.from, window.to);
    return onset ? [{ stop, burst: onset.burst, voiceOnset: onset.voiceOnset }] : [];
  });
}

/** How much of a stop's burst is kept before its new puff, ms. */
const burstKeepMs = 4;

function editsFor(located: Located): Edit[] {
  const { stop, burst } = located;
  if (!('voiceOnset' in located)) {
    const keep = burst + votTargets.finalRelease;
    return located.releaseEnd - burst > votTargets.finalRelease ? [{ at: keep, op: 'fade-out' }] : [];
  }
  const { voiceOnset } = located;
  const vot = voiceOnset - burst;
  const edits: Edit[] = [];
  if (stop.kind === 'aspirated') {
    // The burst's first milliseconds are kept; what follows up to the voice is made anew.
    const target = aspiratedVot[stop.symbol as keyof typeof aspiratedVot] ?? aspiratedVot.ʇ;
    edits.push({ at: burst + burstKeepMs, op: 'aspirate', to: voiceOnset, ms: target - burstKeepMs });
  } else if ((stop.kind === 'plain' || stop.kind === 'voiced') && vot > votTargets.plain + 5) {
    edits.push({ at: burst + 10, op: 'cut', to: voiceOnset - (votTargets.plain - 10) });
  } else if (stop.kind === 'glottal') {
    edits.push({ at: burst, op: 'cut', to: voiceOnset - 2 });
  }
  // A murmur of voice in the closure before a first voiceless stop would sound like b, d or g.
  if (stop.initial && stop.kind !== 'voiced') edits.push({ at: burst - 1, op: 'silence-before' });
  return edits;
}

/** A small deterministic generator, so that the same clip always comes out the same. */
function random(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4294967296;
  };
}

/**
 * `length` samples of noise like x[from, to): Hann-windowed grains taken at random from it, each
 * brought to the region's mean level (so the noise is steady, not a flicker of loud and soft
 * grains), overlapped by half (so the windows sum to one), plus a half grain at each end that the
 * caller overlaps with the signal it joins.
 */
function noiseLike(x: Float32Array, from: number, to: number, length: number, grain: number): Float32Array {
  const out = new Float32Array(length + grain);
  const hop = grain / 2;
  const next = random(from * 7919 + length);
  const span = Math.max(1, to - from - grain);
  const rms = (start: number, n: number) => {
    let sum = 0;
    for (let k = start; k < start + n; k++) sum += (x[k] ?? 0) ** 2;
    return Math.sqrt(sum / Math.max(1, n));
  };
  const level = rms(from, Math.max(1, to - from));
  for (let start = 0; start + grain <= out.length; start += hop) {
    const source = from + Math.floor(next() * span);
    const gain = level / (rms(source, grain) || level || 1);
    for (let n = 0; n < grain; n++) {
      const w = 0.5 - 0.5 * Math.cos((2 * Math.PI * n) / grain);
      out[start + n] = (out[start + n] ?? 0) + w * gain * (x[source + n] ?? 0);
    }
  }
  return out;
}

/**
 * All-pole coefficients (a[1..order]) of x[from, to) by linear prediction (autocorrelation and
 * Levinson–Durbin, pre-emphasised and Hann-windowed): the spectral envelope of the vocal tract.
 */
export function linearPrediction(x: Float32Array, from: number, to: number, order: number): Float64Array {
  const n = Math.max(0, to - from);
  const y = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const w = 0.5 - 0.5 * Math.cos((2 * Math.PI * (i + 0.5)) / n);
    y[i] = ((x[from + i] ?? 0) - 0.97 * (x[from + i - 1] ?? 0)) * w;
  }
  const r = new Float64Array(order + 1);
  for (let lag = 0; lag <= order; lag++) {
    let sum = 0;
    for (let i = lag; i < n; i++) sum += (y[i] ?? 0) * (y[i - lag] ?? 0);
    r[lag] = sum;
  }
  r[0] = (r[0] ?? 0) * 1.0001 + 1e-12; // a little white noise keeps the filter stable
  let a = new Float64Array(order + 1);
  a[0] = 1;
  let error = r[0] ?? 1;
  for (let i = 1; i <= order; i++) {
    let acc = r[i] ?? 0;
    for (let j = 1; j < i; j++) acc += (a[j] ?? 0) * (r[i - j] ?? 0);
    const k = -acc / error;
    const next = a.slice();
    for (let j = 1; j < i; j++) next[j] = (a[j] ?? 0) + k * (a[i - j] ?? 0);
    next[i] = k;
    a = next;
    error *= 1 - k * k;
  }
  return a;
}

/** White noise through the all-pole filter `a`, brought to unit RMS. */
function shapedNoise(length: number, a: Float64Array, seed: number): Float64Array {
  const next = random(seed);
  const warm = 256; // let the filter settle before the part that is kept
  const y = new Float64Array(length + warm);
  for (let n = 0; n < y.length; n++) {
    let v = next() * 2 - 1;
    for (let j = 1; j < a.length && j <= n; j++) v -= (a[j] ?? 0) * (y[n - j] ?? 0);
    y[n] = v;
  }
  const kept = y.subarray(warm);
  const rms = Math.sqrt(kept.reduce((s, v) => s + v * v, 0) / Math.max(1, length)) || 1;
  return kept.map((v) => v / rms);
}

/** An FNV-1a hash of x[from, to) at 16-bit precision: a seed that only these samples give. */
function hashSamples(x: Float32Array, from: number, to: number): number {
  let hash = 0x811c9dc5;
  for (let n = from; n < to; n++) {
    hash ^= Math.round((x[n] ?? 0) * 32767) & 0xffff;
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/**
 * x with [at, to) replaced by `length` samples of aspiration: breath through the vocal tract as
 * the stop's own noise has it at first (its spectral envelope) moving into the following vowel's
 * (docs/design.md §5), at `aspirationLevelDb` under the vowel whatever the place, with a smooth
 * envelope: a 3 ms rise from the burst and a 4 ms fall into the voice, no grains and no ripple.
 */
function aspirate(x: Float32Array, rate: number, at: number, to: number, length: number): Float32Array {
  const ms = (t: number) => Math.round((t * rate) / 1000);
  const order = Math.round(rate / 1000) + 4;
  const vowelFrom = to + ms(10);
  const vowel = linearPrediction(x, vowelFrom, vowelFrom + ms(30), order);
  // The stop's own puff, where the voice made one long enough to read; else the vowel's alone.
  const own = to - at >= ms(8) ? linearPrediction(x, at, to, order) : vowel;
  let vowelPower = 0;
  for (let n = vowelFrom; n < vowelFrom + ms(60); n++) vowelPower += (x[n] ?? 0) ** 2;
  const level = Math.sqrt(vowelPower / ms(60)) * 10 ** (aspirationLevelDb / 20);
  // Seeded by the word's own vowel: the same clip gets the same breath, and no two words share one
  // (a shared noise would flicker alike in every word, a ripple that no longer averages away).
  const seed = hashSamples(x, vowelFrom, vowelFrom + ms(30));
  const start = shapedNoise(length, own, seed);
  const end = shapedNoise(length, vowel, seed ^ 0x9e3779b9);
  const rise = ms(3);
  const fall = ms(4);
  const out = new Float32Array(x.length - (to - at) + length);
  out.set(x.subarray(0, at));
  for (let n = 0; n < length; n++) {
    const t = n / Math.max(1, length - 1);
    const into = 0.5 - 0.5 * Math.cos(Math.PI * t); // from the stop's spectrum to the vowel's
    const envelope =
      Math.min(1, 0.5 - 0.5 * Math.cos((Math.PI * Math.min(n, rise)) / rise)) *
      Math.min(1, 0.5 - 0.5 * Math.cos((Math.PI * Math.min(length - n, fall)) / fall));
    // Uncorrelated noises mixed by power, so the level holds through the move.
    const mix = Math.sqrt(1 - into) * (start[n] ?? 0) + Math.sqrt(into) * (end[n] ?? 0);
    out[at + n] = level * envelope * mix;
  }
  out.set(x.subarray(to), at + length);
  return out;
}

function apply(x: Float32Array, rate: number, edit: Edit): Float32Array {
  const ms = (t: number) => Math.max(0, Math.min(x.length, Math.round((t * rate) / 1000)));
  const at = ms(edit.at);
  const fade = ms(2);
  switch (edit.op) {
    case 'silence-before': {
      const out = x.slice();
      out.fill(0, 0, Math.max(0, at - fade));
      for (let n = Math.max(0, at - fade); n < at; n++) out[n] = (out[n] ?? 0) * ((n - (at - fade)) / fade);
      return out;
    }
    case 'fade-out': {
      const out = x.slice();
      const length = ms(6);
      for (let n = at; n < out.length; n++)
        out[n] = n < at + length ? (out[n] ?? 0) * (1 - (n - at) / length) : 0;
      return out;
    }
    case 'cut': {
      const to = ms(edit.to);
      if (to - at <= fade) return x;
      const out = new Float32Array(x.length - (to - at));
      out.set(x.subarray(0, at - fade));
      // The last samples before the cut blend into the first after it.
      for (let i = 0; i < fade; i++) {
        const w = i / fade;
        out[at - fade + i] = (x[at - fade + i] ?? 0) * (1 - w) + (x[to - fade + i] ?? 0) * w;
      }
      out.set(x.subarray(to), at);
      return out;
    }
    case 'aspirate':
      return aspirate(x, rate, at, ms(edit.to), ms(edit.ms));
  }
}

/**
 * The clip with its stops made to agree with `answer` (see the file's comment). With `phones`,
 * the synthesiser's phone ends, every stop is shaped; without them the first and last.
 */
export function shapeStops(pcm: Pcm, answer: string, phones?: readonly PhoneEnd[]): Pcm {
  const a = analyse(pcm);
  const edits = locate(a, plannedStops(answer), phones)
    .flatMap(editsFor)
    .sort((p, q) => q.at - p.at);
  let x = toFloat(pcm);
  for (const edit of edits) x = apply(x, pcm.rate, edit);
  return fromFloat(pcm.rate, x);
}

/**
 * A sound held: `ms` of noise like the clip's [fromMs, toMs) (a fricative), fading in and out over
 * 30 ms, as one says "sss" on its own.
 */
export function holdNoise(pcm: Pcm, fromMs: number, toMs: number, ms: number): Pcm {
  const at = (t: number) => Math.round((t * pcm.rate) / 1000);
  const grain = at(6) & ~1;
  const x = noiseLike(toFloat(pcm), at(fromMs), at(toMs), at(ms) - grain, grain);
  const fade = at(30);
  for (let n = 0; n < fade; n++) {
    x[n] = (x[n] ?? 0) * (n / fade);
    x[x.length - 1 - n] = (x[x.length - 1 - n] ?? 0) * (n / fade);
  }
  return fromFloat(pcm.rate, x);
}

/** Loudness every clip is brought to (dB FS of active speech), and the highest peak allowed. */
export const loudnessTarget = -20;
export const peakCeilingDb = -1;

/** The clip without the hum some voices leave under 60 Hz (it would hide a closure's silence). */
export function removeHum(pcm: Pcm): Pcm {
  return fromFloat(pcm.rate, butterworth(toFloat(pcm), pcm.rate, 'high', 60));
}

/** The voice made no sound: the text held nothing it speaks (only punctuation, say). */
export class SilentClip extends Error {}

/**
 * Trims silence to 30 ms before the first sound and 80 ms after the last (sound: within 45 dB of
 * the peak) and sets the loudness to `target` (dB FS of active speech), lowered if needed to keep
 * the peak at `peakCeilingDb`.
 */
export function finish(pcm: Pcm, target = loudnessTarget): Pcm {
  const { samples, rate } = pcm;
  const a = analyse(pcm);
  const { leading, trailing } = silences(a);
  if (a.peak <= silentDb) throw new SilentClip('silent clip');
  const at = (ms: number) => Math.round((ms * rate) / 1000);
  // 30 ms before the first sound, padded with silence where the clip starts sooner.
  const from = at(leading - 30);
  const to = Math.min(samples.length, at(a.length - trailing + 80));
  const trimmed = new Int16Array(to - from);
  trimmed.set(samples.subarray(Math.max(0, from), to), Math.max(0, -from));
  const peak = trimmed.reduce((m, s) => Math.max(m, Math.abs(s)), 0);
  const wanted = target - loudness(a);
  const ceiling = peakCeilingDb - 20 * Math.log10(peak / 32768);
  const scale = 10 ** (Math.min(wanted, ceiling) / 20);
  return { rate, samples: trimmed.map((s) => Math.round(s * scale)) };
}
