/**
 * A speaking item's two clips, the model and the learner's try, decoded in the browser, measured
 * alike (`@tp/speech/imitation`, docs/decisions/0057) and made ready to draw and play. Nothing
 * leaves the device. Loaded with the speaking practice only: the measure is no part of the first screen.
 */
import { type Measure, type Measurement, measureImitation } from '@tp/speech/imitation';
import type { Pcm } from '@tp/speech/pcm';
import { tidyRecording } from '@tp/speech/recording';
import { decodeMono, encodeWav } from '#web/lib/wav';

/** A clip as shown: its samples (−1…1), their rate, and what was measured in it (null: nothing asked). */
export interface Clip {
  readonly samples: Float32Array;
  readonly rate: number;
  readonly measurement: Measurement | null;
}

const toPcm = (samples: Float32Array, rate: number): Pcm => ({
  rate,
  samples: Int16Array.from(samples, (v) => Math.max(-32768, Math.min(32767, Math.round(v * 32768)))),
});

/** The course's voice of the word, as served: already trimmed and at the course's loudness. */
export async function modelClip(url: string, measure: Measure | null): Promise<Clip> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`the model answered ${response.status}`);
  const { samples, rate } = await decodeMono(await response.blob());
  return { samples, rate, measurement: measure && measureImitation(toPcm(samples, rate), measure) };
}

/**
 * The learner's try: measured as recorded (its level, clipping and noise are what the measure must
 * judge), then trimmed to the word and brought to the model's loudness to be drawn and played
 * beside it. Kept as recorded when nothing louder than a room's hiss was heard.
 */
export async function tryClip(recording: Blob, measure: Measure | null): Promise<Clip & { wav: Blob }> {
  const { samples, rate } = await decodeMono(recording);
  const measurement = measure && measureImitation(toPcm(samples, rate), measure);
  const tidied = tidyRecording(samples, rate);
  const shown = tidied ? Float32Array.from(tidied.samples, (s) => s / 32768) : samples;
  return { samples: shown, rate, measurement, wav: encodeWav(shown, rate) };
}
