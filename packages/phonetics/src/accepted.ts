import { type AlignmentStep, type AnswerComparison, align, normalizeAnswer } from './compare';
import { isTypeable } from './symbols';

/** What an item accepts: its main answer and, optionally, other spellings also right. */
export interface AcceptedSpellings {
  readonly answer: string;
  readonly variants?: readonly string[];
}

/** A typed answer checked against every accepted spelling, aligned with the closest one. */
export interface AcceptedComparison extends AnswerComparison {
  /** The main answer, normalised. `expected` is the spelling the answer was compared with. */
  readonly answer: string;
  /** The index in `variants` of the spelling compared with, or null when it is the main answer. */
  readonly variant: number | null;
}

interface Spelling {
  readonly text: string;
  readonly variant: number | null;
}

/** The accepted spellings, normalised, main answer first; a variant that normalises to nothing is left out. */
function spellings({ answer, variants = [] }: AcceptedSpellings): [Spelling, ...Spelling[]] {
  const others = variants.flatMap((v, index) => {
    const text = normalizeAnswer(v);
    return text === '' ? [] : [{ text, variant: index }];
  });
  return [{ text: normalizeAnswer(answer), variant: null }, ...others];
}

const edits = (steps: readonly AlignmentStep[]) => steps.filter((step) => step.op !== 'match').length;

/**
 * Checks a typed answer against the main answer and its accepted variants. It is right when it
 * equals any of them after normalisation. The alignment (and so the symbol-by-symbol feedback and
 * the per-sound statistics) is against the closest spelling: an equal one first; otherwise the one
 * with the fewest edits, ties going to the main answer, then to the earlier variant.
 */
export function compareAccepted(accepted: AcceptedSpellings, typed: string): AcceptedComparison {
  const t = normalizeAnswer(typed);
  const typedSymbols = Array.from(t);
  const all = spellings(accepted);
  const compared = (spelling: Spelling, alignment: AlignmentStep[]): AcceptedComparison => ({
    correct: spelling.text === t,
    expected: spelling.text,
    typed: t,
    alignment,
    answer: all[0].text,
    variant: spelling.variant,
  });

  const equal = all.find((s) => s.text === t);
  if (equal) return compared(equal, align(Array.from(equal.text), typedSymbols));

  let best = { spelling: all[0], alignment: align(Array.from(all[0].text), typedSymbols) };
  let fewest = edits(best.alignment);
  for (const spelling of all.slice(1)) {
    const alignment = align(Array.from(spelling.text), typedSymbols);
    const cost = edits(alignment);
    if (cost < fewest) {
      best = { spelling, alignment };
      fewest = cost;
    }
  }
  return compared(best.spelling, best.alignment);
}

/**
 * The spelling a learner typing `typed` is on the way to: the accepted spelling that shares the
 * longest start with it (the main answer on a tie, and when nothing typed matches any), normalised.
 * A clue reveals this spelling's next symbol.
 */
export function spellingUnderway(accepted: AcceptedSpellings, typed: string): string {
  const have = Array.from(typed);
  let best = { text: '', shared: -1 };
  for (const { text } of spellings(accepted)) {
    const want = Array.from(text);
    let shared = 0;
    while (shared < have.length && shared < want.length && have[shared] === want[shared]) shared++;
    if (shared > best.shared) best = { text, shared };
  }
  return best.text;
}

/** Why a variant cannot be accepted beside its answer. */
export type VariantProblem = 'empty' | 'not_typeable' | 'same_as_answer' | 'duplicate';

/**
 * What is wrong with each variant, in order: empty, a character the keyboard cannot type, the
 * same as the answer, or the same as an earlier variant (all after normalisation). Fine variants
 * are not listed.
 */
export function variantProblems(
  answer: string,
  variants: readonly string[],
): { index: number; problem: VariantProblem }[] {
  const main = normalizeAnswer(answer);
  const seen = new Set<string>();
  const problems: { index: number; problem: VariantProblem }[] = [];
  variants.forEach((variant, index) => {
    const text = normalizeAnswer(variant);
    const problem: VariantProblem | null =
      text === ''
        ? 'empty'
        : !isTypeable(variant.normalize('NFC'))
          ? 'not_typeable'
          : text === main
            ? 'same_as_answer'
            : seen.has(text)
              ? 'duplicate'
              : null;
    seen.add(text);
    if (problem) problems.push({ index, problem });
  });
  return problems;
}
