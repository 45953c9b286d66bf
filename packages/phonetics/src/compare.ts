/** One step of the alignment of a typed answer against the expected one. */
export interface AlignmentStep {
  readonly op: 'match' | 'substitute' | 'missing' | 'extra';
  /** Absent for `extra`. */
  readonly expected?: string;
  /** Absent for `missing`. */
  readonly typed?: string;
}

export interface AnswerComparison {
  readonly correct: boolean;
  /** Both answers normalised. */
  readonly expected: string;
  readonly typed: string;
  /** Symbol by symbol, in order; spaces are symbols too. */
  readonly alignment: readonly AlignmentStep[];
}

/** Beyond this many symbols on either side the alignment is positional (answers hold at most ~200). */
export const maxAlignedSymbols = 500;

const finalPunctuation = new Set(['.', ',', '!', '?', ';', ':', '…']);

/**
 * The form two answers are compared in: NFC, lower case, final punctuation dropped,
 * whitespace trimmed and collapsed. Nothing else is forgiven. Lower-casing leaves every keyboard
 * symbol as it is: they are all lower-case letters or caseless.
 */
export function normalizeAnswer(answer: string): string {
  const text = answer.toLowerCase().normalize('NFC');
  // A scan rather than /[…]+$/, which backtracks quadratically over long inner runs of spaces.
  let end = text.length;
  while (end > 0 && isDroppedAtEnd(text.charAt(end - 1))) end--;
  return text.slice(0, end).trim().replace(/\s+/gu, ' ');
}

function isDroppedAtEnd(char: string): boolean {
  return finalPunctuation.has(char) || /\s/u.test(char);
}

/** Compares a typed answer with the expected one and aligns them for display. */
export function compareAnswer(expected: string, typed: string): AnswerComparison {
  const e = normalizeAnswer(expected);
  const t = normalizeAnswer(typed);
  return { correct: e === t, expected: e, typed: t, alignment: align(Array.from(e), Array.from(t)) };
}

/**
 * A minimum edit distance alignment over code points. Where several are minimal, each step prefers
 * match, then substitute, then missing, then extra, reading left to right. O(n·m) time and memory,
 * so inputs longer than `maxAlignedSymbols` are paired position by position instead.
 */
export function align(expected: readonly string[], typed: readonly string[]): AlignmentStep[] {
  const n = expected.length;
  const m = typed.length;
  if (n > maxAlignedSymbols || m > maxAlignedSymbols) return alignByPosition(expected, typed);

  // cost[i * w + j] = edit distance between expected[i..] and typed[j..]; suffixes let the walk go forward.
  const w = m + 1;
  const cost = new Uint16Array((n + 1) * w);
  for (let i = n; i >= 0; i--) {
    for (let j = m; j >= 0; j--) {
      if (i === n) cost[i * w + j] = m - j;
      else if (j === m) cost[i * w + j] = n - i;
      else {
        const diagonal = at(cost, (i + 1) * w + j + 1) + (expected[i] === typed[j] ? 0 : 1);
        cost[i * w + j] = Math.min(diagonal, at(cost, (i + 1) * w + j) + 1, at(cost, i * w + j + 1) + 1);
      }
    }
  }

  const steps: AlignmentStep[] = [];
  let i = 0;
  let j = 0;
  while (i < n || j < m) {
    const here = at(cost, i * w + j);
    const e = expected[i];
    const t = typed[j];
    if (e !== undefined && t !== undefined && here === at(cost, (i + 1) * w + j + 1) + (e === t ? 0 : 1)) {
      steps.push({ op: e === t ? 'match' : 'substitute', expected: e, typed: t });
      i++;
      j++;
    } else if (e !== undefined && here === at(cost, (i + 1) * w + j) + 1) {
      steps.push({ op: 'missing', expected: e });
      i++;
    } else {
      steps.push({ op: 'extra', typed: t });
      j++;
    }
  }
  return steps;
}

function alignByPosition(expected: readonly string[], typed: readonly string[]): AlignmentStep[] {
  const steps: AlignmentStep[] = [];
  for (let k = 0; k < Math.max(expected.length, typed.length); k++) {
    const e = expected[k];
    const t = typed[k];
    if (e === undefined) steps.push({ op: 'extra', typed: t });
    else if (t === undefined) steps.push({ op: 'missing', expected: e });
    else steps.push({ op: e === t ? 'match' : 'substitute', expected: e, typed: t });
  }
  return steps;
}

// The cost table is always filled where the walk reads it; this only satisfies noUncheckedIndexedAccess.
function at(table: Uint16Array, index: number): number {
  return table[index] ?? 0;
}
