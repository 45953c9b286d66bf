/**
 * How each key of the phonetic keyboard is said when pressed: what the voice says (in the model),
 * and which part of it is kept. Vowels are said alone; the voiceless fricatives are held alone;
 * other consonants come before the neutral stressed vowel ʌ, so that a stop's puff (ʇ ʞ ꟼ) or its
 * absence (t k p) is heard; the voiced stops are heard with voice in their closure (as in "a bee",
 * and as b, d, g sound in most languages), which tells them apart from the plain t k p; ŋ and ʔ sit
 * where English has them, after and between vowels. The letters the model never uses (u, y) have
 * no sound.
 */
import { keyboardSymbols, symbolInfo } from '@tp/phonetics';
import { loudnessTarget } from '@tp/speech/shape';

export interface KeyRecipe {
  /** What the voice says, in the model. */
  readonly say: string;
  /** What is left of it once cut, in the model: what the key sound is checked against. */
  readonly heard: string;
  /** Keep the clip from this phone on (the voiced closure of b, d, g). */
  readonly from?: string;
  /** Keep only this phone, a fricative, held this long (ms). */
  readonly hold?: { readonly phone: string; readonly ms: number };
  /** Its loudness, dB FS: the course's for most; less for the fricatives, which are weaker sounds. */
  readonly loudness: number;
  /** Cut to this long (ms, from its first sound) with a short fade: a lax vowel, shorter than a tense one. */
  readonly lengthMs?: number;
}

/**
 * The lax ɪ is said shorter than the tense i, as in English, where it is about two thirds as long
 * (Peterson & Lehiste 1960; Hillenbrand et al. 1995): the voice says both alike, so ɪ is cut.
 */
const laxLengthMs = { ɪ: 140 } as const;

/**
 * The voiceless fricatives' loudness beside the vowels' -20 dB FS, as in speech: s and ʃ are the
 * strongest, f and θ the weakest (about 10 dB under them).
 */
const fricativeLoudness = { s: -24, ʃ: -24, f: -34, θ: -34 } as const;

const vowels = ['ɑ', 'æ', 'ə', 'ʌ', 'ü', 'ɪ', 'ɔ', 'ʊ', 'e', 'i'];
const held = { s: 's', ʃ: 'sh', f: 'f', θ: 'th' } as const;
const prevoiced = ['b', 'd', 'g'];

function recipe(symbol: string): KeyRecipe | null {
  if (!symbolInfo(symbol)?.usedByModel) return null;
  const said = (say: string) => ({ say, heard: say, loudness: loudnessTarget });
  if (symbol in laxLengthMs) return { ...said(symbol), lengthMs: laxLengthMs.ɪ };
  if (vowels.includes(symbol)) return said(symbol);
  if (symbol === 'ɜ') return said('ɜr');
  if (symbol === 'o') return said('oʊ');
  if (symbol === 'ŋ') return said('ʌŋ');
  if (symbol === 'ʔ') return said('ʌʔʌ');
  if (symbol in held) {
    const fricative = symbol as keyof typeof held;
    const hold = { phone: held[fricative], ms: 400 };
    return { say: `ʌ${symbol}`, heard: symbol, hold, loudness: fricativeLoudness[fricative] };
  }
  if (prevoiced.includes(symbol)) {
    return { say: `ʌ${symbol}ʌ`, heard: `${symbol}ʌ`, from: symbol, loudness: loudnessTarget };
  }
  return said(`${symbol}ʌ`);
}

/** Every keyboard symbol's recipe; null for the letters the model does not use, which stay silent. */
export const keyRecipes: ReadonlyMap<string, KeyRecipe | null> = new Map(
  [...keyboardSymbols].map((symbol) => [symbol, recipe(symbol)]),
);
