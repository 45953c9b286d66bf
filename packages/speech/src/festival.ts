/**
 * Speech in Festival's HTS voice `cmu_us_slt_arctic_hts` (US English, female), from phones we
 * give it rather than its own reading of the text, with the time at which each phone ends. Used
 * by the content build only; needs the Debian packages festival and festvox-us-slt-hts.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { type Pcm, readWav } from './pcm';

export const festivalVoice = 'cmu_us_slt_arctic_hts';

/** One word: its text (for Festival's phrasing) and ARPAbet phones with stress digits. */
export interface FestivalWord {
  readonly text: string;
  readonly phones: readonly string[];
}

/** A phone Festival said (ARPAbet, lower case, `pau` for silence) and when it ended, in ms. */
export interface Segment {
  readonly phone: string;
  readonly end: number;
}

export interface FestivalSpeech {
  readonly pcm: Pcm;
  readonly segments: readonly Segment[];
}

const run = promisify(execFile);

/** ARPAbet consonant sequences that may begin an English syllable (besides any one consonant but NG). */
const onsets = new Set([
  'P R',
  'P L',
  'B R',
  'B L',
  'T R',
  'D R',
  'K R',
  'K L',
  'G R',
  'G L',
  'F R',
  'F L',
  'TH R',
  'SH R',
  'S P',
  'S T',
  'S K',
  'S M',
  'S N',
  'S L',
  'S W',
  'S P R',
  'S P L',
  'S T R',
  'S K R',
  'S K W',
  'T W',
  'D W',
  'K W',
  'G W',
  'TH W',
  'P Y',
  'B Y',
  'F Y',
  'V Y',
  'M Y',
  'K Y',
  'HH Y',
  'S K Y',
]);

const isVowel = (phone: string) => /\d$/.test(phone);
const isOnset = (consonants: readonly string[]) =>
  consonants.length === 0 ||
  (consonants.length === 1 ? consonants[0] !== 'NG' : onsets.has(consonants.join(' ')));

/** Phones split into syllables by the maximal onset principle, each with its stress (0 or 1). */
export function syllabify(phones: readonly string[]): { phones: string[]; stress: 0 | 1 }[] {
  const nuclei = phones.flatMap((p, i) => (isVowel(p) ? [i] : []));
  if (nuclei.length === 0) return [{ phones: phones.map(festivalPhone), stress: 0 }];
  const starts = nuclei.map((nucleus, k) => {
    if (k === 0) return 0;
    const previous = nuclei[k - 1] ?? 0;
    let start = previous + 1;
    while (start < nucleus && !isOnset(phones.slice(start, nucleus))) start++;
    return start;
  });
  return nuclei.map((nucleus, k) => {
    const end = starts[k + 1] ?? phones.length;
    return {
      phones: phones.slice(starts[k], end).map(festivalPhone),
      stress: /[12]$/.test(phones[nucleus] ?? '') ? 1 : 0,
    };
  });
}

/** Festival's name for an ARPAbet phone: lower case, and the unstressed AH is schwa, `ax`. */
function festivalPhone(phone: string): string {
  return phone === 'AH0' ? 'ax' : phone.replace(/\d$/, '').toLowerCase();
}

/** The word as one token Festival reads as a word: lower-case letters only (uh-oh → uhoh). */
const token = (word: FestivalWord) => word.text.toLowerCase().replace(/[^a-z]/g, '') || 'x';

const quote = (text: string) => `"${text.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`;

function lexiconEntry(word: FestivalWord): string {
  const syllables = syllabify(word.phones)
    .map((s) => `((${s.phones.join(' ')}) ${s.stress})`)
    .join(' ');
  return `(lex.add.entry '(${quote(token(word))} nil (${syllables})))`;
}

/**
 * Says each utterance (a list of words) in a Festival process of its own run over all of them;
 * each word is said with exactly the phones given (Festival's post-lexical rules, which would
 * turn "the" into "thee" before a vowel, are off).
 */
export async function festivalSpeak(
  utterances: readonly (readonly FestivalWord[])[],
): Promise<FestivalSpeech[]> {
  const dir = await mkdtemp(join(tmpdir(), 'tp-festival-'));
  try {
    const script = [
      `(voice_${festivalVoice})`,
      '(set! postlex_rules_hooks nil)',
      `(define (say text file)
         (let ((utt (utt.synth (eval (list 'Utterance 'Text text)))))
           (utt.save.wave utt file 'riff)
           (mapcar (lambda (s) (format t "%s %f\\n" (item.name s) (item.feat s 'end)))
                   (utt.relation.items utt 'Segment))
           (format t "end\\n")))`,
      ...utterances.flatMap((words, i) => [
        ...words.map(lexiconEntry),
        `(say ${quote(words.map(token).join(' '))} ${quote(join(dir, `${i}.wav`))})`,
      ]),
    ].join('\n');
    const file = join(dir, 'say.scm');
    await writeFile(file, script);
    const { stdout } = await run('festival', ['-b', file], { maxBuffer: 64 * 1024 * 1024 });
    const blocks = stdout.split('end\n').slice(0, utterances.length);
    if (blocks.length !== utterances.length)
      throw new Error(`Festival said ${blocks.length} of ${utterances.length}`);
    return Promise.all(
      blocks.map(async (block, i) => ({
        pcm: readWav(await readFile(join(dir, `${i}.wav`))),
        segments: block
          .trim()
          .split('\n')
          .map((line) => {
            const [phone = '', end = '0'] = line.trim().split(/\s+/);
            return { phone, end: Math.round(Number(end) * 1000) };
          }),
      })),
    );
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
