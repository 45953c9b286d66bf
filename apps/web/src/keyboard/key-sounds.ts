import { keyboardSymbols, keySoundFile, symbolInfo } from '@tp/phonetics';
import { audioEngine, type PlayHandle, type PlayOptions, silent } from '#web/lib/audio-engine';

/** The sound files the content build writes for every symbol (ɑ → /sounds/keys/0251.mp3). */
export function keySoundUrl(symbol: string): string {
  return `${import.meta.env.BASE_URL}sounds/keys/${keySoundFile(symbol)}`;
}

/**
 * Only the model's symbols sound. Space, punctuation, digits, emoji and the action keys are silent
 * (spec §3), and so are u and y, which transcriptions never use (their keys' descriptions say so).
 */
export const hasKeySound = (text: string): boolean => symbolInfo(text)?.usedByModel === true;

export const keySoundUrls: readonly string[] = [...keyboardSymbols].filter(hasKeySound).map(keySoundUrl);

const keySoundMeasure = 'tp:key-sound';
let measured = 0;

// From the input event to the source's start, in the User Timing timeline (read by the benchmark).
function measureFrom(start: number): void {
  try {
    performance.measure(keySoundMeasure, { start, end: performance.now() });
    // Bounded, so a long session does not grow the timeline without end.
    if (++measured % 1000 === 0) performance.clearMeasures(keySoundMeasure);
  } catch {
    // A timestamp from another clock: nothing worth measuring.
  }
}

/** Plays a symbol's sound; `eventTime` is the triggering event's `timeStamp`. */
export function playKeySound(symbol: string, eventTime?: number, options: PlayOptions = {}): PlayHandle {
  if (!hasKeySound(symbol)) return silent;
  const onStart = eventTime === undefined ? options.onStart : () => measureFrom(eventTime);
  return audioEngine().play(keySoundUrl(symbol), { ...options, onStart });
}
