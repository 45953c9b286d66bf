/**
 * Makes a clip say its answer's stops the way the model writes them (see ./stops.ts): the puff
 * after a stop's burst is lengthened with noise like its own or shortened, a final release is
 * cut short, a glottal stop loses its release, and whatever a voice murmurs in the closure of a
 * first, voiceless stop is silenced. Then the clip is trimmed and brought to a common loudness.
 */
import {
  type Analysis,
  analyse,
  butterworth,
  findBurstBefore,
  findVoiceOnset,
  loudness,
  measureFinalRelease,
  measureOnset,
  silences,
  silentDb,
  toFloat,
  voicedSpan,
} from './acoustics';
import type { Pcm } from './pcm';
import { type PlannedStop, plannedStops, votRules, votTargets } from './stops';

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
  | {
      readonly at: number;
      readonly op: 'insert-noise';
      readonly from: number;
      readonly to: number;
      readonly ms: number;
    }
  | { readonly at: number; readonly op: 'cut'; readonly to: number }
  | { readonly at: number; readonly op: 'fade-out' }
  | { readonly at: number; readonly op: 'silence-before' };

/** Where a stop's release is heard before a vowel, or at the end of the clip. */
type Located =
  | { readonly stop: PlannedStop; readonly burst: number; readonly voiceOnset: number }
  | { readonly stop: PlannedStop; readonly burst: number; readonly releaseEnd: number };

/** The release of the clip's first sound, a stop before a vowel: what the content check measures too. */
export function initialOnset(a: Analysis) {
  const voiceOnset = findVoiceOnset(a, 0, a.length);
  if (voiceOnset === undefined) return undefined;
  const burst = findBurstBefore(a, voiceOnset, 0);
  return burst === undefined ? undefined : { burst, voiceOnset, vot: voiceOnset - burst };
}

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

function editsFor(located: Located): Edit[] {
  const { stop, burst } = located;
  if (!('voiceOnset' in located)) {
    const keep = burst + votTargets.finalRelease;
    return located.releaseEnd - burst > votTargets.finalRelease ? [{ at: keep, op: 'fade-out' }] : [];
  }
  const { voiceOnset } = located;
  const vot = voiceOnset - burst;
  const edits: Edit[] = [];
  if (stop.kind === 'aspirated' && vot < votTargets.aspirated) {
    // The puff is lengthened in its middle, with noise like its own there (its level changes from
    // the burst to the vowel, so the noise must match where it goes).
    const middle = Math.round((burst + voiceOnset) / 2);
    const from = Math.max(burst + 3, middle - 10);
    const to = Math.max(from + 12, Math.min(voiceOnset - 2, middle + 10));
    edits.push({ at: middle, op: 'insert-noise', from, to, ms: votTargets.aspirated - vot });
  } else if (stop.kind === 'aspirated' && vot > votRules.aspiratedMax - 10) {
    const cut = vot - votTargets.aspiratedCut;
    edits.push({ at: voiceOnset - 8 - cut, op: 'cut', to: voiceOnset - 8 });
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
    case 'insert-noise': {
      const extra = ms(edit.ms);
      const grain = ms(6) & ~1;
      const noise = noiseLike(x, ms(edit.from), ms(edit.to), extra, grain);
      const half = grain / 2;
      const out = new Float32Array(x.length + extra);
      out.set(x.subarray(0, at));
      out.set(x.subarray(at), at + extra);
      // The signal fades out into the noise before the join and back in after it.
      for (let i = 0; i < half; i++) {
        const w = i / half;
        out[at - half + i] = (out[at - half + i] ?? 0) * (1 - w);
        out[at + extra + i] = (out[at + extra + i] ?? 0) * w;
      }
      for (let i = 0; i < noise.length; i++) out[at - half + i] = (out[at - half + i] ?? 0) + (noise[i] ?? 0);
      return out;
    }
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
