import { contrasts, soundsOf } from './contrasts';
import type { SoundOutcome } from './sound-stats';
import { keyboardSymbols } from './symbols';

/**
 * The sound a speaking item listens for in its word (docs/decisions/0057): the one its rating
 * counts for, and what of it the browser measures in the learner's recording.
 */
export interface SpeakingFocus {
  /** The sound as the model writes it: one symbol, or two for a diphthong. */
  readonly sound: string;
  /**
   * `aspiration`: the puff after a first ʇ ʞ ꟼ (its voice-onset time); `vowel-length`: the one
   * vowel of a word whose other sounds are silent or voiceless, so that its voice is the vowel's;
   * null: nothing measured.
   */
  readonly measure: 'aspiration' | 'vowel-length' | null;
}

const aspirated = new Set(['ʇ', 'ʞ', 'ꟼ']);
const vowels = new Set([
  'ɑ',
  'æ',
  'ɜ',
  'ə',
  'ʌ',
  'ü',
  'ɪ',
  'ɔ',
  'ʊ',
  'e',
  'i',
  'o',
  'eɪ',
  'oʊ',
  'ɑɪ',
  'ɑʊ',
  'ɔɪ',
]);
/** The vowels the course's contrasts set against another vowel (bed / bad, ship / sheep). */
const drilledVowels = new Set(
  contrasts.flatMap((c) =>
    c.a.every((s) => vowels.has(s)) && c.b.every((s) => vowels.has(s)) ? [...c.a, ...c.b] : [],
  ),
);
/** Stops and voiceless fricatives and affricates: no voice of their own to lengthen a vowel's. */
const unvoiced = new Set(['p', 't', 'k', 'ꟼ', 'ʇ', 'ʞ', 'b', 'd', 'g', 'ʔ', 's', 'f', 'θ', 'ʃ', 'h', 'ϫ']);

/**
 * The focus of a word or sentence written in the model: its first sound when that is ʇ ʞ ꟼ; else
 * its first drilled vowel; else its first sound. Null when it holds no sound.
 */
export function speakingFocus(answer: string): SpeakingFocus | null {
  const sounds = soundsOf(
    Array.from(answer.normalize('NFC'))
      .filter((symbol) => keyboardSymbols.has(symbol))
      .join(''),
  );
  const first = sounds?.[0];
  if (!sounds || first === undefined) return null;
  if (aspirated.has(first)) return { sound: first, measure: 'aspiration' };
  const vowel = sounds.find((sound) => drilledVowels.has(sound));
  if (vowel === undefined) return { sound: first, measure: null };
  const alone = sounds.every((sound) => sound === vowel || unvoiced.has(sound));
  return {
    sound: vowel,
    measure: alone && sounds.indexOf(vowel) === sounds.lastIndexOf(vowel) ? 'vowel-length' : null,
  };
}

/** What a learner's rating of their try counts: each symbol of the focus, right for Same, missed for Not yet. */
export const ratingOutcomes = (focus: SpeakingFocus, same: boolean): SoundOutcome[] =>
  Array.from(focus.sound, (symbol) => ({ symbol, outcome: same ? 'right' : 'missed' }));
