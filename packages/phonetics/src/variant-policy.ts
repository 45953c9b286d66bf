import type { AcceptedSpellings } from './accepted';
import { normalizeAnswer } from './compare';
import { contrastOf, pictureGiveaways } from './contrasts';

/**
 * The variant policy (docs/design.md §5): the model's form is General American with the
 * cot–caught distinction. Code, not the course, adds what the policy accepts alike for every word:
 * the merged form (ɑ for ɔ) of every ɔ word, and the weak and strong forms of every function word
 * of a phrase. In a level, no accepted form of one item may be one of another's: the variant that
 * would erase the level's drill is not accepted there.
 */

/**
 * The forms of the function words the course's phrases hold, each a word's strong and weak forms
 * (in the model: aspirated ʇ, ü for the long u). A phrase holding any of them accepts the others.
 */
export const functionWordForms: Readonly<Record<string, readonly string[]>> = {
  the: ['ðə', 'ði'],
  a: ['ə', 'eɪ'],
  an: ['ən', 'æn'],
  of: ['əv', 'ʌv'],
  to: ['ʇə', 'ʇü', 'ʇɪ'],
  and: ['ənd', 'ən', 'ænd'],
  you: ['jü', 'jə'],
  for: ['fɔr', 'fər'],
  can: ['ʞən', 'ʞæn'],
  at: ['æt', 'ət'],
  from: ['frʌm', 'frəm'],
  some: ['sʌm', 'səm'],
  was: ['wʌz', 'wəz'],
  them: ['ðem', 'ðəm'],
  her: ['hɜr', 'hər', 'ər'],
  him: ['hɪm', 'ɪm'],
  are: ['ɑr', 'ər'],
};

/** Each form of a function word, with the other forms of its word (a form of two words: of both). */
const otherForms = new Map<string, string[]>();
for (const forms of Object.values(functionWordForms)) {
  for (const form of forms) {
    const known = otherForms.get(form) ?? [];
    for (const other of forms) if (other !== form && !known.includes(other)) known.push(other);
    otherForms.set(form, known);
  }
}

/**
 * The merged form of a transcription: ɑ for every ɔ the cot–caught merger reaches, that is every ɔ
 * but the one of ɔɪ (boy) and one before r (door), where the merger does not apply.
 */
export function mergedForm(transcription: string): string {
  return transcription.replace(/ɔ(?![ɪr])/gu, 'ɑ');
}

/** At most this many forms of one phrase: each choice of its words' forms is one. */
const formsMax = 64;

/**
 * The spellings the policy adds to an answer, normalised, in a stable order and without the answer
 * itself: word by word, each function word's other forms (in a phrase: a word alone is said in full)
 * and each word's merged form, in every combination.
 */
export function policyForms(answer: string): string[] {
  const main = normalizeAnswer(answer);
  if (main === '') return [];
  const words = main.split(' ');
  let phrases: string[][] = [[]];
  for (const word of words) {
    // Weak forms are a phrase's: a word alone is said in full (can ʞæn, the tin).
    const choices = [word, ...(words.length > 1 ? (otherForms.get(word) ?? []) : [])];
    for (const choice of [...choices]) {
      const merged = mergedForm(choice);
      if (!choices.includes(merged)) choices.push(merged);
    }
    const next: string[][] = [];
    for (const phrase of phrases) {
      for (const choice of choices) if (next.length < formsMax) next.push([...phrase, choice]);
    }
    phrases = next;
  }
  const forms = new Set(phrases.map((words) => words.join(' ')));
  forms.delete(main);
  return [...forms];
}

/** Every spelling an item accepts on its own (its answer, its variants, the policy's forms), normalised. */
function ownSpellings({ answer, variants = [] }: AcceptedSpellings): string[] {
  const main = normalizeAnswer(answer);
  const all = new Set([main]);
  for (const variant of variants) {
    const text = normalizeAnswer(variant);
    if (text !== '') all.add(text);
  }
  for (const form of policyForms(main)) all.add(form);
  return [...all];
}

/** A spelling one item of a level would accept that is already another's. */
export interface VariantClash {
  /** The item, by index, whose spelling is refused there. */
  readonly item: number;
  /** The spelling, normalised. */
  readonly spelling: string;
  /** Whether the item lists it itself (an author's variant) rather than the policy adding it. */
  readonly own: boolean;
  /** The first other item, by index, that accepts it too. */
  readonly other: number;
}

/**
 * What each item of a level accepts there (docs/design.md §5): its answer, its own variants and the
 * policy's forms, less any spelling that another item of the level with a different answer also
 * accepts, listed in `clashes`. The answer itself is always kept. Linear in the level's forms.
 */
export function levelSpellings(items: readonly AcceptedSpellings[]): {
  accepted: { answer: string; variants: string[] }[];
  clashes: VariantClash[];
} {
  const spellings = items.map(ownSpellings);
  const answers = spellings.map((all) => all[0] as string);
  // Who accepts each spelling: up to two answers are enough to tell a shared one.
  const holders = new Map<string, number[]>();
  spellings.forEach((all, item) => {
    for (const spelling of all) {
      const known = holders.get(spelling) ?? [];
      if (known.length < 2 && !known.some((i) => answers[i] === answers[item])) known.push(item);
      holders.set(spelling, known);
    }
  });
  const clashes: VariantClash[] = [];
  const accepted = items.map(({ answer: given, variants = [] }, item) => {
    const answer = answers[item] as string;
    const listed = new Set(variants.map(normalizeAnswer));
    const kept: string[] = [];
    for (const spelling of (spellings[item] as string[]).slice(1)) {
      const other = (holders.get(spelling) ?? []).find((i) => answers[i] !== answer);
      if (other === undefined) kept.push(spelling);
      else clashes.push({ item, spelling, own: listed.has(spelling), other });
    }
    return { answer: given, variants: kept };
  });
  return { accepted, clashes };
}

/** An item of a level as the studio's warnings name it. */
export interface WarnedItem extends AcceptedSpellings {
  readonly name: string;
  /** Its own picture, or null when it shows the level's. */
  readonly image: string | null;
}

/** What an author is warned of in a level: each names the item, by index, and the other it is told from. */
export type LevelWarning =
  /** An item's own variant that another item accepts: the level refuses it (docs/design.md §5). */
  | {
      readonly kind: 'variant_defeats_drill';
      readonly item: number;
      readonly other: number;
      readonly variant: string;
    }
  /** An item showing the level's picture while the partner it drills shows its own. */
  | { readonly kind: 'picture_gives_away'; readonly item: number; readonly other: number };

/** The warnings of a level's items: variants that would defeat its drill, and pictures that give it away. */
export function levelWarnings(items: readonly WarnedItem[]): LevelWarning[] {
  const warnings: LevelWarning[] = levelSpellings(items)
    .clashes.filter((clash) => clash.own)
    .map(({ item, other, spelling }) => ({ kind: 'variant_defeats_drill', item, other, variant: spelling }));
  for (const item of pictureGiveaways(items)) {
    const answer = items[item]?.answer ?? '';
    const other = items.findIndex((o) => o.image !== null && contrastOf(answer, o.answer));
    if (other >= 0) warnings.push({ kind: 'picture_gives_away', item, other });
  }
  return warnings;
}
