/**
 * Each key's sound cut from what the voice said for it (src/key-recipes.ts): a fricative held,
 * a voiced stop given voice in its closure, the rest as said; then brought to its loudness.
 */
import { analyse, findBurst, toFloat } from '@tp/speech/acoustics';
import type { FestivalSpeech } from '@tp/speech/festival';
import type { Pcm } from '@tp/speech/pcm';
import { finish, holdNoise, removeHum, shapeStops } from '@tp/speech/shape';
import type { KeyRecipe } from '../src/key-recipes';

const ms = (pcm: Pcm, t: number) => Math.round((t * pcm.rate) / 1000);

/** The period, in samples, of the voice in x[from, to): the lag of its strongest autocorrelation. */
function pitchPeriod(x: Float32Array, from: number, to: number, rate: number): number {
  let best = Math.round(rate / 200);
  let bestValue = -1;
  for (let lag = Math.round(rate / 400); lag <= Math.round(rate / 70); lag++) {
    let cross = 0;
    let energy = 0;
    for (let n = from; n + lag < to; n++) {
      cross += (x[n] ?? 0) * (x[n + lag] ?? 0);
      energy += (x[n] ?? 0) ** 2;
    }
    const value = cross / (energy || 1);
    if (value > bestValue) {
      bestValue = value;
      best = lag;
    }
  }
  return best;
}

/** How long the voice is heard in a voiced stop's closure before its burst, ms. */
const prevoicingMs = 70;

/**
 * A voiced stop with voice through its closure: a soft, low hum at the vowel's pitch (a voice bar,
 * 26 dB under the vowel) for 70 ms up to the burst, where an English voice often falls silent,
 * and nothing of the vowel before it.
 */
function prevoiced(pcm: Pcm, closureStart: number, closureEnd: number): Pcm {
  const burst = findBurst(analyse(pcm), closureStart, closureEnd + 10);
  if (burst === undefined) throw new Error('no release found for a voiced stop');
  const x = toFloat(pcm);
  const vowel = x.subarray(ms(pcm, closureStart - 60), ms(pcm, closureStart - 10));
  const rms = Math.sqrt(vowel.reduce((sum, v) => sum + v * v, 0) / vowel.length);
  const period = pitchPeriod(x, ms(pcm, closureStart - 60), ms(pcm, closureStart - 10), pcm.rate);
  const amplitude = rms * 10 ** (-26 / 20) * Math.SQRT2;
  const bar = ms(pcm, prevoicingMs);
  const fade = ms(pcm, 10);
  const release = x.subarray(ms(pcm, burst - 1));
  const out = new Float32Array(bar + release.length);
  for (let n = 0; n < bar; n++) {
    const phase = (2 * Math.PI * n) / period;
    const envelope = Math.min(1, n / fade, (bar - n) / ms(pcm, 2));
    out[n] = amplitude * envelope * (Math.sin(phase) + 0.3 * Math.sin(2 * phase));
  }
  out.set(release, bar);
  return {
    rate: pcm.rate,
    samples: Int16Array.from(out, (v) => Math.max(-32768, Math.min(32767, Math.round(v * 32768)))),
  };
}

/** A finished clip (30 ms of silence, then its sound) kept for `length` ms of sound, fading over the last 30. */
function cutTo(pcm: Pcm, length: number): Pcm {
  const end = ms(pcm, 30 + length);
  const fade = ms(pcm, 30);
  const samples = pcm.samples.slice(0, end);
  for (let n = end - fade; n < end; n++) samples[n] = Math.round((samples[n] ?? 0) * ((end - n) / fade));
  return { rate: pcm.rate, samples };
}

/** The key's finished sound from the voice's saying of its recipe. */
export function keySound(recipe: KeyRecipe, speech: FestivalSpeech): Pcm {
  const pcm = shapeStops(removeHum(speech.pcm), recipe.say, speech.segments);
  const phone = recipe.hold?.phone ?? recipe.from;
  const index = speech.segments.findIndex((s) => s.phone === phone);
  const start = speech.segments[index - 1]?.end;
  const end = speech.segments[index]?.end;
  if (recipe.lengthMs) return finish(cutTo(finish(pcm, recipe.loudness), recipe.lengthMs), recipe.loudness);
  if (!phone) return finish(pcm, recipe.loudness);
  if (index < 0 || start === undefined || end === undefined)
    throw new Error(`${recipe.say}: no ${phone} said`);
  // The heart of a fricative: its edges carry the vowel's voice and transitions.
  const length = end - start;
  const clip = recipe.hold
    ? holdNoise(pcm, start + 0.3 * length, end - 0.2 * length, recipe.hold.ms)
    : prevoiced(pcm, start, end);
  return finish(clip, recipe.loudness);
}
