/**
 * Regenerates every medium of the course from course.json: word and sentence audio, one sound per
 * keyboard symbol, the win and lose effects, the images and the videos. Deterministic: the same
 * manifest gives the same files, and files the manifest no longer names are removed.
 *
 * Needs ffmpeg on the PATH (Debian: apt-get install -y ffmpeg); speech comes from eSpeak NG compiled
 * to WebAssembly, so nothing else is installed.
 */
import { execFile, execFileSync } from 'node:child_process';
import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism, tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { levelTypes } from '@tp/contract';
import { isTypeable, keyboardSymbols, keySoundFile } from '@tp/phonetics';
import { suggestTranscription } from '@tp/phonetics/transcription';
import { duration, type Pcm, speak, wavBytes } from '@tp/speech';
import { type Manifest, parseManifest } from '../src/manifest';

const contentDir = fileURLToPath(new URL('..', import.meta.url));
const mediaDir = join(contentDir, 'media');
const soundsDir = join(contentDir, '..', 'apps', 'web', 'public', 'sounds');
const keysDir = join(soundsDir, 'keys');
const twemojiDir = dirname(createRequire(import.meta.url).resolve('@twemoji/svg/package.json'));

const wordSpeed = 140;
// Key sounds are single sounds: a little slower so that each is heard clearly.
const keySpeed = 120;

/**
 * eSpeak phoneme mnemonics for each keyboard symbol. Vowels and voiceless fricatives are held alone;
 * stops, affricates, approximants, nasals and the voiced fricatives (which eSpeak keeps too short to
 * hear alone) are followed by a neutral vowel. The aspirated stops get an explicit h, a longer puff
 * than eSpeak's own; ʔ sits between two vowels, the only place it can be heard.
 */
const keyPhonemes: Readonly<Record<string, string>> = {
  ɑ: "'A:",
  æ: "'a",
  ɜ: "'3:",
  ə: '@',
  ʇ: "th'@",
  ʌ: "'V",
  ü: "'u:",
  ɪ: "'I",
  ɔ: "'O:",
  ð: "D'@",
  ŋ: "'@N",
  ʔ: "'V?V",
  ʒ: "Z'@",
  ʃ: 'S:',
  ʊ: "'U",
  ϫ: "tS'@",
  θ: 'T:',
  ʞ: "kh'@",
  ꟼ: "ph'@",
  b: "b'@",
  d: "d'@",
  e: "'E",
  f: 'f:',
  g: "g'@",
  h: "h'@",
  i: "'i:",
  j: "j'@",
  k: "k'@",
  l: "l'@",
  m: "m'@",
  n: "n'@",
  o: "'o:",
  p: "p'@",
  r: "r'@",
  s: 's:',
  t: "t'@",
  u: "'u:",
  v: "v'@",
  w: "w'@",
  y: "j'@",
  z: "z'@",
};

// Output must not depend on the ffmpeg build: no version strings or creation times in the files.
const bitexact = ['-fflags', '+bitexact', '-flags', '+bitexact', '-map_metadata', '-1'];
const mp3 = ['-c:a', 'libmp3lame', '-b:a', '48k', '-ac', '1', '-id3v2_version', '0', ...bitexact];

const run = promisify(execFile);

function ffmpeg(args: readonly string[]): Promise<unknown> {
  return run('ffmpeg', ['-hide_banner', '-v', 'error', '-nostdin', '-y', ...args]);
}

function hasCommand(command: string, args: readonly string[]): string | undefined {
  try {
    return execFileSync(command, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  } catch {
    return undefined;
  }
}

async function encodeSpeech(pcm: Pcm, tmp: string, out: string): Promise<void> {
  const wav = join(tmp, `${relative(contentDir, out).replaceAll('/', '_')}.wav`);
  writeFileSync(wav, wavBytes(pcm));
  mkdirSync(dirname(out), { recursive: true });
  await ffmpeg(['-i', wav, ...mp3, out]);
}

/** Runs fn over items, at most `limit` at a time; results keep the items' order. */
async function mapLimit<T, R>(items: readonly T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await fn(items[i] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

const effects = {
  // Two bell-like notes, C6 then G6, each with an octave overtone and a quick decay.
  win: {
    seconds: 0.7,
    expr:
      '0.4*min(1,t/0.004)*exp(-9*t)*(sin(2*PI*1046.5*t)+0.3*sin(2*PI*2093*t))' +
      '+gte(t,0.13)*0.45*min(1,(t-0.13)/0.004)*exp(-5*(t-0.13))*(sin(2*PI*1568*(t-0.13))+0.3*sin(2*PI*3136*(t-0.13)))',
  },
  // A soft low tone gliding from G3 down to E3 (phase is the integral of the falling frequency).
  lose: {
    seconds: 0.6,
    expr: '0.35*min(1,t/0.03)*(sin(2*PI*(196*t-26*t*t))+0.2*sin(4*PI*(196*t-26*t*t)))',
  },
};

async function buildEffect(name: keyof typeof effects): Promise<string> {
  const { seconds, expr } = effects[name];
  const out = join(soundsDir, `${name}.mp3`);
  await ffmpeg([
    ...['-f', 'lavfi', '-i', `aevalsrc=exprs='${expr}':s=44100:d=${seconds}`],
    ...['-af', `afade=t=out:st=${(seconds - 0.2).toFixed(2)}:d=0.2`, '-ar', '44100'],
    ...mp3,
    out,
  ]);
  return out;
}

const videoSize = { width: 320, height: 240, emoji: 150 };

/** The emoji as a PNG of the video's emoji size: librsvg inside ffmpeg when present, else rsvg-convert. */
async function rasterise(svg: string, tmp: string, ffmpegReadsSvg: boolean): Promise<string[]> {
  const size = String(videoSize.emoji);
  if (ffmpegReadsSvg) return ['-width', size, '-height', size, '-i', svg];
  const png = join(tmp, `${relative(twemojiDir, svg)}.png`);
  await run('rsvg-convert', ['-w', size, '-h', size, '-o', png, svg]);
  return ['-i', png];
}

/** A few seconds of the emoji bobbing gently on a plain background while the word is spoken. */
async function buildVideo(image: string[], audio: string, speechSeconds: number, out: string): Promise<void> {
  const seconds = Math.min(4, Math.max(3, Math.ceil((speechSeconds + 1.5) * 2) / 2));
  const { width, height } = videoSize;
  const background = '0xFFF4D6';
  const video =
    `[1:v]format=rgba[emoji];[0:v][emoji]overlay=x=(W-w)/2:y=(H-h)/2+6*sin(2*PI*t):eval=frame,` +
    `fade=t=in:d=0.3:color=${background},fade=t=out:st=${(seconds - 0.3).toFixed(2)}:d=0.3:color=${background},format=yuv420p[v]`;
  mkdirSync(dirname(out), { recursive: true });
  await ffmpeg([
    ...['-f', 'lavfi', '-i', `color=c=${background}:s=${width}x${height}:r=24:d=${seconds}`],
    ...image,
    ...['-i', audio],
    ...['-filter_complex', `${video};[2:a]adelay=500:all=1,apad[a]`, '-map', '[v]', '-map', '[a]'],
    ...['-t', String(seconds), '-c:v', 'libx264', '-profile:v', 'main', '-preset', 'slow', '-crf', '28'],
    // One thread: x264's output then never depends on the machine's core count.
    ...['-threads', '1', '-c:a', 'aac', '-b:a', '48k', '-ac', '1', '-movflags', '+faststart'],
    ...bitexact,
    out,
  ]);
}

/** Deletes files in the generated folders that this build did not write. */
function removeStale(dirs: readonly string[], written: ReadonlySet<string>): string[] {
  const removed: string[] = [];
  for (const dir of dirs) {
    for (const name of readdirSync(dir)) {
      const file = join(dir, name);
      if (statSync(file).isFile() && !written.has(file)) {
        rmSync(file);
        removed.push(relative(join(contentDir, '..'), file));
      }
    }
  }
  return removed;
}

function attribution(manifest: Manifest): string {
  const rows = manifest.images
    .filter((image) => image.emoji)
    .map((image) => {
      const codePoints = (image.emoji as string).split('-').map((hex) => Number.parseInt(hex, 16));
      const names = codePoints.map((cp) => `U+${cp.toString(16).toUpperCase().padStart(4, '0')}`).join(' ');
      return `- ${String.fromCodePoint(...codePoints)} ${names} (\`${image.emoji}.svg\`) → \`${image.key}\``;
    });
  return `# Attribution

This file is written by \`npm run content:build\` from \`course.json\`.

## Images

The course images are [Twemoji](https://github.com/jdecked/twemoji) graphics, © Twitter, Inc and
other contributors, licensed under CC-BY 4.0 (https://creativecommons.org/licenses/by/4.0/). They are
copied unchanged from the \`@twemoji/svg\` package to \`media/images/<key>.svg\`; the videos in
\`media/video/\` show them rasterised on a plain background.

Emoji used (code point, Twemoji file → image key):

${rows.join('\n')}

## Audio

The words, sentences and keyboard sounds are synthesised with
[eSpeak NG](https://github.com/espeak-ng/espeak-ng) (the \`espeak-ng\` package, eSpeak NG compiled to
WebAssembly). eSpeak NG is licensed GPL-3.0-or-later; it is only run at build time and is not
distributed with the application. The generated audio is ours. The win and lose sounds are
synthesised with FFmpeg's \`aevalsrc\` filter.
`;
}

function kilobytes(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

async function main(): Promise<void> {
  const ffmpegDecoders = hasCommand('ffmpeg', ['-hide_banner', '-decoders']);
  if (ffmpegDecoders === undefined) {
    throw new Error('ffmpeg was not found. Install it (Debian: apt-get install -y ffmpeg) and run again.');
  }
  const ffmpegReadsSvg = /\blibrsvg\b/.test(ffmpegDecoders);
  if (!ffmpegReadsSvg && hasCommand('rsvg-convert', ['--version']) === undefined) {
    throw new Error('ffmpeg cannot read SVG: install rsvg-convert (apt-get install -y librsvg2-bin).');
  }

  const manifest = parseManifest(JSON.parse(readFileSync(join(contentDir, 'course.json'), 'utf8')));

  // Answers are reviewed by hand; list where they depart from the dictionary so that stays visible.
  for (const sound of manifest.sounds) {
    if (!isTypeable(sound.answer)) {
      throw new Error(`${sound.key}: ${sound.answer} uses a symbol the keyboard lacks`);
    }
    const suggested = suggestTranscription(sound.name)?.transcription ?? 'no suggestion';
    if (suggested !== sound.answer) {
      console.log(`reviewed: ${sound.name} = ${sound.answer} (dictionary: ${suggested})`);
    }
  }
  const missingKeys = [...keyboardSymbols].filter((symbol) => keyPhonemes[symbol] === undefined);
  if (missingKeys.length > 0) throw new Error(`no key sound for ${missingKeys.join(' ')}`);

  const dirs = ['images', 'audio', 'video'].map((dir) => join(mediaDir, dir));
  for (const dir of [...dirs, keysDir]) mkdirSync(dir, { recursive: true });
  const written = new Set<string>();
  const write = (file: string) => written.add(file);
  const tmp = mkdtempSync(join(tmpdir(), 'tp-content-'));
  const limit = Math.max(1, Math.min(8, availableParallelism()));

  try {
    for (const image of manifest.images) {
      const out = join(mediaDir, image.file);
      if (image.emoji) {
        mkdirSync(dirname(out), { recursive: true });
        copyFileSync(join(twemojiDir, `${image.emoji}.svg`), out);
      } else if (!statSync(out, { throwIfNoEntry: false })) {
        throw new Error(`${image.key}: no emoji and no file ${image.file}`);
      }
      write(out);
    }

    const speech = new Map<string, { file: string; seconds: number }>();
    await mapLimit(manifest.sounds, limit, async (sound) => {
      const pcm = await speak(sound.espeak ? `[[${sound.espeak}]]` : sound.name, wordSpeed);
      const out = join(mediaDir, sound.file);
      await encodeSpeech(pcm, tmp, out);
      speech.set(sound.key, { file: out, seconds: duration(pcm) });
      write(out);
    });

    await mapLimit([...keyboardSymbols], limit, async (symbol) => {
      const out = join(keysDir, keySoundFile(symbol));
      await encodeSpeech(await speak(`[[${keyPhonemes[symbol]}]]`, keySpeed), tmp, out);
      write(out);
    });
    write(await buildEffect('win'));
    write(await buildEffect('lose'));

    await mapLimit(manifest.videos, limit, async (video) => {
      const out = join(mediaDir, video.file);
      if (video.image && video.sound) {
        const emoji = manifest.images.find((image) => image.key === video.image)?.emoji;
        const audio = speech.get(video.sound);
        if (!emoji || !audio) throw new Error(`${video.key}: its image needs an emoji and its sound a file`);
        const image = await rasterise(join(twemojiDir, `${emoji}.svg`), tmp, ffmpegReadsSvg);
        await buildVideo(image, audio.file, audio.seconds, out);
      } else if (!statSync(out, { throwIfNoEntry: false })) {
        throw new Error(`${video.key}: no image and sound to build from, and no file ${video.file}`);
      }
      write(out);
    });
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }

  for (const file of removeStale([...dirs, keysDir], written)) console.log(`removed: ${file}`);
  writeFileSync(join(contentDir, 'ATTRIBUTION.md'), attribution(manifest));
  summarize(manifest, written);
}

function summarize(manifest: Manifest, written: ReadonlySet<string>): void {
  const byType = levelTypes.map((type) => `${type} ${manifest.levels.filter((l) => l.type === type).length}`);
  const points = manifest.levels.reduce((sum, level) => sum + level.points, 0);
  console.log(`levels: ${manifest.levels.length} (${byType.join(', ')}); ${points} points per pass`);
  const groups = new Map<string, { count: number; bytes: number }>();
  for (const file of written) {
    const rel = relative(contentDir, file);
    const group = rel.startsWith('media/')
      ? (rel.split('/')[1] ?? rel)
      : relative(soundsDir, dirname(file)) || 'effects';
    const entry = groups.get(group) ?? { count: 0, bytes: 0 };
    entry.count += 1;
    entry.bytes += statSync(file).size;
    groups.set(group, entry);
  }
  let total = 0;
  for (const [group, { count, bytes }] of groups) {
    console.log(`  ${group.padEnd(8)} ${String(count).padStart(4)} files ${kilobytes(bytes).padStart(10)}`);
    total += bytes;
  }
  console.log(`media: ${written.size} files, ${kilobytes(total)}`);
}

await main();
