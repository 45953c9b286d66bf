import type { PasswordVerdict, StrengthSuggestion, StrengthWarning } from '@tp/contract/password-strength';
import type { ParseKeys } from 'i18next';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

type Judge = (password: string, userInputs: readonly string[]) => PasswordVerdict;

let loading: Promise<Judge> | undefined;

/**
 * The server's own rule, fetched with its dictionaries (about 850 KB compressed) once a password is
 * first typed, not when a password form shows: the sign-up page paints and comes alive without it.
 */
const loadJudge = () => {
  loading ??= import('@tp/contract/password-strength').then((module) => module.judgePassword);
  return loading;
};

// zxcvbn's feedback keys, each the key of its translation: a key without one fails to compile.
const warningKey = (warning: StrengthWarning): ParseKeys<'auth'> => `strength.warnings.${warning}`;
const suggestionKey = (suggestion: StrengthSuggestion): ParseKeys<'auth'> =>
  `strength.suggestions.${suggestion}`;

export interface PasswordStrength {
  /** The estimator has judged the password and found it too easy to guess: the form waits for a better one. */
  weak: boolean;
  /** Why, and what would help, in the interface language: shown under the field. */
  feedback: string | undefined;
}

/**
 * Judges a new password as it is typed, by the rule the server applies. `owner` is what the form
 * knows of the account (its name, its e-mail address). Until the estimator has loaded, nothing
 * is judged and the server still is.
 */
export function usePasswordStrength(password: string, owner: readonly string[]): PasswordStrength {
  const { t } = useTranslation('auth');
  const [judge, setJudge] = useState<Judge | null>(null);
  const typed = password !== '';
  useEffect(() => {
    if (!typed) return;
    let current = true;
    loadJudge().then(
      (loaded) => current && setJudge(() => loaded),
      (error: unknown) => console.warn('Could not load the password strength estimator', error),
    );
    return () => {
      current = false;
    };
  }, [typed]);
  const ownerKey = owner.join('\n');
  // biome-ignore lint/correctness/useExhaustiveDependencies: `ownerKey` stands for `owner`, a new array each render.
  const verdict = useMemo(
    () => (judge && password ? judge(password, owner) : null),
    [judge, password, ownerKey],
  );
  if (!verdict || verdict.strong) return { weak: false, feedback: undefined };
  const lines = [
    ...(verdict.warning ? [t(warningKey(verdict.warning))] : []),
    ...verdict.suggestions.map((suggestion) => t(suggestionKey(suggestion))),
  ];
  return { weak: true, feedback: lines.join(' ') || undefined };
}
