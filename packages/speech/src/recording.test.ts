import { describe, expect, it } from 'vitest';
import { peakCeiling, targetRms, tidyRecording } from './recording';

const rate = 48000;

/** Silence, a tone of `amplitude` for `toneS`, silence; a little hiss throughout when `hiss` is given. */
function word({ leadS = 0.5, toneS = 0.8, tailS = 0.5, amplitude = 0.05, hiss = 0 }) {
  const lead = Math.round(leadS * rate);
  const tone = Math.round(toneS * rate);
  const samples = new Float32Array(lead + tone + Math.round(tailS * rate));
  let seed = 7;
  for (let i = 0; i < samples.length; i++) {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    const noise = hiss * (seed / 1073741824 - 1);
    const inTone = i >= lead && i < lead + tone;
    samples[i] = noise + (inTone ? amplitude * Math.sin((2 * Math.PI * 440 * i) / rate) : 0);
  }
  return samples;
}

const seconds = (samples: Int16Array) => samples.length / rate;
const floats = (samples: Int16Array) => Array.from(samples, (value) => value / 32767);
const rms = (values: number[]) =>
  Math.sqrt(values.reduce((sum, value) => sum + value * value, 0) / values.length);
const peak = (values: number[]) => Math.max(...values.map(Math.abs));
const db = (ratio: number) => 20 * Math.log10(ratio);

describe('tidyRecording', () => {
  it('cuts the silence at both ends, keeping the tone and a short margin', () => {
    const tidy = tidyRecording(word({}), rate);
    // 0.8 s of tone and 50 ms on each side, give or take a 10 ms frame.
    expect(seconds(tidy?.samples ?? new Int16Array())).toBeGreaterThan(0.88);
    expect(seconds(tidy?.samples ?? new Int16Array())).toBeLessThan(0.93);
  });

  it('brings a quiet word up to the target loudness', () => {
    const values = floats(tidyRecording(word({ amplitude: 0.02 }), rate)?.samples ?? new Int16Array());
    const tone = values.slice(Math.round(0.06 * rate), Math.round(0.84 * rate));
    expect(Math.abs(db(rms(tone) / targetRms))).toBeLessThan(0.3);
    // A sine's peak is √2 its RMS.
    expect(peak(values)).toBeCloseTo(targetRms * Math.SQRT2, 2);
  });

  it('brings a loud word down to the same loudness', () => {
    const values = floats(tidyRecording(word({ amplitude: 0.6 }), rate)?.samples ?? new Int16Array());
    const tone = values.slice(Math.round(0.06 * rate), Math.round(0.84 * rate));
    expect(Math.abs(db(rms(tone) / targetRms))).toBeLessThan(0.3);
  });

  it('stops at the peak ceiling when reaching the target would clip', () => {
    const samples = word({ amplitude: 0.01 });
    samples[Math.round(0.9 * rate)] = 0.9;
    const values = floats(tidyRecording(samples, rate)?.samples ?? new Int16Array());
    expect(peak(values)).toBeCloseTo(peakCeiling, 3);
    expect(rms(values)).toBeLessThan(targetRms / 2);
  });

  it('cuts room hiss as silence', () => {
    const tidy = tidyRecording(word({ hiss: 0.0005 }), rate);
    expect(seconds(tidy?.samples ?? new Int16Array())).toBeLessThan(0.93);
  });

  it('finds nothing in a silent recording', () => {
    expect(tidyRecording(word({ amplitude: 0, hiss: 0.0002 }), rate)).toBeNull();
    expect(tidyRecording(new Float32Array(0), rate)).toBeNull();
  });
});
