import { keyboardSymbols } from './symbols';

/**
 * The sound contrasts the course drills: pairs of words that differ only there mean different
 * things (pea / bee, light / right), and speakers of many first languages hear them as one.
 * Each contrast names the sounds it sets against each other; a sound written two ways in the
 * model (p and its puffed ꟼ) lists both, and "" stands for no sound at all (hat / at).
 */
export interface Contrast {
  /** Stable identifier, the two sounds' plain forms: `p-b`, `l-r`, `h-`. */
  readonly id: string;
  /** One side of the contrast… */
  readonly a: readonly string[];
  /** …and the other. */
  readonly b: readonly string[];
}

const contrast = (a: readonly string[], b: readonly string[]): Contrast => ({
  id: `${a[0]}-${b[0]}`,
  a,
  b,
});

/** Every contrast the course drills, vowels first. */
export const contrasts: readonly Contrast[] = [
  contrast(['i'], ['ɪ']),
  contrast(['ɪ'], ['e']),
  contrast(['e'], ['æ']),
  contrast(['æ'], ['ʌ']),
  contrast(['ʌ'], ['ɑ']),
  contrast(['ɑ'], ['ɔ']),
  contrast(['ʊ'], ['ü']),
  contrast(['ʊ'], ['ʌ']),
  contrast(['e'], ['eɪ']),
  contrast(['oʊ'], ['ɔ']),
  contrast(['p', 'ꟼ'], ['b']),
  contrast(['t', 'ʇ'], ['d']),
  contrast(['k', 'ʞ'], ['g']),
  contrast(['s'], ['z']),
  contrast(['f'], ['v']),
  contrast(['θ'], ['s']),
  contrast(['θ'], ['t', 'ʇ']),
  contrast(['ð'], ['d']),
  contrast(['ʃ'], ['s']),
  contrast(['ʃ'], ['ϫ']),
  contrast(['ϫ'], ['dʒ']),
  contrast(['j'], ['dʒ']),
  contrast(['l'], ['r']),
  contrast(['v'], ['w']),
  contrast(['b'], ['v']),
  contrast(['ŋ'], ['n']),
  contrast(['h'], ['']),
];

/** Sounds the model writes with two symbols; everything else is one symbol, one sound. */
const twoSymbolSounds = ['dʒ', 'eɪ', 'oʊ', 'ɑɪ', 'ɑʊ', 'ɔɪ'];

/**
 * A transcription cut into its sounds (judge dʒʌdʒ → dʒ ʌ dʒ), or null when it holds anything
 * but keyboard symbols (a space, punctuation: phrases are not minimal pairs).
 */
export function soundsOf(transcription: string): string[] | null {
  const symbols = Array.from(transcription.normalize('NFC'));
  const sounds: string[] = [];
  for (let i = 0; i < symbols.length; i++) {
    const symbol = symbols[i] as string;
    if (!keyboardSymbols.has(symbol)) return null;
    const two = symbol + (symbols[i + 1] ?? '');
    if (twoSymbolSounds.includes(two)) {
      sounds.push(two);
      i++;
    } else sounds.push(symbol);
  }
  return sounds;
}

/** Where in the word a contrast falls: voicing, for one, is heard differently first and last. */
export type ContrastPosition = 'first' | 'middle' | 'last';

/** Two words drilling a contrast, and where. */
export interface DrilledContrast {
  readonly contrast: Contrast;
  readonly position: ContrastPosition;
}

const sides = (c: Contrast, x: string, y: string) =>
  (c.a.includes(x) && c.b.includes(y)) || (c.a.includes(y) && c.b.includes(x));

/**
 * The contrast two transcriptions drill, or null: they must differ in one sound only (one sound
 * in place of another, or one sound more for a contrast with nothing, as hat / at), and that
 * difference must be one of `contrasts`.
 */
export function contrastOf(first: string, second: string): DrilledContrast | null {
  const x = soundsOf(first);
  const y = soundsOf(second);
  if (!x || !y) return null;
  const [longer, shorter] = x.length >= y.length ? [x, y] : [y, x];
  if (longer.length - shorter.length > 1) return null;
  let start = 0;
  while (start < shorter.length && longer[start] === shorter[start]) start++;
  let end = 0;
  while (
    end < shorter.length - start &&
    longer[longer.length - 1 - end] === shorter[shorter.length - 1 - end]
  )
    end++;
  const one = longer.slice(start, longer.length - end);
  const other = shorter.slice(start, shorter.length - end);
  if (one.length !== 1 || other.length > 1) return null;
  const found = contrasts.find((c) => sides(c, one[0] as string, other[0] ?? ''));
  if (!found) return null;
  const position = start === 0 ? 'first' : end === 0 ? 'last' : 'middle';
  return { contrast: found, position };
}

/** An item of a level, as far as telling its answer apart goes. */
export interface LevelItem {
  readonly answer: string;
  /** The item's own picture, or null when it shows the level's picture of no word. */
  readonly image: string | null;
}

/**
 * The items whose picture tells which word of a drilled pair was heard: in a level whose items
 * drill a contrast, every item must show its own picture or none may. Lists, by index, each item
 * without a picture of its own whose partner in a pair has one (bad shows the ear, bed a bed).
 */
export function pictureGiveaways(items: readonly LevelItem[]): number[] {
  const giveaways = new Set<number>();
  items.forEach((item, i) => {
    if (item.image !== null) return;
    if (items.some((other) => other.image !== null && contrastOf(item.answer, other.answer)))
      giveaways.add(i);
  });
  return [...giveaways];
}
