/**
 * A recorded word made ready to play: the silence before and after it cut off, and its loudness
 * brought to one level, so that every recorded sound of the course is heard alike.
 */
import type { Pcm } from './pcm';

/** Loudness of the spoken part, as RMS relative to full scale: −20 dBFS. */
export const targetRms = 0.1;
/** The highest peak allowed, −1 dBFS: a loud consonant is not clipped to reach the target. */
export const peakCeiling = 10 ** (-1 / 20);
/** Loudness is measured in frames of this length. */
const frameMs = 10;
/** A frame is sound when it is within 40 dB of the loudest frame… */
const belowLoudest = 10 ** (-40 / 20);
/** …and above −60 dBFS, the hiss of a quiet room. */
const quietest = 10 ** (-60 / 20);
/** Kept on each side of the sound, so that a soft onset or release is not cut. */
const marginMs = 50;

function frameLevels(samples: Float32Array, frame: number): number[] {
  const levels: number[] = [];
  for (let start = 0; start < samples.length; start += frame) {
    const end = Math.min(samples.length, start + frame);
    let sum = 0;
    for (let i = start; i < end; i++) sum += (samples[i] ?? 0) ** 2;
    levels.push(Math.sqrt(sum / (end - start)));
  }
  return levels;
}

/**
 * The word in `samples` (−1…1 at `rate`), trimmed to its sound plus a short margin and scaled so
 * that its sounding frames reach the target RMS (or its peak the ceiling, if lower), as 16-bit
 * PCM; null when nothing louder than room noise was recorded.
 */
export function tidyRecording(samples: Float32Array, rate: number): Pcm | null {
  const frame = Math.max(1, Math.round((rate * frameMs) / 1000));
  const levels = frameLevels(samples, frame);
  const loudest = Math.max(0, ...levels);
  if (loudest < quietest) return null;
  const threshold = Math.max(loudest * belowLoudest, quietest);
  const first = levels.findIndex((level) => level >= threshold);
  const last = levels.findLastIndex((level) => level >= threshold);
  const margin = Math.round((rate * marginMs) / 1000);
  const start = Math.max(0, first * frame - margin);
  const end = Math.min(samples.length, (last + 1) * frame + margin);

  let power = 0;
  let sounding = 0;
  for (const level of levels) {
    if (level < threshold) continue;
    power += level ** 2;
    sounding++;
  }
  let peak = 0;
  for (let i = start; i < end; i++) peak = Math.max(peak, Math.abs(samples[i] ?? 0));
  const gain = Math.min(targetRms / Math.sqrt(power / sounding), peakCeiling / peak);

  const out = new Int16Array(end - start);
  for (let i = 0; i < out.length; i++) {
    const value = (samples[start + i] ?? 0) * gain;
    out[i] = Math.round(Math.max(-1, Math.min(1, value)) * 32767);
  }
  return { rate, samples: out };
}
