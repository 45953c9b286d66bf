/**
 * Regenerates every medium of the course from course.json: word and sentence audio, one sound per
 * keyboard symbol, the win and lose effects, the images and the videos. Deterministic: the same
 * manifest gives the same files, and files the manifest no longer names are removed.
 *
 * Speech comes from Festival's HTS voice, told each word's phones from its answer, with the stops
 * shaped to the answer (@tp/speech/shape). Needs, on Debian:
 *   apt-get install -y ffmpeg festival festvox-us-slt-hts
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
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { levelTypes } from '@tp/contract';
import { isTypeable, keySoundFile } from '@tp/phonetics';
import { phonesFor, suggestTranscription } from '@tp/phonetics/transcription';
import { type FestivalSpeech, type FestivalWord, festivalSpeak, festivalVoice } from '@tp/speech/festival';
import { duration, type Pcm, wavBytes } from '@tp/speech/pcm';
import { finish, removeHum, shapeStops } from '@tp/speech/shape';
import { type KeyRecipe, keyRecipes } from '../src/key-recipes';
import { type Manifest, type ManifestLevel, parseManifest } from '../src/manifest';
import { keySound } from './key-sounds';

const contentDir = fileURLToPath(new URL('..', import.meta.url));
const mediaDir = join(contentDir, 'media');
const soundsDir = join(contentDir, '..', 'apps', 'web', 'public', 'sounds');
const keysDir = join(soundsDir, 'keys');
const twemojiDir = dirname(createRequire(import.meta.url).resolve('@twemoji/svg/package.json'));

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

/** The words of an English text with their phones from its answer; throws where they cannot be paired. */
function wordsOf(name: string, answer: string): FestivalWord[] {
  const texts = name.split(/\s+/).filter((w) => /[a-z]/i.test(w));
  const spellings = answer.replace(/[.,]/g, '').split(' ');
  if (texts.length !== spellings.length) {
    throw new Error(`${name}: ${texts.length} words but the answer ${answer} has ${spellings.length}`);
  }
  return texts.map((text, i) => {
    const word = text.replace(/[^a-z'-]/gi, '');
    const phones = phonesFor(word, spellings[i] ?? '');
    if (!phones) throw new Error(`${name}: ${spellings[i]} is not a spelling the voice can say`);
    return { text: word, phones };
  });
}

/** Festival over all utterances, split between two processes (the machines here have two cores). */
async function say(utterances: readonly (readonly FestivalWord[])[]): Promise<FestivalSpeech[]> {
  const half = Math.ceil(utterances.length / 2);
  const parts = await Promise.all([
    festivalSpeak(utterances.slice(0, half)),
    festivalSpeak(utterances.slice(half)),
  ]);
  return parts.flat();
}

/** A clip's stops shaped to its answer, cleaned, trimmed; loudness is set by the caller. */
const shaped = (speech: FestivalSpeech, answer: string) =>
  shapeStops(removeHum(speech.pcm), answer, speech.segments);

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
/** Silence before each word of a video and after the last. */
const videoGap = { before: 0.5, after: 0.6 };

/** The emoji as a PNG of the video's emoji size: librsvg inside ffmpeg when present, else rsvg-convert. */
async function rasterise(svg: string, tmp: string, ffmpegReadsSvg: boolean): Promise<string[]> {
  const size = String(videoSize.emoji);
  if (ffmpegReadsSvg) return ['-width', size, '-height', size, '-i', svg];
  const png = join(tmp, `${relative(twemojiDir, svg)}.png`);
  await run('rsvg-convert', ['-w', size, '-h', size, '-o', png, svg]);
  return ['-i', png];
}

/**
 * A video of the level's words: each word's picture bobbing gently on a plain background while the
 * word is spoken, one after the other.
 */
async function buildVideo(
  scenes: readonly { image: string[]; pcm: Pcm }[],
  tmp: string,
  out: string,
): Promise<void> {
  const rate = scenes[0]?.pcm.rate ?? 32000;
  const parts: Int16Array[] = [];
  const shown: [number, number][] = [];
  let t = 0;
  for (const { pcm } of scenes) {
    const before = new Int16Array(Math.round(videoGap.before * rate));
    const start = t;
    t += videoGap.before + duration(pcm);
    parts.push(before, pcm.samples);
    shown.push([start, t]);
  }
  parts.push(new Int16Array(Math.round(videoGap.after * rate)));
  const seconds = t + videoGap.after;
  const last = shown.at(-1);
  if (last) last[1] = seconds;
  const samples = new Int16Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    samples.set(p, at);
    at += p.length;
  }
  const audio = join(tmp, `${relative(mediaDir, out).replaceAll('/', '_')}.wav`);
  writeFileSync(audio, wavBytes({ rate, samples }));

  const { width, height } = videoSize;
  const background = '0xFFF4D6';
  const overlays = shown.map(([from, to], i) => {
    const input = i === 0 ? '[0:v]' : `[v${i}]`;
    const enable = `between(t,${from.toFixed(3)},${(to - 0.001).toFixed(3)})`;
    return `[${i + 1}:v]format=rgba[e${i}];${input}[e${i}]overlay=x=(W-w)/2:y=(H-h)/2+6*sin(2*PI*t):eval=frame:enable='${enable}'[v${i + 1}]`;
  });
  const fades = `[v${shown.length}]fade=t=in:d=0.3:color=${background},fade=t=out:st=${(seconds - 0.3).toFixed(2)}:d=0.3:color=${background},format=yuv420p[v]`;
  mkdirSync(dirname(out), { recursive: true });
  await ffmpeg([
    ...['-f', 'lavfi', '-i', `color=c=${background}:s=${width}x${height}:r=24:d=${seconds.toFixed(3)}`],
    ...scenes.flatMap((s) => s.image),
    ...['-i', audio],
    ...['-filter_complex', [...overlays, fades].join(';'), '-map', '[v]', '-map', `${scenes.length + 1}:a`],
    ...['-t', seconds.toFixed(3), '-c:v', 'libx264', '-profile:v', 'main', '-preset', 'slow', '-crf', '30'],
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

The words, sentences and keyboard sounds are synthesised with the
[Festival Speech Synthesis System](https://www.cstr.ed.ac.uk/projects/festival/) and its HTS voice
\`${festivalVoice}\` (Debian package \`festvox-us-slt-hts\`), built on the CMU ARCTIC "slt"
recordings, © 2003 Carnegie Mellon University (the CMU/EST licence: use, copy, modify and license
for any purpose, with this notice kept), with HTS support files © the Nagoya Institute of
Technology and the Tokyo Institute of Technology (BSD-3-Clause). Festival runs only at build time
and is not distributed with the application; the generated audio is then edited by the build (the
stops shaped to the answers, see \`packages/speech\`). The win and lose sounds are synthesised with
FFmpeg's \`aevalsrc\` filter.
`;
}

function kilobytes(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

/** The level that plays a video, whose words the video shows. */
function videoLevel(manifest: Manifest, key: string): ManifestLevel {
  const level = manifest.levels.find((l) => l.video === key);
  if (!level?.sounds?.length) throw new Error(`video ${key}: no level plays it with its words`);
  return level;
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
  if (hasCommand('festival', ['--version']) === undefined) {
    throw new Error('Festival was not found: apt-get install -y festival festvox-us-slt-hts');
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

  const dirs = ['images', 'audio', 'video'].map((dir) => join(mediaDir, dir));
  for (const dir of [...dirs, keysDir]) mkdirSync(dir, { recursive: true });
  const written = new Set<string>();
  const write = (file: string) => written.add(file);
  const tmp = mkdtempSync(join(tmpdir(), 'tp-content-'));

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

    const spoken = await say(manifest.sounds.map((s) => wordsOf(s.name, s.answer)));
    const speech = new Map<string, Pcm>();
    await mapLimit([...manifest.sounds.entries()], 2, async ([i, sound]) => {
      const pcm = finish(shaped(spoken[i] as FestivalSpeech, sound.answer));
      const out = join(mediaDir, sound.file);
      await encodeSpeech(pcm, tmp, out);
      speech.set(sound.key, pcm);
      write(out);
    });

    const keys = [...keyRecipes].flatMap(([symbol, recipe]) => (recipe ? [{ symbol, recipe }] : []));
    const keySpeech = await say(keys.map(({ recipe }) => [{ text: 'key', phones: keyPhones(recipe) }]));
    await mapLimit([...keys.entries()], 2, async ([i, { symbol, recipe }]) => {
      const out = join(keysDir, keySoundFile(symbol));
      await encodeSpeech(keySound(recipe, keySpeech[i] as FestivalSpeech), tmp, out);
      write(out);
    });
    write(await buildEffect('win'));
    write(await buildEffect('lose'));

    await mapLimit(manifest.videos, 2, async (video) => {
      const out = join(mediaDir, video.file);
      const scenes = await Promise.all(
        (videoLevel(manifest, video.key).sounds ?? []).map(async (key) => {
          const sound = manifest.sounds.find((s) => s.key === key);
          const emoji = manifest.images.find((image) => image.key === sound?.image)?.emoji;
          const pcm = speech.get(key);
          if (!emoji || !pcm) throw new Error(`video ${video.key}: ${key} needs a picture from an emoji`);
          return { image: await rasterise(join(twemojiDir, `${emoji}.svg`), tmp, ffmpegReadsSvg), pcm };
        }),
      );
      await buildVideo(scenes, tmp, out);
      write(out);
    });
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }

  for (const file of removeStale([...dirs, keysDir], written)) console.log(`removed: ${file}`);
  writeFileSync(join(contentDir, 'ATTRIBUTION.md'), attribution(manifest));
  summarize(manifest, written);
}

/** A key's utterance as one word's phones. */
function keyPhones(recipe: KeyRecipe): string[] {
  const phones = phonesFor('', recipe.say);
  if (!phones) throw new Error(`key recipe ${recipe.say} is not a spelling the voice can say`);
  return phones;
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
