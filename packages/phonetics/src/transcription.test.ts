import { dictionary } from 'cmu-pronouncing-dictionary';
import { describe, expect, it } from 'vitest';
import { isTypeable, symbolTable } from './symbols';
import { arpabetToModel, maxVariants, phonesFor, suggestTranscription } from './transcription';

// Each case is [word, expected]; the expected spellings were worked out by hand from the CMU entry
// (shown beside the harder ones) and the rules of the model.
type Case = readonly [string, string];

const workedExamples: Case[] = [
  ['cat', 'ʞæt'],
  ['stop', 'stɑp'],
  ['potato', 'ꟼəʇeɪtoʊ'],
  ['attack', 'əʇæk'],
  ['chip', 'ϫɪp'],
  ['think', 'θɪŋk'],
  ['measure', 'meʒər'],
  ['judge', 'dʒʌdʒ'],
  ['bird', 'bɜrd'],
  ['about', 'əbɑʊt'],
  ['boy', 'bɔɪ'],
  ['food', 'füd'],
  ['book', 'bʊk'],
  ['sing', 'sɪŋ'],
  ['the', 'ðə'],
  ['yes', 'jes'],
];

const wordStart: Case[] = [
  ['key', 'ʞi'],
  ['pin', 'ꟼɪn'],
  ['tea', 'ʇi'],
  ['car', 'ʞɑr'],
  ['pack', 'ꟼæk'],
  ['kind', 'ʞɑɪnd'],
  ['time', 'ʇɑɪm'],
  ['pay', 'ꟼeɪ'],
  ['coat', 'ʞoʊt'],
  ['cool', 'ʞül'],
  ['tool', 'ʇül'],
  ['pool', 'ꟼül'],
  ['kid', 'ʞɪd'],
  ['cake', 'ʞeɪk'],
  ['tip', 'ʇɪp'],
  ['pet', 'ꟼet'],
];

// The word's first stop is aspirated even before an unstressed or secondary-stressed vowel.
const wordStartUnstressed: Case[] = [
  ['tomato', 'ʇəmeɪtoʊ'], // T AH0 M EY1 T OW2
  ['today', 'ʇədeɪ'], // T AH0 D EY1
  ['police', 'ꟼəlis'], // P AH0 L IY1 S
  ['canoe', 'ʞənü'], // K AH0 N UW1
  ['tonight', 'ʇənɑɪt'], // T AH0 N AY1 T
  ['terrific', 'ʇərɪfɪk'], // T ER0 IH1 F IH0 K
  ['kangaroo', 'ʞæŋgərü'], // K AE2 NG G ER0 UW1
  ['capacity', 'ʞəꟼæsəti'], // K AH0 P AE1 S AH0 T IY0
  ['tattoo', 'ʇæʇü'], // T AE2 T UW1
  ['typhoon', 'ʇɑɪfün'], // T AY2 F UW1 N
];

const beforePrimaryStress: Case[] = [
  ['appear', 'əꟼɪr'], // AH0 P IH1 R
  ['obtain', 'əbʇeɪn'], // AH0 B T EY1 N
  ['occur', 'əʞɜr'], // AH0 K ER1
  ['repeat', 'rɪꟼit'], // R IH0 P IY1 T
  ['return', 'rɪʇɜrn'], // R IH0 T ER1 N
  ['until', 'ənʇɪl'], // AH0 N T IH1 L
  ['account', 'əʞɑʊnt'], // AH0 K AW1 N T
  ['hotel', 'hoʊʇel'], // HH OW0 T EH1 L
  ['japan', 'dʒəꟼæn'], // JH AH0 P AE1 N
  ['guitar', 'gɪʇɑr'], // G IH0 T AA1 R
  ['deposit', 'dəꟼɑzɪt'], // D AH0 P AA1 Z IH0 T
  ['vacation', 'veɪʞeɪʃən'], // V EY0 K EY1 SH AH0 N
  ['italian', 'ɪʇæljən'], // IH2 T AE1 L Y AH0 N
  ['routine', 'rüʇin'], // R UW0 T IY1 N
  ['contain', 'ʞənʇeɪn'], // K AH0 N T EY1 N
];

// Secondary stress (2) aspirates as primary does (their last syllables carry a 2)…
const beforeSecondaryStress: Case[] = [
  ['unicorn', 'jünɪʞɔrn'], // Y UW1 N IH0 K AO2 R N
  ['lollipop', 'lɑliꟼɑp'], // L AA1 L IY0 P AA2 P
  ['octopus', 'ɑktəꟼʊs'], // AA1 K T AH0 P UH2 S
  ['cupcake', 'ʞʌpʞeɪk'], // K AH1 P K EY2 K
  ['teapot', 'ʇiꟼɑt'], // T IY1 P AA2 T
  ['popcorn', 'ꟼɑpʞɔrn'], // P AA1 P K AO2 R N
  ['backpack', 'bækꟼæk'], // B AE1 K P AE2 K
  ['airport', 'erꟼɔrt'], // EH1 R P AO2 R T
  ['photograph', 'foʊtəgræf'], // F OW1 T AH0 G R AE2 F: the t begins an unstressed syllable
  ['automatic', 'ɔtəmætɪk'], // AO2 T AH0 M AE1 T IH0 K
];

// …but not on the word's last syllable when it ends in its vowel: a full vowel, yet unstressed.
const finalOpenSecondary: Case[] = [
  ['photo', 'foʊtoʊ'], // F OW1 T OW2
  ['veto', 'vitoʊ'], // V IY1 T OW2
  ['tempo', 'ʇempoʊ'], // T EH1 M P OW2
  ['tiptoe', 'ʇɪptoʊ'], // T IH1 P T OW2
  ['cuckoo', 'ʞʌkü'], // K AH1 K UW2
  // A 2 on the last syllable that a consonant closes still aspirates.
  ['bookcase', 'bʊkʞeɪs'], // B UH1 K K EY2 S
];

const afterS: Case[] = [
  ['spin', 'spɪn'],
  ['skin', 'skɪn'],
  ['spy', 'spɑɪ'],
  ['sky', 'skɑɪ'],
  ['stay', 'steɪ'],
  ['spoon', 'spün'],
  ['sport', 'spɔrt'],
  ['school', 'skül'],
  ['street', 'strit'], // S T R IY1 T
  ['spring', 'sprɪŋ'], // S P R IH1 NG
  ['scream', 'skrim'], // S K R IY1 M
  ['squeeze', 'skwiz'], // S K W IY1 Z
  ['display', 'dɪspleɪ'], // D IH0 S P L EY1
  ['mistake', 'mɪsteɪk'], // M IH0 S T EY1 K
  ['escape', 'ɪskeɪp'], // IH0 S K EY1 P
  ['respect', 'rɪspekt'], // R IH0 S P EH1 K T
  ['instead', 'ɪnsted'], // IH2 N S T EH1 D
  ['expect', 'ɪkspekt'], // IH0 K S P EH1 K T
  ['mosquito', 'məskitoʊ'], // M AH0 S K IY1 T OW0
  ['understand', 'ʌndərstænd'], // AH2 N D ER0 S T AE1 N D
  ['taste', 'ʇeɪst'], // T EY1 S T
];

const throughLRWY: Case[] = [
  ['play', 'ꟼleɪ'],
  ['tree', 'ʇri'],
  ['queen', 'ʞwin'],
  ['clean', 'ʞlin'],
  ['price', 'ꟼrɑɪs'],
  ['pretty', 'ꟼrɪti'], // P R IH1 T IY0
  ['cute', 'ʞjüt'], // K Y UW1 T
  ['twin', 'ʇwɪn'],
  ['computer', 'ʞəmꟼjütər'], // K AH0 M P Y UW1 T ER0
  ['complete', 'ʞəmꟼlit'], // K AH0 M P L IY1 T
  ['betray', 'bɪʇreɪ'], // B IH0 T R EY1
  ['apply', 'əꟼlɑɪ'], // AH0 P L AY1
  ['across', 'əʞrɔs'], // AH0 K R AO1 S
  ['require', 'riʞwɑɪər'], // R IY2 K W AY1 ER0
  ['between', 'bɪʇwin'], // B IH0 T W IY1 N
  ['control', 'ʞənʇroʊl'], // K AH0 N T R OW1 L
  ['acquire', 'əʞwɑɪər'], // AH0 K W AY1 ER0
  ['supply', 'səꟼlɑɪ'], // S AH0 P L AY1
  ['approve', 'əꟼrüv'], // AH0 P R UW1 V
  // The vowel after the l or r is unstressed: plain.
  ['entry', 'entri'], // EH1 N T R IY0
  ['april', 'eɪprəl'], // EY1 P R AH0 L
  ['secret', 'sikrət'], // S IY1 K R AH0 T
];

const unstressedAndFinal: Case[] = [
  ['happy', 'hæpi'],
  ['city', 'sɪti'],
  ['water', 'wɔtər'],
  ['doctor', 'dɑktər'],
  ['paper', 'ꟼeɪpər'],
  ['pepper', 'ꟼepər'],
  ['open', 'oʊpən'],
  ['lucky', 'lʌki'],
  ['napkin', 'næpkɪn'], // N AE1 P K IH0 N
  ['upper', 'ʌpər'],
  ['apple', 'æpəl'],
  ['little', 'lɪtəl'],
  ['basket', 'bæskət'],
  ['actor', 'æktər'],
  ['kitten', 'ʞɪtən'],
  ['pocket', 'ꟼɑkət'],
  ['rocket', 'rɑkət'],
  ['jacket', 'dʒækət'],
  ['capture', 'ʞæpϫər'], // K AE1 P CH ER0
  ['couple', 'ʞʌpəl'],
  ['back', 'bæk'],
  ['cup', 'ʞʌp'],
  ['sleep', 'slip'],
  ['kept', 'ʞept'], // K EH1 P T
];

const vowels: Case[] = [
  ['father', 'fɑðər'], // AA
  ['hot', 'hɑt'], // AA
  ['jam', 'dʒæm'], // AE
  ['fun', 'fʌn'], // AH1
  ['butter', 'bʌtər'], // AH1, ER0
  ['law', 'lɔ'], // AO
  ['thought', 'θɔt'], // AO
  ['now', 'nɑʊ'], // AW
  ['my', 'mɑɪ'], // AY
  ['bed', 'bed'], // EH
  ['day', 'deɪ'], // EY
  ['sit', 'sɪt'], // IH
  ['see', 'si'], // IY
  ['go', 'goʊ'], // OW
  ['yellow', 'jeloʊ'], // Y EH1 L OW0
];

const consonants: Case[] = [
  ['big', 'bɪg'],
  ['dog', 'dɔg'],
  ['give', 'gɪv'],
  ['hat', 'hæt'],
  ['lamp', 'læmp'],
  ['ring', 'rɪŋ'],
  ['vision', 'vɪʒən'], // V IH1 ZH AH0 N
  ['wet', 'wet'],
  ['zoo', 'zü'],
  ['chin', 'ϫɪn'],
  ['church', 'ϫɜrϫ'], // CH ER1 CH
  ['this', 'ðɪs'],
  ['thin', 'θɪn'],
  ['ship', 'ʃɪp'],
  ['shoe', 'ʃü'],
  ['constructor', 'ʞənstrʌktər'], // K AH0 N S T R AH1 K T ER0; also a name Object.prototype holds
];

const groups: [string, Case[]][] = [
  ['the worked examples of the model', workedExamples],
  ['aspiration of a stop beginning the word', wordStart],
  ['aspiration at the word start before an unstressed vowel', wordStartUnstressed],
  ['aspiration before a primary-stressed vowel', beforePrimaryStress],
  ['aspiration before a secondary-stressed vowel', beforeSecondaryStress],
  ['no aspiration before a final open secondary-stressed vowel', finalOpenSecondary],
  ['no aspiration after s', afterS],
  ['aspiration through l, r, w or y', throughLRWY],
  ['no aspiration in unstressed positions and at the end', unstressedAndFinal],
  ['the vowels', vowels],
  ['the consonants', consonants],
];

describe.each(groups)('%s', (_name, cases) => {
  it.each(cases)('%s → %s', (word, expected) => {
    expect(isTypeable(expected)).toBe(true);
    expect(suggestTranscription(word)?.transcription).toBe(expected);
  });
});

/**
 * Which of an entry's k p t are aspirated, worked out from the stress marks the other way round
 * from the helper: from each stressed vowel back over l r w y to the consonant that begins its
 * syllable. A 2 counts as a 1, but not when it is the entry's last phone (potato, photo: T OW2).
 */
function expectedAspiration(phones: readonly string[]): boolean[] {
  const aspirated = new Set<number>([0]);
  phones.forEach((phone, v) => {
    const stress = /[012]$/.exec(phone)?.[0];
    const stressed = stress === '1' || (stress === '2' && v !== phones.length - 1);
    if (!stressed) return;
    let k = v - 1;
    while (k > 0 && ['L', 'R', 'W', 'Y'].includes(phones[k] ?? '')) k--;
    if (k >= 0 && phones[k - 1] !== 'S') aspirated.add(k);
  });
  return phones.flatMap((phone, i) => (['K', 'P', 'T'].includes(phone) ? [aspirated.has(i)] : []));
}

describe('two thousand dictionary words with a k, p or t before a secondary stress', () => {
  const entries = Object.entries(dictionary)
    .map(([word, entry]) => [word, (entry.split('#')[0] ?? '').trim().split(' ')] as const)
    .filter(([, phones]) =>
      phones.some((p, i) => i > 0 && ['K', 'P', 'T'].includes(p) && /2$/.test(phones[i + 1] ?? '')),
    );
  const step = entries.length / 2000;
  const sample = Array.from({ length: 2000 }, (_, n) => entries[Math.floor(n * step)]);

  it('aspirate as the stress marks say, the final open syllable’s 2 excepted', () => {
    let secondary = 0;
    let finalOpen = 0;
    for (const entry of sample) {
      const [word, phones] = entry ?? ['', []];
      const written = [...arpabetToModel(phones)].filter((c) => 'ʞꟼʇkpt'.includes(c));
      expect(
        written.map((c) => 'ʞꟼʇ'.includes(c)),
        `${word}: ${phones.join(' ')}`,
      ).toEqual(expectedAspiration(phones));
      phones.forEach((p, i) => {
        if (i === 0 || !['K', 'P', 'T'].includes(p) || phones[i - 1] === 'S') return;
        if (!/2$/.test(phones[i + 1] ?? '')) return;
        if (i + 1 === phones.length - 1) finalOpen++;
        else secondary++;
      });
    }
    // Both halves of the rule are exercised many times over.
    expect(secondary).toBeGreaterThan(1000);
    expect(finalOpen).toBeGreaterThan(50);
  });
});

describe('the test words', () => {
  it('number at least a hundred, each once', () => {
    const words = groups.flatMap(([, cases]) => cases.map(([word]) => word));
    expect(new Set(words).size).toBe(words.length);
    expect(words.length).toBeGreaterThanOrEqual(100);
  });
});

describe('the symbol table examples', () => {
  it('are what the dictionary gives (ʔ aside: the dictionary never writes a glottal stop)', () => {
    for (const s of symbolTable.filter((x) => x.symbol !== 'ʔ')) {
      expect(suggestTranscription(s.example)?.transcription, s.example).toBe(s.exampleTranscription);
    }
  });
});

describe('arpabetToModel', () => {
  it('maps every ARPAbet phone', () => {
    const cases: [string, string][] = [
      ['AA1', 'ɑ'],
      ['AE1', 'æ'],
      ['AH0', 'ə'],
      ['AH1', 'ʌ'],
      ['AH2', 'ʌ'],
      ['AO1', 'ɔ'],
      ['AW1', 'ɑʊ'],
      ['AY1', 'ɑɪ'],
      ['EH1', 'e'],
      ['ER0', 'ər'],
      ['ER1', 'ɜr'],
      ['ER2', 'ɜr'],
      ['EY1', 'eɪ'],
      ['IH1', 'ɪ'],
      ['IY1', 'i'],
      ['OW1', 'oʊ'],
      ['OY1', 'ɔɪ'],
      ['UH1', 'ʊ'],
      ['UW1', 'ü'],
    ];
    for (const [vowel, model] of cases) expect(arpabetToModel(['B', vowel]), vowel).toBe(`b${model}`);
    const consonantCases =
      'B b CH ϫ D d DH ð F f G g HH h JH dʒ L l M m N n NG ŋ R r S s SH ʃ TH θ V v W w Y j Z z ZH ʒ';
    const pairs = consonantCases.split(' ');
    for (let i = 0; i < pairs.length; i += 2) {
      expect(arpabetToModel(['AA1', pairs[i] as string])).toBe(`ɑ${pairs[i + 1]}`);
    }
  });

  it('aspirates by position and stress', () => {
    expect(arpabetToModel(['K', 'AA0'])).toBe('ʞɑ');
    expect(arpabetToModel(['AA0', 'K', 'AA1'])).toBe('ɑʞɑ');
    expect(arpabetToModel(['AA0', 'K', 'AA2', 'N'])).toBe('ɑʞɑn');
    // A 2 that ends the word is unstressed for aspiration.
    expect(arpabetToModel(['AA0', 'K', 'AA2'])).toBe('ɑkɑ');
    expect(arpabetToModel(['AA0', 'K', 'AA0'])).toBe('ɑkɑ');
    expect(arpabetToModel(['AA0', 'K', 'L', 'R', 'AA1'])).toBe('ɑʞlrɑ');
    expect(arpabetToModel(['AA0', 'K', 'N', 'AA1'])).toBe('ɑknɑ');
    expect(arpabetToModel(['AA0', 'S', 'K', 'AA1'])).toBe('ɑskɑ');
    expect(arpabetToModel(['AA1', 'K'])).toBe('ɑk');
    expect(arpabetToModel(['AA1', 'T', 'P', 'AA1'])).toBe('ɑtꟼɑ');
  });

  it('refuses what is not ARPAbet', () => {
    expect(() => arpabetToModel(['AA'])).toThrow(/AA/);
    expect(() => arpabetToModel(['Q'])).toThrow(/Q/);
    expect(() => arpabetToModel(['AX0'])).toThrow(/AX0/);
    expect(arpabetToModel([])).toBe('');
  });

  it('turns every dictionary entry into typeable text', () => {
    for (const entry of Object.values(dictionary)) {
      const phones = (entry.split('#')[0] ?? '').trim().split(' ');
      expect(isTypeable(arpabetToModel(phones)), entry).toBe(true);
    }
  }, 30_000); // 134,000 entries: a few seconds, more on a busy machine.
});

describe('sentences', () => {
  it.each([
    ['The cat.', 'ðə ʞæt'],
    ['I can’t stop!', 'ɑɪ ʞænt stɑp'], // AY1 · K AE1 N T · S T AA1 P
    ["Don't stop", 'doʊnt stɑp'],
    ['Hello, world!', 'həloʊ wɜrld'], // HH AH0 L OW1 · W ER1 L D
    ['  Keep   the   tea  ', 'ʞip ðə ʇi'],
    // Each word on its own: the t of "time" begins its word, so the s before it does not count.
    ['this time', 'ðɪs ʇɑɪm'],
    ['a top', 'ə ʇɑp'],
    ['"Cat"—tree', 'ʞæt ʇri'],
  ])('%s → %s', (text, expected) => {
    expect(suggestTranscription(text)?.transcription).toBe(expected);
  });

  it('takes hyphenated words from the dictionary, or else part by part', () => {
    expect(suggestTranscription('well-known')?.transcription).toBe('welnoʊn'); // W EH1 L N OW1 N
    expect(suggestTranscription('uh-oh')?.transcription).toBe('ʌoʊ'); // AH1 OW2
    expect(suggestTranscription('cat-tree')?.transcription).toBe('ʞæt ʇri');
    expect(suggestTranscription('blue-sky')?.transcription).toBe('blü skɑɪ');
  });

  it('reads accents, curly apostrophes and the dictionary’s edge apostrophes', () => {
    expect(suggestTranscription('naïve')?.transcription).toBe('nɑɪiv'); // N AY2 IY1 V
    expect(suggestTranscription('don’t')?.transcription).toBe('doʊnt');
    expect(suggestTranscription("'cause")?.transcription).toBe('ʞəz'); // K AH0 Z
    expect(suggestTranscription("the dogs'")?.transcription).toBe('ðə dɔgz');
    expect(suggestTranscription("'hello'")?.transcription).toBe('həloʊ');
  });
});

describe('dictionary entries', () => {
  it('lose the notes a few of them carry', () => {
    expect(suggestTranscription('aalborg')?.transcription).toBe('ɔlbɔrg'); // AO1 L B AO0 R G # place, danish
  });
});

describe('unknown words', () => {
  it.each([
    'blorptastic',
    'the blorptastic cat',
    'cat dog zzxqv',
    '',
    '   ',
    '!!! ...',
    '42',
    'tostring',
    'hasownproperty',
    'cat-blorp',
  ])('give no suggestion for %j', (text) => {
    expect(suggestTranscription(text)).toBeNull();
  });
});

describe('variants', () => {
  it.each([
    ['top', 'ʇɑp', ['ʇɔp']], // T AA1 P | T AO1 P
    ['read', 'red', ['rid']], // R EH1 D | R IY1 D
    ['the', 'ðə', ['ðʌ', 'ði']], // DH AH0 | DH AH1 | DH IY0
    ['tomato', 'ʇəmeɪtoʊ', ['ʇəmɑtoʊ']], // … M EY1 T OW2 | … M AA1 T OW2
    ['either', 'iðər', ['ɑɪðər']], // IY1 DH ER0 | AY1 DH ER0
    ['today', 'ʇədeɪ', ['ʇüdeɪ']], // T AH0 D EY1 | T UW0 D EY1
    ['return', 'rɪʇɜrn', ['riʇɜrn']], // R IH0 T ER1 N | R IY0 T ER1 N
    ["don't", 'doʊnt', ['doʊn']], // D OW1 N T | D OW1 N
    ['spring', 'sprɪŋ', ['spərɪŋ']], // S P R IH1 NG | S P ER0 IH1 NG
    ['this', 'ðɪs', []], // DH IH1 S | DH IH0 S: the same spelling
    ['cat', 'ʞæt', []],
  ])('%s → %s, also %j', (word, transcription, variants) => {
    expect(suggestTranscription(word)).toEqual({ transcription, variants });
    for (const v of variants) expect(isTypeable(v)).toBe(true);
  });

  it('combine across a sentence, fewest changed words first', () => {
    expect(suggestTranscription('the top')).toEqual({
      transcription: 'ðə ʇɑp',
      variants: ['ðʌ ʇɑp', 'ði ʇɑp', 'ðə ʇɔp', 'ðʌ ʇɔp', 'ði ʇɔp'],
    });
  });

  it(`stop at ${maxVariants}`, () => {
    const result = suggestTranscription('the the the the');
    expect(result?.variants).toHaveLength(maxVariants);
    expect(result?.variants.slice(0, 8)).toEqual([
      'ðʌ ðə ðə ðə',
      'ði ðə ðə ðə',
      'ðə ðʌ ðə ðə',
      'ðə ði ðə ðə',
      'ðə ðə ðʌ ðə',
      'ðə ðə ði ðə',
      'ðə ðə ðə ðʌ',
      'ðə ðə ðə ði',
    ]);
  });
});

describe('phones that say a spelling', () => {
  it('are the dictionary’s pronunciation that the model writes so, whichever it lists first', () => {
    expect(phonesFor('tomato', 'ʇəmɑtoʊ')).toEqual(['T', 'AH0', 'M', 'AA1', 'T', 'OW2']);
    expect(phonesFor('the', 'ði')).toEqual(['DH', 'IY0']);
    expect(phonesFor('The', 'ðə')).toEqual(['DH', 'AH0']);
  });

  it('are read off the spelling when the dictionary has no such pronunciation', () => {
    // The glottal stop is said as a t (its release is taken away in the audio).
    expect(phonesFor('button', 'bʌʔn')).toEqual(['B', 'AH1', 'T', 'N']);
    // The vowel after an aspirated stop carries the stress; a plain one does not give it.
    expect(phonesFor('', 'ʇʌ')).toEqual(['T', 'AH1']);
    expect(phonesFor('', 'ʌdʌ')).toEqual(['AH1', 'D', 'AH1']);
    expect(phonesFor('', 'əʞeɪk')).toEqual(['AH0', 'K', 'EY1', 'K']);
    expect(phonesFor('', 'stɑp')).toEqual(['S', 'T', 'AA1', 'P']);
    expect(phonesFor('', 'ʌŋ')).toEqual(['AH1', 'NG']);
  });

  it('round-trip to the spelling for every worked example', () => {
    for (const [word, spelling] of workedExamples) {
      const phones = phonesFor(word, spelling);
      expect(phones && arpabetToModel(phones), word).toBe(spelling);
    }
  });

  it('are null for a spelling with something that is not a sound of the model', () => {
    expect(phonesFor('', 'kat')).toBeNull();
  });
});
