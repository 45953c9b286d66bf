/**
 * Recordings whose timing is known because they are made to measure: a closure, a burst, a puff
 * of aspiration of a chosen length, a vowel, and optionally a final stop. The acoustic measures
 * are tested against them.
 */
import { butterworth } from './acoustics';
import type { Pcm } from './pcm';

export const testRate = 32000;

/** What to put in a recording, in order; every length in ms. */
export interface TestUtterance {
  /** Silence before anything. */
  readonly lead?: number;
  /** An s before the stop, and the closure between them. */
  readonly s?: { readonly length: number; readonly closure: number };
  /** A murmur of voice during the first closure, ending this long before the burst. */
  readonly thump?: boolean;
  /** Voicing during the closure, up to the burst (a prevoiced b, d, g). */
  readonly prevoicing?: number;
  /** Aspiration between the burst and the voice: the VOT, burst included. */
  readonly vot: number;
  /** The aspiration's amplitude (0.06 unless told), and a ripple of its power: (1 + depth cos 2π hz t). */
  readonly puff?: { readonly gain?: number; readonly rippleHz?: number; readonly rippleDepth?: number };
  readonly vowel?: number;
  /** The vowel's pitch, Hz (150 unless told). */
  readonly f0?: number;
  /** A final stop: its closure, and the noise of its release (0: unreleased). */
  readonly final?: { readonly closure: number; readonly release: number };
}

/** Where things are in a test recording, ms. */
export interface TestTimes {
  readonly burst: number;
  readonly voiceOnset: number;
  readonly finalBurst?: number;
}

function noise(length: number, seed: number): Float32Array {
  let state = seed;
  return Float32Array.from({ length }, () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 1073741824 - 1;
  });
}

/** A voice: pulses at `f0` through two formant-like resonances, shaped by `envelope`. */
function voice(length: number, f0: number, envelope: (n: number) => number): Float32Array {
  const x = new Float32Array(length);
  const period = Math.round(testRate / f0);
  for (let n = 0; n < length; n += period) x[n] = 1;
  let y = x;
  for (const [f, r] of [
    [700, 0.97],
    [1200, 0.96],
  ] as const) {
    const out = new Float32Array(length);
    const c = 2 * r * Math.cos((2 * Math.PI * f) / testRate);
    for (let n = 0; n < length; n++) out[n] = (y[n] ?? 0) + c * (out[n - 1] ?? 0) - r * r * (out[n - 2] ?? 0);
    y = out;
  }
  const peak = y.reduce((m, v) => Math.max(m, Math.abs(v)), 0) || 1;
  return y.map((v, n) => (v / peak) * envelope(n));
}

const ms = (t: number) => Math.round((t * testRate) / 1000);

/** The recording and where its burst and voice onset are. */
export function testUtterance(u: TestUtterance): { pcm: Pcm; times: TestTimes } {
  const parts: Float32Array[] = [];
  let at = 0;
  const push = (x: Float32Array) => {
    parts.push(x);
    at += x.length;
  };
  const hiss = (length: number, gain: number, seed: number) =>
    butterworth(noise(length, seed), testRate, 'high', 2000).map((v) => v * gain);
  push(new Float32Array(ms(u.lead ?? 80)));
  if (u.s) {
    push(hiss(ms(u.s.length), 0.25, 7));
    push(new Float32Array(ms(u.s.closure)));
  }
  if (u.thump) {
    push(voice(ms(25), 120, () => 0.02));
    push(new Float32Array(ms(30)));
  }
  if (u.prevoicing) push(voice(ms(u.prevoicing), 120, () => 0.03));
  const burst = at / (testRate / 1000);
  push(noise(ms(3), 11).map((v) => v * 0.3));
  const { gain = 0.06, rippleHz = 0, rippleDepth = 0 } = u.puff ?? {};
  push(
    hiss(ms(u.vot - 3), gain, 13).map(
      (v, n) => v * Math.sqrt(1 + rippleDepth * Math.cos((2 * Math.PI * rippleHz * n) / testRate)),
    ),
  );
  const voiceOnset = at / (testRate / 1000);
  const vowel = ms(u.vowel ?? 250);
  push(voice(vowel, u.f0 ?? 150, (n) => 0.6 * Math.min(1, n / ms(8)) * Math.min(1, (vowel - n) / ms(15))));
  let finalBurst: number | undefined;
  if (u.final) {
    push(new Float32Array(ms(u.final.closure)));
    if (u.final.release > 0) {
      finalBurst = at / (testRate / 1000);
      push(noise(ms(3), 17).map((v) => v * 0.2));
      push(hiss(ms(u.final.release - 3), 0.05, 19));
    }
  }
  push(new Float32Array(ms(80)));
  const samples = new Int16Array(at);
  let offset = 0;
  for (const part of parts) {
    samples.set(
      Int16Array.from(part, (v) => Math.round(v * 32767)),
      offset,
    );
    offset += part.length;
  }
  return { pcm: { rate: testRate, samples }, times: { burst, voiceOnset, finalBurst } };
}
