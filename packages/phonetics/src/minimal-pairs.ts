import { keyboardSymbols } from './symbols';

/** Where two transcriptions differ when they are a minimal pair: one sound in place of another. */
export interface SoundSwap {
  /** The symbol of the first transcription… */
  readonly from: string;
  /** …and the one standing in its place in the second. */
  readonly to: string;
}

/**
 * The one sound two transcriptions differ by (ship ʃɪp / sheep ʃip → ɪ, i), or null when they
 * are not a minimal pair: another length, more than one difference, none, or a difference that is
 * not between two sounds (a space, punctuation).
 */
export function minimalPairSwap(first: string, second: string): SoundSwap | null {
  const a = Array.from(first.normalize('NFC'));
  const b = Array.from(second.normalize('NFC'));
  if (a.length !== b.length) return null;
  let swap: SoundSwap | null = null;
  for (let i = 0; i < a.length; i++) {
    const from = a[i] as string;
    const to = b[i] as string;
    if (from === to) continue;
    if (swap || !keyboardSymbols.has(from) || !keyboardSymbols.has(to)) return null;
    swap = { from, to };
  }
  return swap;
}
