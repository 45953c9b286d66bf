import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { translationLanguages } from '@tp/contract';
import { describe, expect, it } from 'vitest';
import { parseManifest } from '../src/manifest';
import {
  checkTranslations,
  isLanguageNeutral,
  loadTranslations,
  mcqTranslations,
  parseTranslationTable,
  phoneticSpellings,
  textTranslations,
  translatableStrings,
  translatedSpellings,
  updatedTable,
} from '../src/translations';

const contentDir = fileURLToPath(new URL('..', import.meta.url));
const manifest = parseManifest(JSON.parse(readFileSync(join(contentDir, 'course.json'), 'utf8')));
const translations = await loadTranslations(contentDir);

describe('translations/<lang>.json', () => {
  it.each(translationLanguages)(
    '%s translates every explanation of the course, and nothing else',
    (language) => {
      const { missing, stale } = checkTranslations(manifest, translations[language] ?? {});
      expect(missing, 'missing: run npm run content:translations').toEqual([]);
      expect(stale, 'no longer in course.json: run npm run content:translations -- --update').toEqual([]);
    },
  );

  it.each(translationLanguages)(
    '%s keeps every phonetic spelling and mark as the English writes it',
    (language) => {
      const { altered } = checkTranslations(manifest, translations[language] ?? {});
      expect(altered).toEqual([]);
    },
  );

  it.each(translationLanguages)('%s is in course order, as --update writes it', (language) => {
    const table = translations[language] ?? {};
    expect(Object.keys(table)).toEqual(Object.keys(updatedTable(manifest, table)));
  });
});

describe('the rules the check applies', () => {
  const course = parseManifest({
    version: 1,
    images: [],
    sounds: [],
    videos: [],
    mcqs: [
      { key: 'q', question: 'How is “cat” written?', options: ['ʞæt', 'kæt', 'the 5 key'], correctAnswer: 0 },
    ],
    levels: [
      { type: 'info', points: 10, texts: ['cat = ʞæt, and [ʇ] is a puffed t.', 'Welcome!'] },
      { type: 'speaking', points: 10, texts: ['Say: cat'] },
      { type: 'mcq', points: 10, mcqs: ['q'] },
    ],
    badges: [],
  });

  it('asks for info texts, questions and options in words, not for speaking prompts or spellings', () => {
    expect(translatableStrings(course)).toEqual([
      { english: 'cat = ʞæt, and [ʇ] is a puffed t.', required: true },
      { english: 'Welcome!', required: true },
      { english: 'How is “cat” written?', required: true },
      { english: 'ʞæt', required: false },
      { english: 'kæt', required: false },
      { english: 'the 5 key', required: true },
    ]);
    expect(['ʞæt', 'dʒæm', 'key', 'a', '1', '[', 'ü'].every(isLanguageNeutral)).toBe(true);
    expect(['Shift+P', 'the 5 key', 'P without Shift', 'cheese'].some(isLanguageNeutral)).toBe(false);
  });

  it('finds missing entries (blank counts as missing), stale ones and altered spellings', () => {
    const problems = checkTranslations(course, {
      'cat = ʞæt, and [ʇ] is a puffed t.': 'cat = ʞat, et [t] est un t soufflé.',
      'Welcome!': '  ',
      'How is “cat” written?': 'Comment s’écrit « cat » ?',
      kæt: 'kæt',
      'An old text': 'Un vieux texte',
    });
    expect(problems.missing).toEqual(['Welcome!', 'the 5 key']);
    expect(problems.stale).toEqual(['An old text']);
    expect(problems.altered).toEqual([
      {
        english: 'cat = ʞæt, and [ʇ] is a puffed t.',
        translation: 'cat = ʞat, et [t] est un t soufflé.',
        expected: ['[ʇ]', 'ʇ', 'ʞæt'],
        found: ['[t]', 'ʞ'],
      },
    ]);
  });

  it('reads spellings in any script and word order, and German ü as a letter', () => {
    const english = 'The “oo” of food is ü: food = füd, and chin = ϫɪn.';
    expect(phoneticSpellings(english)).toEqual(['füd', 'ü', 'ϫɪn']);
    expect(translatedSpellings(english, '食物的“oo”是ü：chin = ϫɪn，food = füd。')).toEqual([
      'füd',
      'ü',
      'ϫɪn',
    ]);
    expect(translatedSpellings(english, 'Das „oo“ für food ist ü: chin = ϫɪn, food = füd.')).toEqual([
      'füd',
      'ü',
      'ϫɪn',
    ]);
    expect(translatedSpellings(english, 'food = fud, chin = ϫɪn')).toEqual(['ϫɪn']);
  });

  it('gives the seeding one entry per text or option, null where a language has none', () => {
    const table = { 'Welcome!': 'Bienvenue !', 'How is “cat” written?': 'Comment s’écrit « cat » ?' };
    expect(
      textTranslations({ fr: table, de: {} }, ['cat = ʞæt, and [ʇ] is a puffed t.', 'Welcome!']),
    ).toEqual({
      fr: [null, 'Bienvenue !'],
    });
    const [mcq] = course.mcqs;
    if (!mcq) throw new Error('no MCQ');
    expect(mcqTranslations({ fr: table }, mcq)).toEqual({
      fr: { question: 'Comment s’écrit « cat » ?', options: [null, null, null] },
    });
  });

  it('refuses a file that is not a table of strings', () => {
    expect(() => parseTranslationTable(['a'], 'fr.json')).toThrow(/fr\.json/);
    expect(() => parseTranslationTable({ Welcome: 1 }, 'fr.json')).toThrow(/Welcome/);
  });
});
