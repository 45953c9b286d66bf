import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  type McqTranslations,
  type TextTranslations,
  type TranslationLanguage,
  translationLanguages,
} from '@tp/contract';
import { keyboardSymbols } from '@tp/phonetics';
import type { Manifest, ManifestMcq } from './manifest';

/**
 * The demo course's translations: one file per language, `translations/<lang>.json`, each a map
 * from an English string of `course.json` (an info text, an MCQ question or an MCQ option) to its
 * translation. Translators work one language at a time without touching the manifest; the seeding
 * looks every English string up, and shows the English where a language has no entry.
 */
export type TranslationTable = Readonly<Record<string, string>>;
export type CourseTranslations = Readonly<Partial<Record<TranslationLanguage, TranslationTable>>>;

export const translationFile = (contentDir: string, language: TranslationLanguage) =>
  join(contentDir, 'translations', `${language}.json`);

/** Checks one language's file: an object of non-empty strings. Throws naming the file. */
export function parseTranslationTable(json: unknown, file: string): TranslationTable {
  if (typeof json !== 'object' || json === null || Array.isArray(json))
    throw new Error(`${file}: expected an object of English strings to translations`);
  for (const [english, translation] of Object.entries(json)) {
    if (typeof translation !== 'string')
      throw new Error(`${file}: the translation of "${english}" is not a string`);
  }
  return json as TranslationTable;
}

/** Every language's file; a language without one has no translations. */
export async function loadTranslations(contentDir: string): Promise<CourseTranslations> {
  const tables = await Promise.all(
    translationLanguages.map(async (language) => {
      const file = translationFile(contentDir, language);
      const text = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return null;
        throw error;
      });
      return [language, text === null ? {} : parseTranslationTable(JSON.parse(text), file)] as const;
    }),
  );
  return Object.fromEntries(tables);
}

/** A translation of an English string, if the table has a non-blank one. */
export function lookUp(table: TranslationTable | undefined, english: string): string | null {
  const translation = table && Object.hasOwn(table, english) ? table[english] : undefined;
  return translation?.trim() ? translation : null;
}

// Phonetic spellings are runs of the keyboard's symbols. Those with a symbol beyond plain ASCII
// (ʞæt, sʌn, ϫ) cannot be English words, and a translation must write them exactly as the English
// does. `ü` is also a German, Spanish and Portuguese letter: a run whose only such symbol is `ü`
// (für, pingüino) counts in a translation only where the English has it too (füd).
const symbolClass = [...keyboardSymbols].join('').replace(/[\]\\^-]/g, '\\$&');
const spellingRun = new RegExp(`[${symbolClass}]+`, 'gu');
const markPattern = /\[[^[\]\s]+\]/gu;
const beyondAscii = /[^\p{ASCII}]/u;
const beyondAsciiButU = /[^\p{ASCII}ü]/u;

/** The phonetic spellings and symbol marks (`[ʇ]`) of an English string, sorted. */
export function phoneticSpellings(english: string): string[] {
  const text = english.normalize('NFC');
  const runs = (text.match(spellingRun) ?? []).filter((run) => beyondAscii.test(run));
  return [...runs, ...(text.match(markPattern) ?? [])].sort();
}

/** The same for a translation of `english`, by the rule above. */
export function translatedSpellings(english: string, translation: string): string[] {
  const inEnglish = new Set(phoneticSpellings(english));
  const text = translation.normalize('NFC');
  const runs = (text.match(spellingRun) ?? []).filter(
    (run) => beyondAsciiButU.test(run) || (beyondAscii.test(run) && inEnglish.has(run)),
  );
  return [...runs, ...(text.match(markPattern) ?? [])].sort();
}

/**
 * An MCQ option that is one character (a key: `a`, `1`, `[`), or a phonetic spelling (written
 * only in the phonetic keyboard's symbols, digits and punctuation, with no space: ʞæt, dʒæm, and
 * the English words that happen to be spelt so, key, skin), reads the same in every language. It
 * needs no entry; an entry for it is allowed. Any other option (Shift+P, the 5 key) needs one, if
 * only the English again.
 */
export function isLanguageNeutral(option: string): boolean {
  const chars = Array.from(option.normalize('NFC'));
  return (
    chars.length === 1 || chars.every((char) => keyboardSymbols.has(char) || /[\p{Nd}\p{P}\p{S}]/u.test(char))
  );
}

/** A string of the course that translations look up; `required` unless it is a language-neutral option. */
export interface TranslatableString {
  readonly english: string;
  readonly required: boolean;
}

/** The course's info texts (in level order), then its MCQs' questions and options, each once. */
export function translatableStrings(manifest: Manifest): TranslatableString[] {
  const strings = new Map<string, boolean>();
  const add = (english: string, required: boolean) =>
    strings.set(english, (strings.get(english) ?? false) || required);
  for (const level of manifest.levels) {
    if (level.type === 'info') for (const text of level.texts ?? []) add(text, true);
  }
  for (const mcq of manifest.mcqs) {
    add(mcq.question, true);
    for (const option of mcq.options) add(option, !isLanguageNeutral(option));
  }
  return [...strings].map(([english, required]) => ({ english, required }));
}

export interface TranslationProblems {
  /** Strings of the course that must be translated and have no entry (or a blank one). */
  readonly missing: string[];
  /** Entries for strings the course no longer has. */
  readonly stale: string[];
  /** Entries whose phonetic spellings or marks are not the English's. */
  readonly altered: { english: string; translation: string; expected: string[]; found: string[] }[];
}

/** What one language's table lacks, holds in excess, or writes otherwise than the English. */
export function checkTranslations(manifest: Manifest, table: TranslationTable): TranslationProblems {
  const strings = translatableStrings(manifest);
  const used = new Set(strings.map((s) => s.english));
  const altered: TranslationProblems['altered'] = [];
  for (const [english, translation] of Object.entries(table)) {
    if (!used.has(english) || !translation.trim()) continue;
    const expected = phoneticSpellings(english);
    const found = translatedSpellings(english, translation);
    if (expected.join('\n') !== found.join('\n')) altered.push({ english, translation, expected, found });
  }
  return {
    missing: strings.filter((s) => s.required && lookUp(table, s.english) === null).map((s) => s.english),
    stale: Object.keys(table).filter((english) => !used.has(english)),
    altered,
  };
}

/**
 * A table with an entry for every string of the course, in course order: the existing
 * translations kept, the missing ones blank (to be filled in), the stale ones gone.
 */
export function updatedTable(manifest: Manifest, table: TranslationTable): Record<string, string> {
  return Object.fromEntries(
    translatableStrings(manifest)
      .filter((s) => s.required || Object.hasOwn(table, s.english))
      .map((s) => [s.english, table[s.english] ?? '']),
  );
}

/** An info level's translations, aligned with its texts, for the languages that translate any. */
export function textTranslations(
  translations: CourseTranslations,
  texts: readonly string[],
): TextTranslations {
  const result: TextTranslations = {};
  for (const language of translationLanguages) {
    const table = translations[language];
    const translated = texts.map((text) => lookUp(table, text));
    if (translated.some((text) => text !== null)) result[language] = translated;
  }
  return result;
}

/** An MCQ's translations, for the languages that translate its question or any option. */
export function mcqTranslations(translations: CourseTranslations, mcq: ManifestMcq): McqTranslations {
  const result: McqTranslations = {};
  for (const language of translationLanguages) {
    const table = translations[language];
    const question = lookUp(table, mcq.question);
    const options = mcq.options.map((option) => lookUp(table, option));
    if (question !== null || options.some((option) => option !== null))
      result[language] = { question, options };
  }
  return result;
}
