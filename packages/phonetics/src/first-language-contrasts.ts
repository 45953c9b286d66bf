import { contrasts } from './contrasts';

/**
 * The contrasts (`contrasts` ids) hardest for speakers of each language, hardest first: the
 * English sounds their own language does not tell apart, or places differently (voicing at the
 * end of a word), so that they hear two words as one.
 *
 * Sources, read per language:
 * - M. Swan & B. Smith (eds.), "Learner English: A teacher's guide to interference and other
 *   problems", 2nd ed., Cambridge University Press, 2001: the phonology section of the chapter on
 *   that language's speakers ("Speakers of South Asian languages" for Hindi and Urdu,
 *   "Malay/Indonesian speakers" for Indonesian).
 * - J. Avery & S. Ehrlich, "Teaching American English Pronunciation", Oxford University Press,
 *   1992: part III, the problems of speakers of specific languages.
 *
 * Only contrasts the course can drill are listed: where a language's difficulty is a sound the
 * model does not contrast (Chinese n / l, Japanese and Korean z / dʒ), it is left out.
 */
export const firstLanguageContrasts = {
  // English speakers learn English sounds as their own: no sound of theirs stands in for another,
  // so no contrast is singled out for them. They are offered nothing rather than a guess.
  en: [],
  // Swan & Smith, "Speakers of South Asian languages" (Shackle); Avery & Ehrlich, Hindi/Punjabi:
  // v and w are one sound; θ and ð become dental t and d; English p t k, unaspirated in Indian
  // English after s, and b d g are heard by aspiration, not voicing; æ and e merge, as do ɑ and ɔ,
  // and eɪ is a plain long e.
  hi: ['v-w', 'θ-t', 'ð-d', 'p-b', 't-d', 'k-g', 'e-æ', 'ɑ-ɔ', 'e-eɪ', 'oʊ-ɔ'],
  // Swan & Smith, "Spanish and Catalan speakers" (Coe); Avery & Ehrlich, Spanish: b and v are one
  // sound; Spanish has no z, no short ɪ beside i; sh and ch, and y and j, are not told apart; d
  // between vowels is ð; the vowels of cat, cut and cot and of full and fool run together;
  // final ŋ becomes n.
  es: ['b-v', 'i-ɪ', 's-z', 'ʃ-ϫ', 'j-dʒ', 'ð-d', 'θ-s', 'æ-ʌ', 'ʌ-ɑ', 'ʊ-ü', 'ŋ-n', 'ʃ-s'],
  // Swan & Smith, "French speakers" (Walter); Avery & Ehrlich, French: h is silent in French;
  // θ and ð become s/t and z/d; i and ɪ, ʊ and ü are one vowel each; æ sits between e and ʌ;
  // French has ʃ but no ϫ (ch), and ʒ but no dʒ; ŋ is rare; oʊ is a plain o.
  fr: ['h-', 'θ-s', 'ð-d', 'i-ɪ', 'ʊ-ü', 'e-æ', 'æ-ʌ', 'ʃ-ϫ', 'ŋ-n', 'oʊ-ɔ', 'ϫ-dʒ'],
  // Swan & Smith, "German speakers" (Swan); Avery & Ehrlich, German: final b d g z are devoiced
  // (back / bag, rice / rise); German w is English v, so v and w are confused; θ and ð become s
  // and z/d; e and æ are one vowel; German has no dʒ.
  de: ['t-d', 'p-b', 'k-g', 's-z', 'v-w', 'θ-s', 'e-æ', 'ð-d', 'ϫ-dʒ', 'æ-ʌ'],
  // Swan & Smith, "Chinese speakers" (Chang); Avery & Ehrlich, Chinese: final consonants are
  // dropped or unreleased, so final voicing is lost; l and r are confused (n and l too, in the
  // south); θ and ð become s and d/z; i and ɪ are one vowel; v becomes w; z is missing.
  zh: ['t-d', 'p-b', 'k-g', 'l-r', 'θ-s', 'i-ɪ', 'v-w', 'ð-d', 's-z', 'e-æ', 'ʊ-ü', 'ŋ-n'],
  // Swan & Smith, "Korean speakers" (Lee); Avery & Ehrlich, Korean: l and r are one sound; Korean
  // has no f or v (p and b stand in); its stops are told by tension and aspiration, not voicing;
  // θ becomes s; s before i sounds sh (see / she); i and ɪ, e and æ, ʊ and ü merge.
  ko: ['l-r', 'b-v', 'f-v', 'p-b', 'θ-s', 'ʃ-s', 'i-ɪ', 'e-æ', 'ð-d', 'ʊ-ü', 't-d', 'k-g'],
  // Swan & Smith, "Japanese speakers" (Thompson); Avery & Ehrlich, Japanese: l and r are one
  // sound; b and v are one; θ and ð become s and z/d; s before i sounds sh (see / she); one a
  // covers æ, ʌ and ɑ; i and ɪ, ʊ and ü are told by length only.
  ja: ['l-r', 'b-v', 'θ-s', 'ð-d', 'ʃ-s', 'i-ɪ', 'æ-ʌ', 'ʌ-ɑ', 'ʊ-ü', 'oʊ-ɔ', 'h-'],
  // Swan & Smith, "Russian speakers" (Monk & Burak); Avery & Ehrlich, Russian: i and ɪ, e and æ
  // are one vowel each; w becomes v; θ and ð become s/t and z/d; h is the harsher x, or lost;
  // final consonants are devoiced; ʊ and ü, æ and ʌ merge; ŋ becomes n or ŋg.
  ru: ['i-ɪ', 'e-æ', 'v-w', 'θ-s', 'h-', 'ð-d', 't-d', 's-z', 'ʊ-ü', 'æ-ʌ', 'ŋ-n'],
  // Swan & Smith, "Portuguese speakers" (Ferreira); Avery & Ehrlich, Portuguese: i and ɪ are one
  // vowel; θ and ð become t/f and d; h is silent (and initial r sounds h); ʊ and ü, e and æ, æ
  // and ʌ merge; final ŋ becomes a nasal vowel; European Portuguese has no ϫ (ch).
  pt: ['i-ɪ', 'θ-t', 'h-', 'ʊ-ü', 'ð-d', 'e-æ', 'æ-ʌ', 'ŋ-n', 'ʃ-ϫ', 'θ-s'],
  // Swan & Smith, "Speakers of South Asian languages" (Shackle), for Urdu as for Hindi: v and w are
  // one sound; θ and ð become dental t and d; stops are told by aspiration; æ and e, ɑ and ɔ merge;
  // eɪ and oʊ are plain long vowels.
  ur: ['v-w', 'θ-t', 'ð-d', 'p-b', 't-d', 'k-g', 'e-æ', 'ɑ-ɔ', 'e-eɪ', 'oʊ-ɔ'],
  // Swan & Smith, "Malay/Indonesian speakers" (Yong): v is pronounced f, so f and v merge; θ and
  // ð become t and d; sh is s for many speakers; final consonants are devoiced and unreleased; z
  // becomes s; i and ɪ, e and æ, ʊ and ü are one vowel each.
  id: ['f-v', 'θ-t', 'ʃ-s', 't-d', 'p-b', 'k-g', 'ð-d', 's-z', 'i-ɪ', 'e-æ', 'ʊ-ü'],
} as const satisfies Record<string, readonly string[]>;

/**
 * The languages of the table: the twelve interface languages. The contract's first languages are
 * these and "other"; the server hands them to `contrastsFor`, so the compiler holds the two alike.
 */
export type TabledLanguage = keyof typeof firstLanguageContrasts;

/**
 * The contrasts hardest in general, for a learner whose language is not in the table: the
 * contrasts of the table ordered by how many of its languages list them, then by how high they
 * list them on average (earlier is harder).
 */
export const generallyHardContrasts: readonly string[] = (() => {
  const tally = new Map<string, { languages: number; ranks: number }>();
  for (const list of Object.values<readonly string[]>(firstLanguageContrasts))
    list.forEach((id, rank) => {
      const entry = tally.get(id) ?? { languages: 0, ranks: 0 };
      tally.set(id, { languages: entry.languages + 1, ranks: entry.ranks + rank });
    });
  return [...tally.entries()]
    .sort(([, x], [, y]) => y.languages - x.languages || x.ranks / x.languages - y.ranks / y.languages)
    .map(([id]) => id)
    .slice(0, 10);
})();

/** The contrast ids hardest for speakers of `language`, hardest first. */
export function contrastsFor(language: TabledLanguage | 'other'): readonly string[] {
  return language === 'other' ? generallyHardContrasts : firstLanguageContrasts[language];
}

/** Whether every id of the table names one of `contrasts` (checked by the tests). */
export const unknownContrastIds = (): string[] =>
  [...Object.values(firstLanguageContrasts).flat(), ...generallyHardContrasts].filter(
    (id) => !contrasts.some((c) => c.id === id),
  );
