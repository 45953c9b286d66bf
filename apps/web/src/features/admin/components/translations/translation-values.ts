import { type TranslationLanguage, translationLanguages } from '@tp/contract/constants';
import type { McqTranslations, TextTranslations } from '@tp/contract/levels';

/**
 * The translation fields of a form: for every language, one entry per English string (an info
 * level's texts; an MCQ's question, then its options), '' where not translated.
 */
export type TranslationValues = Record<TranslationLanguage, string[]>;

const eachLanguage = <T>(value: (language: TranslationLanguage) => T) =>
  Object.fromEntries(translationLanguages.map((language) => [language, value(language)])) as Record<
    TranslationLanguage,
    T
  >;

/** Exactly `count` entries: cut, or filled with ''. */
const fit = (entries: readonly (string | null | undefined)[], count: number) =>
  Array.from({ length: count }, (_, index) => entries[index] ?? '');

export const emptyTranslations = (count: number): TranslationValues => eachLanguage(() => fit([], count));

export const textTranslationValues = (translations: TextTranslations, count: number): TranslationValues =>
  eachLanguage((language) => fit(translations[language] ?? [], count));

/** An MCQ's translations as its form holds them: the question first, then the options. */
export const mcqTranslationValues = (translations: McqTranslations, optionCount: number): TranslationValues =>
  eachLanguage((language) => {
    const translation = translations[language];
    return fit(translation ? [translation.question, ...translation.options] : [], optionCount + 1);
  });

/** What the API takes: null for an empty field; a language with nothing translated is left out. */
function translated(values: TranslationValues, count: number) {
  return translationLanguages.flatMap((language) => {
    const entries = fit(values[language], count).map((text) => text.trim() || null);
    return entries.some((text) => text !== null) ? [[language, entries] as const] : [];
  });
}

export const toTextTranslations = (values: TranslationValues, count: number): TextTranslations =>
  Object.fromEntries(translated(values, count));

/** An MCQ's fields hold the question first, then the options. */
export const toMcqTranslations = (values: TranslationValues, optionCount: number): McqTranslations =>
  Object.fromEntries(
    translated(values, optionCount + 1).map(([language, [question = null, ...options]]) => [
      language,
      { question, options },
    ]),
  );

/** Every language's entries with `change` applied, as an option is added or removed. */
export const changeEach = (values: TranslationValues, change: (entries: string[]) => string[]) =>
  eachLanguage((language) => change([...values[language]]));

/** Each English text the form has shown, with its translations then: they come back with the text. */
export type TranslationMemory = Map<string, Record<TranslationLanguage, string>>;

export function remember(
  memory: TranslationMemory,
  texts: readonly string[],
  values: TranslationValues,
): void {
  texts.forEach((text, index) => {
    memory.set(
      text,
      eachLanguage((language) => values[language][index] ?? ''),
    );
  });
}

/**
 * The translations after the English texts went from `before` to `after` as the admin typed: a
 * text still there (moved or not), or back after it was removed, has its translations; where
 * only one text changed in place, its translations stay with it; a new text has none.
 */
export function followTexts(
  before: readonly string[],
  after: readonly string[],
  values: TranslationValues,
  memory: TranslationMemory,
): TranslationValues {
  const source = after.map((text, index): ((language: TranslationLanguage) => string) => {
    const same = before.indexOf(text);
    if (same >= 0) return (language) => values[language][same] ?? '';
    const remembered = memory.get(text);
    if (remembered) return (language) => remembered[language];
    if (before.length === after.length) return (language) => values[language][index] ?? '';
    return () => '';
  });
  return eachLanguage((language) => source.map((from) => from(language)));
}

/** How many of a language's entries are filled in. */
export const filledCount = (entries: readonly string[] | undefined) =>
  (entries ?? []).filter((text) => text.trim() !== '').length;
