/**
 * The stops of an answer and what a listener must hear in them. The model writes the aspirated
 * stops ʇ ʞ ꟼ and the plain t k p; a voice says them as it learnt English, so the audio is made to
 * agree with the spelling: a long puff of air (voice-onset time) where the answer has ʇ ʞ ꟼ, a short
 * one where it has t k p or b d g, no release at the end of the utterance, and a glottal stop (ʔ) as a
 * closure without a release. The content check holds recordings to the same numbers.
 */

/** Voice-onset time, in ms, that each kind of stop must have before a vowel. */
export const votRules = {
  /**
   * ʇ ʞ ꟼ: at least this long a puff, well over a plain stop's 30 (the shortest, ꟼ, is made 63 ms
   * long; each place's mean is held to its own range by the content check)…
   */
  aspiratedMin: 45,
  /** …and at most this, so that it is still a stop and not a stop and an h. */
  aspiratedMax: 120,
  /** t k p, and b d g (whose voice may even start before the burst): at most this. */
  plainMax: 30,
  /** A stop at the end of the utterance: at most this much noise after its release. */
  finalReleaseMax: 30,
} as const;

/** What the audio is shaped to, well inside the rules. */
export const votTargets = { plain: 15, finalRelease: 12 } as const;

/**
 * The puff of ʇ ʞ ꟼ by place, ms: as long as American English makes it in word-initial stressed
 * stops (Lisker & Abramson 1964, Word 20:384–422: p 58, t 70, k 80; Byrd 1993, JASA 94: the same
 * order), p shortest and k longest (docs/design.md §5). ꟼ is made a little longer than its 58, as
 * its burst is heard a few ms late: measured, it comes out at 58–60.
 */
export const aspiratedVot = { ꟼ: 63, ʇ: 70, ʞ: 80 } as const;

/** The puff's level against the first of its vowel, dB, alike at every place (docs/design.md §5). */
export const aspirationLevelDb = -20;

export type StopKind = 'aspirated' | 'plain' | 'voiced' | 'glottal';

const stopKinds = new Map<string, StopKind>([
  ['ʇ', 'aspirated'],
  ['ʞ', 'aspirated'],
  ['ꟼ', 'aspirated'],
  ['t', 'plain'],
  ['k', 'plain'],
  ['p', 'plain'],
  ['b', 'voiced'],
  ['d', 'voiced'],
  ['g', 'voiced'],
  ['ʔ', 'glottal'],
]);

const vowels = new Set(['ɑ', 'æ', 'ɜ', 'ə', 'ʌ', 'ü', 'ɪ', 'ɔ', 'ʊ', 'e', 'i', 'o']);
const glides = new Set(['l', 'r', 'w', 'j']);

/** One stop of an answer, in order. */
export interface PlannedStop {
  readonly symbol: string;
  readonly kind: StopKind;
  /** Index of the symbol in the answer's code points. */
  readonly index: number;
  /** The first sound of the utterance. */
  readonly initial: boolean;
  /** The first stop, with nothing before it but an s: its release is the first one heard. */
  readonly leading: boolean;
  /** Right after an s of the same word (spin, stop, sky). */
  readonly afterS: boolean;
  /** The last sound of the utterance. */
  readonly final: boolean;
  /** Followed by a vowel, or by l r w j and then a vowel: its voice-onset time is heard. */
  readonly beforeVowel: boolean;
}

/** Answer punctuation the voice does not say. */
const silentMarks = /[.,']/gu;

/** Every stop of an answer (a word or sentence in the model), in order. dʒ's d is an affricate, not a stop. */
export function plannedStops(answer: string): PlannedStop[] {
  const symbols = Array.from(answer.normalize('NFC').replace(silentMarks, '').trim());
  const lastSound = symbols.findLastIndex((s) => s !== ' ');
  const stops: PlannedStop[] = [];
  symbols.forEach((symbol, index) => {
    const kind = stopKinds.get(symbol);
    if (!kind || (symbol === 'd' && symbols[index + 1] === 'ʒ')) return;
    const next = symbols[index + 1] ?? '';
    const afterNext = symbols[index + 2] ?? '';
    stops.push({
      symbol,
      kind,
      index,
      initial: index === 0,
      leading: index === 0 || (index === 1 && symbols[0] === 's'),
      afterS: symbols[index - 1] === 's',
      final: index === lastSound,
      beforeVowel: vowels.has(next) || (glides.has(next) && vowels.has(afterNext)),
    });
  });
  return stops;
}
