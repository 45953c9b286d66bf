/** One symbol the phonetic keyboard offers. */
export interface SymbolInfo {
  readonly symbol: string;
  /** The `KeyboardEvent.key` that types it (for the shift layer, the shifted key). */
  readonly key: string;
  /** The unshifted key whose Shift layer holds this symbol. */
  readonly shiftOf?: string;
  readonly ipa: string;
  readonly description: string;
  readonly example: string;
  /** The example word written in the model. */
  readonly exampleTranscription: string;
  /** False for the two letters the keyboard offers but transcriptions never use. */
  readonly usedByModel: boolean;
  /** The four special symbols: stand-ins for the ch, t, k and p sounds. */
  readonly special?: true;
}

const modelSymbol = (info: Omit<SymbolInfo, 'usedByModel'>): SymbolInfo => ({ ...info, usedByModel: true });

// Plain letters type themselves, so their key is the letter.
const letter = (
  symbol: string,
  ipa: string,
  description: string,
  example: string,
  exampleTranscription: string,
  usedByModel = true,
): SymbolInfo => ({ symbol, key: symbol, ipa, description, example, exampleTranscription, usedByModel });

/** Every symbol of the keyboard: the nineteen non-letter symbols, then the letters that type themselves. */
export const symbolTable: readonly SymbolInfo[] = [
  modelSymbol({
    symbol: 'ɑ',
    key: '1',
    ipa: 'ɑ',
    description: 'the open "ah"; also starts ɑɪ (my) and ɑʊ (now)',
    example: 'father',
    exampleTranscription: 'fɑðər',
  }),
  modelSymbol({
    symbol: 'æ',
    key: '2',
    ipa: 'æ',
    description: 'short a',
    example: 'apple',
    exampleTranscription: 'æpəl',
  }),
  modelSymbol({
    symbol: 'ɜ',
    key: '3',
    ipa: 'ɜ',
    description: 'the vowel of "bird", always followed by r',
    example: 'bird',
    exampleTranscription: 'bɜrd',
  }),
  modelSymbol({
    symbol: 'ə',
    key: '4',
    ipa: 'ə',
    description: 'schwa, the unstressed "uh"',
    example: 'about',
    exampleTranscription: 'əbɑʊt',
  }),
  modelSymbol({
    symbol: 'ʇ',
    key: '5',
    ipa: 'tʰ',
    description: 'aspirated t (a puff of air)',
    example: 'top',
    exampleTranscription: 'ʇɑp',
    special: true,
  }),
  modelSymbol({
    symbol: 'ʌ',
    key: '6',
    ipa: 'ʌ',
    description: 'stressed "uh"',
    example: 'cup',
    exampleTranscription: 'ʞʌp',
  }),
  modelSymbol({
    symbol: 'ü',
    key: '7',
    ipa: 'u',
    description: 'long "oo"',
    example: 'food',
    exampleTranscription: 'füd',
  }),
  modelSymbol({
    symbol: 'ɪ',
    key: '8',
    ipa: 'ɪ',
    description: 'short i; also ends ɑɪ (my), eɪ (day) and ɔɪ (boy)',
    example: 'sit',
    exampleTranscription: 'sɪt',
  }),
  modelSymbol({
    symbol: 'ɔ',
    key: '9',
    ipa: 'ɔ',
    description: '"aw"; also starts ɔɪ (boy)',
    example: 'law',
    exampleTranscription: 'lɔ',
  }),
  modelSymbol({
    symbol: 'ð',
    key: '0',
    ipa: 'ð',
    description: 'voiced th',
    example: 'this',
    exampleTranscription: 'ðɪs',
  }),
  modelSymbol({
    symbol: 'ŋ',
    key: '-',
    ipa: 'ŋ',
    description: 'ng',
    example: 'sing',
    exampleTranscription: 'sɪŋ',
  }),
  modelSymbol({
    symbol: 'ʔ',
    key: '=',
    ipa: 'ʔ',
    description: 'glottal stop (a catch in the throat)',
    example: 'uh-oh',
    exampleTranscription: 'ʌʔoʊ',
  }),
  modelSymbol({
    symbol: 'ʒ',
    key: 'q',
    ipa: 'ʒ',
    description: 'the middle sound of "measure"; also ends dʒ (jam)',
    example: 'measure',
    exampleTranscription: 'meʒər',
  }),
  modelSymbol({
    symbol: 'ʃ',
    key: 'a',
    ipa: 'ʃ',
    description: 'sh',
    example: 'ship',
    exampleTranscription: 'ʃɪp',
  }),
  modelSymbol({
    symbol: 'ʊ',
    key: 'x',
    ipa: 'ʊ',
    description: 'short "oo"; also ends ɑʊ (now) and oʊ (go)',
    example: 'book',
    exampleTranscription: 'bʊk',
  }),
  modelSymbol({
    symbol: 'ϫ',
    key: 'c',
    ipa: 'tʃ',
    description: 'ch (one symbol, not t + ʃ)',
    example: 'chin',
    exampleTranscription: 'ϫɪn',
    special: true,
  }),
  modelSymbol({
    symbol: 'θ',
    key: '[',
    ipa: 'θ',
    description: 'voiceless th',
    example: 'think',
    exampleTranscription: 'θɪŋk',
  }),
  modelSymbol({
    symbol: 'ʞ',
    key: 'K',
    shiftOf: 'k',
    ipa: 'kʰ',
    description: 'aspirated k (a puff of air)',
    example: 'key',
    exampleTranscription: 'ʞi',
    special: true,
  }),
  modelSymbol({
    symbol: 'ꟼ',
    key: 'P',
    shiftOf: 'p',
    ipa: 'pʰ',
    description: 'aspirated p (a puff of air)',
    example: 'pin',
    exampleTranscription: 'ꟼɪn',
    special: true,
  }),
  letter('b', 'b', 'b', 'big', 'bɪg'),
  letter('d', 'd', 'd', 'dog', 'dɔg'),
  letter('e', 'ɛ', 'the vowel of "bed"; also starts eɪ (day)', 'bed', 'bed'),
  letter('f', 'f', 'f', 'fun', 'fʌn'),
  letter('g', 'ɡ', 'hard g', 'give', 'gɪv'),
  letter('h', 'h', 'h', 'hat', 'hæt'),
  letter('i', 'i', 'the vowel of "see"', 'see', 'si'),
  letter('j', 'j', 'the y of "yes"', 'yes', 'jes'),
  letter('k', 'k', 'unaspirated k (no puff of air)', 'skin', 'skɪn'),
  letter('l', 'l', 'l', 'lamp', 'læmp'),
  letter('m', 'm', 'm', 'my', 'mɑɪ'),
  letter('n', 'n', 'n', 'now', 'nɑʊ'),
  letter('o', 'o', 'the start of oʊ (go)', 'go', 'goʊ'),
  letter('p', 'p', 'unaspirated p (no puff of air)', 'spin', 'spɪn'),
  letter('r', 'ɹ', 'r', 'ring', 'rɪŋ'),
  letter('s', 's', 's', 'sit', 'sɪt'),
  letter('t', 't', 'unaspirated t (no puff of air)', 'stop', 'stɑp'),
  // u and y type themselves (spec key map) but the model writes those sounds as ü and j.
  letter(
    'u',
    'u',
    'the letter u; not used in transcriptions, where the "oo" of food is ü',
    'food',
    'füd',
    false,
  ),
  letter('v', 'v', 'v', 'vision', 'vɪʒən'),
  letter('w', 'w', 'w', 'wet', 'wet'),
  letter(
    'y',
    'j',
    'the letter y; not used in transcriptions, where the y of "yes" is j',
    'yes',
    'jes',
    false,
  ),
  letter('z', 'z', 'z', 'zoo', 'zü'),
];

const bySymbol = new Map(symbolTable.map((info) => [info.symbol, info]));

/** The table entry for a symbol, or undefined for anything the keyboard does not offer. */
export function symbolInfo(symbol: string): SymbolInfo | undefined {
  return bySymbol.get(symbol);
}

/** Every symbol that can be typed, on either keyboard. */
export const keyboardSymbols: ReadonlySet<string> = new Set(bySymbol.keys());

/** ϫ ʇ ʞ ꟼ, in table order. */
export const specialSymbols: readonly SymbolInfo[] = symbolTable.filter((info) => info.special);

/** The soundless characters an answer may hold besides symbols. */
export const answerPunctuation: ReadonlySet<string> = new Set([' ', "'", ',', '.']);

/** True when every character of `text` can be typed on the keyboard. */
export function isTypeable(text: string): boolean {
  return Array.from(text).every((char) => keyboardSymbols.has(char) || answerPunctuation.has(char));
}
