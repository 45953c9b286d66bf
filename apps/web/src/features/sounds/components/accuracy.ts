import type { SoundSummary } from '@tp/phonetics';

/** The heat map's bands; each has its colour, and the key's number says the same without it. */
export type AccuracyBand = 'none' | 'low' | 'mid' | 'high';

export function accuracyBand(sound: Pick<SoundSummary, 'attempts' | 'accuracy'> | undefined): AccuracyBand {
  if (!sound || sound.attempts === 0) return 'none';
  if (sound.accuracy < 0.6) return 'low';
  if (sound.accuracy < 0.85) return 'mid';
  return 'high';
}

/** Accuracy as a whole percentage, rounded down so that 99.6% never shows as a perfect 100. */
export const percent = (accuracy: number): number => Math.floor(accuracy * 100);
