import { type TranslationKeys, ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as en from '@zxcvbn-ts/language-en';

// How hard a new password is to guess, judged alike by the server (which refuses a weak one) and
// by the password forms (which tell why as the user types). The dictionaries weigh about 850 KB
// of gzip: the forms import this module only once they are shown, never in the first screen.

/**
 * The guesses zxcvbn must estimate a new password takes: the lower bound of its score 3 ("safely
 * unguessable" with a slow hash). zxcvbn counts 8 random characters as 10^8 + 1 guesses and 7 as
 * 10^7 + 1, so 8 random characters pass: the length minimum stays a length a password can have.
 */
export const minimumPasswordGuesses = 1e8;

export type StrengthWarning = keyof TranslationKeys['warnings'];
export type StrengthSuggestion = keyof TranslationKeys['suggestions'];

export interface PasswordVerdict {
  /** Whether the password takes `minimumPasswordGuesses`. */
  strong: boolean;
  /** What makes it guessable, as zxcvbn's key; the forms translate it. */
  warning: StrengthWarning | null;
  suggestions: StrengthSuggestion[];
}

let estimator: ZxcvbnFactory | undefined;

/**
 * Built on first use: ranking the dictionaries takes a moment. Without translations, zxcvbn's
 * feedback is its own keys. The first 64 characters are judged, with up to 10 look-alike letters
 * ("@" for "a") tried: all 128 characters, or every swap, cost up to seconds of the server's CPU
 * on a hostile password, and 64 characters are long past the bar.
 */
const estimatorOf = () =>
  (estimator ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...en.dictionary },
    graphs: common.adjacencyGraphs,
    maxLength: 64,
    l33tMaxSubstitutions: 10,
  }));

/**
 * Judges a new password. `userInputs` are what an attacker knows of its owner (name, e-mail
 * address): a password made of them is weak.
 */
export function judgePassword(password: string, userInputs: readonly string[] = []): PasswordVerdict {
  const inputs = userInputs.flatMap((input) => [input, ...input.split(/[\s@.]+/)]).filter(Boolean);
  const { guesses, feedback } = estimatorOf().check(password, inputs);
  return {
    strong: guesses >= minimumPasswordGuesses,
    warning: (feedback.warning as StrengthWarning | null) ?? null,
    suggestions: feedback.suggestions as StrengthSuggestion[],
  };
}
