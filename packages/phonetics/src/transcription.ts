import { dictionary } from 'cmu-pronouncing-dictionary';

export interface SuggestedTranscription {
  /** The model spelling of the dictionary's first pronunciation of every word. */
  readonly transcription: string;
  /** Other pronunciations the dictionary lists, converted and without duplicates. */
  readonly variants: readonly string[];
}

/** Sentences with many words of several pronunciations would give thousands of variants. */
export const maxVariants = 20;

const vowels = new Map([
  ['AA', 'ɑ'],
  ['AE', 'æ'],
  ['AO', 'ɔ'],
  ['AW', 'ɑʊ'],
  ['AY', 'ɑɪ'],
  ['EH', 'e'],
  ['EY', 'eɪ'],
  ['IH', 'ɪ'],
  ['IY', 'i'],
  ['OW', 'oʊ'],
  ['OY', 'ɔɪ'],
  ['UH', 'ʊ'],
  ['UW', 'ü'],
]);

// AH and ER change with stress.
const stressedVowels = new Map<string, readonly [unstressed: string, stressed: string]>([
  ['AH', ['ə', 'ʌ']],
  ['ER', ['ər', 'ɜr']],
]);

const consonants = new Map([
  ['B', 'b'],
  ['CH', 'ϫ'],
  ['D', 'd'],
  ['DH', 'ð'],
  ['F', 'f'],
  ['G', 'g'],
  ['HH', 'h'],
  ['JH', 'dʒ'],
  ['L', 'l'],
  ['M', 'm'],
  ['N', 'n'],
  ['NG', 'ŋ'],
  ['R', 'r'],
  ['S', 's'],
  ['SH', 'ʃ'],
  ['TH', 'θ'],
  ['V', 'v'],
  ['W', 'w'],
  ['Y', 'j'],
  ['Z', 'z'],
  ['ZH', 'ʒ'],
]);

const stops = new Map<string, readonly [aspirated: string, plain: string]>([
  ['K', ['ʞ', 'k']],
  ['P', ['ꟼ', 'p']],
  ['T', ['ʇ', 't']],
]);

/** The consonants that may stand between an aspirated stop and its stressed vowel (play, tree, queen, cute). */
const glides = new Set(['L', 'R', 'W', 'Y']);

const vowelPhone = /^([A-Z]{2})([012])$/;

/**
 * One word's ARPAbet phones (CMU dictionary, with stress digits) in the model. Throws on a phone
 * outside ARPAbet's 39, or a vowel without its stress digit.
 */
export function arpabetToModel(phones: readonly string[]): string {
  return phones.map((phone, i) => convertPhone(phones, i, phone)).join('');
}

function convertPhone(phones: readonly string[], i: number, phone: string): string {
  const stop = stops.get(phone);
  if (stop) return isAspirated(phones, i) ? stop[0] : stop[1];
  const consonant = consonants.get(phone);
  if (consonant) return consonant;
  const [, base = '', stress] = vowelPhone.exec(phone) ?? [];
  const vowel = vowels.get(base) ?? stressedVowels.get(base)?.[stress === '0' ? 0 : 1];
  if (stress === undefined || vowel === undefined) throw new Error(`Not an ARPAbet phone: ${phone}`);
  return vowel;
}

/**
 * A stop is aspirated when it begins the word, or begins the syllable of a stressed vowel, primary
 * (1) or secondary (2): only l, r, w or y stand between it and that vowel, and no s comes before it
 * (s + stop is always an onset, so there the s begins the syllable: spin, display). The one
 * exception is a 2 on the word's last syllable when that syllable ends in its vowel (potato,
 * tomato, photo: T OW2): a full but unstressed vowel, where the t is plain (docs/design.md §5).
 */
function isAspirated(phones: readonly string[], i: number): boolean {
  if (i === 0) return true;
  if (phones[i - 1] === 'S') return false;
  for (let k = i + 1; k < phones.length; k++) {
    const next = phones[k] ?? '';
    if (glides.has(next)) continue;
    const stress = next.at(-1);
    // A consonant or an unstressed vowel: the stop ends a syllable or begins an unstressed one.
    return stress === '1' || (stress === '2' && k < phones.length - 1);
  }
  return false;
}

/**
 * The model spelling of an English word or short sentence, from the CMU pronouncing dictionary.
 * Null when any word is not in the dictionary: the helper never guesses.
 */
export function suggestTranscription(text: string): SuggestedTranscription | null {
  const words = wordsOf(text);
  if (words.length === 0) return null;
  const options: string[][] = [];
  for (const word of words) {
    const found = pronunciations(word);
    if (!found) return null;
    options.push(...found);
  }
  return {
    transcription: options.map((o) => o[0]).join(' '),
    variants: combinations(options),
  };
}

function wordsOf(text: string): string[] {
  return (
    text
      .normalize('NFD')
      .replace(/\p{M}/gu, '') // café → cafe: the dictionary has no accents.
      .toLowerCase()
      .replace(/[‘’ʼ]/gu, "'")
      // Anything but letters, digits, apostrophes and hyphens separates words.
      .split(/[^\p{L}\p{N}'-]+/u)
      .map((token) => token.replace(/^-+|-+$/gu, ''))
      .filter((token) => /[\p{L}\p{N}]/u.test(token))
  );
}

/**
 * Each word's distinct model spellings, first pronunciation first. A hyphenated word the dictionary
 * lacks is looked up part by part, so one token may give several words.
 */
function pronunciations(token: string): string[][] | null {
  // Some entries keep an apostrophe at an edge ('cause, dogs'); otherwise edge apostrophes are quotes.
  for (const word of [token, token.replace(/^'+|'+$/gu, '')]) {
    const found = lookUp(word);
    if (found) return [found];
  }
  if (!token.includes('-')) return null;
  const parts: string[][] = [];
  for (const part of token.split(/-+/u)) {
    const found = pronunciations(part);
    if (!found) return null;
    parts.push(...found);
  }
  return parts;
}

function lookUp(word: string): string[] | null {
  if (!Object.hasOwn(dictionary, word)) return null;
  const spellings = new Set<string>();
  for (let n = 1; ; n++) {
    const key = n === 1 ? word : `${word}(${n})`;
    if (!Object.hasOwn(dictionary, key)) break;
    spellings.add(arpabetToModel(phonesOf(dictionary[key] ?? '')));
  }
  return [...spellings];
}

// A few entries end in a note after '#' ("AO1 L B AO0 R G # place, danish").
function phonesOf(entry: string): string[] {
  return (entry.split('#')[0] ?? '').trim().split(/\s+/u);
}

/**
 * The sentence spellings other than the first, fewest changed words first, at most `maxVariants`.
 * Each word's spellings are distinct, so distinct choices give distinct sentences.
 */
function combinations(options: readonly string[][]): string[] {
  const variants: string[] = [];
  let frontier = [{ choice: options.map(() => 0), last: -1 }];
  while (frontier.length > 0) {
    const next: typeof frontier = [];
    for (const { choice, last } of frontier) {
      // Only words after the last changed one vary, so each combination is reached once.
      for (let w = last + 1; w < options.length; w++) {
        const spellings = options[w] ?? [];
        for (let v = 1; v < spellings.length; v++) {
          const varied = choice.with(w, v);
          variants.push(varied.map((c, k) => options[k]?.[c]).join(' '));
          if (variants.length === maxVariants) return variants;
          next.push({ choice: varied, last: w });
        }
      }
    }
    frontier = next;
  }
  return variants;
}

/** The model's multi-symbol units, read before single symbols. */
const units = new Map<string, string>([
  ['ɑɪ', 'AY'],
  ['ɑʊ', 'AW'],
  ['ɔɪ', 'OY'],
  ['eɪ', 'EY'],
  ['oʊ', 'OW'],
  ['ɜr', 'ER'],
  ['ər', 'ER'],
  ['dʒ', 'JH'],
]);

const fromModel = new Map<string, string>([
  ...[...vowels].map(([arpabet, model]) => [model, arpabet] as const),
  ...[...consonants].map(([arpabet, model]) => [model, arpabet] as const),
  ...[...stops].flatMap(([arpabet, [aspirated, plain]]) => [
    [aspirated, arpabet] as const,
    [plain, arpabet] as const,
  ]),
  ['ʌ', 'AH'],
  ['ə', 'AH'],
  // The glottal stop is said as a t whose release is taken away (see @tp/speech).
  ['ʔ', 'T'],
]);

const aspiratedStops = new Set(['ʇ', 'ʞ', 'ꟼ']);
const alwaysStressed = new Set(['ʌ', 'ɜr']);
const neverStressed = new Set(['ə', 'ər']);

/**
 * ARPAbet phones, with stress digits, that say `spelling` (one word in the model): the
 * dictionary's pronunciation of `word` that the model writes so, else phones read off the spelling
 * itself, the vowel after an aspirated stop (or ʌ, ɜr, or else the first full vowel) stressed.
 * Null when the spelling holds something that is not a sound of the model.
 */
export function phonesFor(word: string, spelling: string): string[] | null {
  for (let n = 1; ; n++) {
    const key = n === 1 ? word.toLowerCase() : `${word.toLowerCase()}(${n})`;
    if (!Object.hasOwn(dictionary, key)) break;
    const phones = phonesOf(dictionary[key] ?? '');
    if (arpabetToModel(phones) === spelling) return phones;
  }
  const symbols: string[] = [];
  for (let i = 0; i < spelling.length; ) {
    const pair = spelling.slice(i, i + 2);
    const unit = units.has(pair) ? pair : (spelling[i] ?? '');
    if (!units.has(unit) && !fromModel.has(unit)) return null;
    symbols.push(unit);
    i += unit.length;
  }
  const isVowel = (s: string) => vowelSymbols.has(s);
  const stressed = new Set<number>();
  symbols.forEach((s, i) => {
    if (alwaysStressed.has(s)) stressed.add(i);
    if (aspiratedStops.has(s)) {
      const vowel = symbols.findIndex((v, k) => k > i && isVowel(v));
      if (vowel >= 0) stressed.add(vowel);
    }
  });
  if (stressed.size === 0) {
    const first = symbols.findIndex((s) => isVowel(s) && !neverStressed.has(s));
    if (first >= 0) stressed.add(first);
  }
  return symbols.map((s, i) => {
    const arpabet = units.get(s) ?? fromModel.get(s) ?? '';
    return isVowel(s) ? `${arpabet}${stressed.has(i) ? 1 : 0}` : arpabet;
  });
}

const vowelSymbols = new Set([...vowels.values(), 'ʌ', 'ə', 'ɜr', 'ər']);
