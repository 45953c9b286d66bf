import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Pcm } from '@tp/speech/pcm';
import { tidyRecording } from '@tp/speech/recording';
import { badRequest, httpError } from './http-error';

/**
 * The one format every sound of the course is stored in, the demo course's own: MP3, mono,
 * 32 kHz, 48 kbit/s, at the loudness recordings are brought to (@tp/speech/recording). A level's
 * sounds then play alike, whether uploaded, recorded, spoken by the server or imported.
 */
export const courseAudioFormat = { ext: 'mp3', mime: 'audio/mpeg', rate: 32000, kbps: 48 } as const;

/** A sound is a word or a sentence: a minute bounds what decoding a file holds in memory. */
const maxSeconds = 60;

/** Turns audio into the course's format. */
export interface CourseAudio {
  /** Mono samples, already trimmed and levelled, as the course's MP3. */
  encode(pcm: Pcm): Promise<Buffer>;
  /** Any audio file ffmpeg reads, trimmed, levelled and encoded as the course's MP3. */
  convert(bytes: Buffer): Promise<Buffer>;
}

/** Output ffmpeg may write: the decoded minute, as 32-bit floats, and a little more. */
const maxOutput = (maxSeconds + 1) * courseAudioFormat.rate * 4;

class Unreadable extends Error {}

/** Runs ffmpeg on `input` (its stdin) and returns its stdout. */
function run(ffmpeg: string, args: string[], input: Buffer | null): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    // A file that keeps ffmpeg busy is stopped: a sound of a minute converts in well under a second.
    const child = spawn(ffmpeg, ['-hide_banner', '-loglevel', 'error', ...args], { timeout: 30_000 });
    const out: Buffer[] = [];
    let size = 0;
    let errors = '';
    child.stdout.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxOutput) child.kill();
      else out.push(chunk);
    });
    child.stderr.on('data', (chunk: Buffer) => {
      errors = (errors + chunk.toString()).slice(-2000);
    });
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT' || error.code === 'EACCES'
          ? httpError(
              'not_configured',
              'This server cannot store sounds: it has no ffmpeg to convert them with (set FFMPEG_PATH).',
            )
          : error,
      ),
    );
    child.on('close', (code) => {
      if (size > maxOutput) reject(badRequest(`A sound may last ${maxSeconds} seconds at most.`));
      else if (code === 0) resolve(Buffer.concat(out));
      else reject(new Unreadable(errors));
    });
    // ffmpeg may stop reading early (a broken file): its stdin closing is not an error of ours.
    child.stdin.on('error', () => {});
    child.stdin.end(input ?? undefined);
  });
}

/** The course's audio made with the ffmpeg at `ffmpeg` (a path, or a name on PATH). */
export function courseAudio(ffmpeg: string): CourseAudio {
  const encode = async (pcm: Pcm) => {
    const samples = Buffer.from(pcm.samples.buffer, pcm.samples.byteOffset, pcm.samples.byteLength);
    const { rate, kbps } = courseAudioFormat;
    return run(
      ffmpeg,
      // Raw samples in; the course's MP3 out, without the encoder's tags.
      ['-f', 's16le', '-ar', String(pcm.rate), '-ac', '1', '-i', 'pipe:0', '-map_metadata', '-1'].concat([
        '-ar',
        String(rate),
        '-ac',
        '1',
        '-c:a',
        'libmp3lame',
        '-b:a',
        `${kbps}k`,
        '-f',
        'mp3',
        'pipe:1',
      ]),
      samples,
    );
  };

  return {
    encode,
    async convert(bytes) {
      // From a file, not a pipe: MP4 audio (M4A) keeps its index at the end, and needs seeking.
      const dir = await mkdtemp(path.join(tmpdir(), 'tp-audio-'));
      let decoded: Buffer;
      try {
        const file = path.join(dir, 'in');
        await writeFile(file, bytes);
        const { rate } = courseAudioFormat;
        decoded = await run(
          ffmpeg,
          ['-i', file, '-vn', '-ac', '1', '-ar', String(rate), '-f', 'f32le', 'pipe:1'],
          null,
        );
      } catch (error) {
        if (error instanceof Unreadable) {
          throw httpError('unsupported_media_type', 'This audio file could not be read: export it again.');
        }
        throw error;
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
      const samples = new Float32Array(decoded.buffer, decoded.byteOffset, decoded.byteLength >> 2);
      const pcm = tidyRecording(new Float32Array(samples), courseAudioFormat.rate);
      if (!pcm) throw badRequest('Nothing is heard in this audio file.');
      return encode(pcm);
    },
  };
}

/** MPEG-1 Layer III bit rates (kbit/s) by a frame header's index, and sample rates by theirs. */
const mpeg1Kbps = [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320];
const mpeg1Rates = [44100, 48000, 32000];

/**
 * Whether an MP3 file is already in the course's format, read from its first frame's header (after
 * any ID3 tag): the demo course's own files, and those a course archive of this server holds.
 */
export function isCourseAudio(bytes: Buffer): boolean {
  let at = 0;
  if (bytes.subarray(0, 3).toString('latin1') === 'ID3' && bytes.length >= 10) {
    const size = ((bytes[6] ?? 0) << 21) | ((bytes[7] ?? 0) << 14) | ((bytes[8] ?? 0) << 7) | (bytes[9] ?? 0);
    at = 10 + size;
  }
  const [sync, kind, rates, mode] = [bytes[at], bytes[at + 1], bytes[at + 2], bytes[at + 3]];
  if (sync !== 0xff || kind === undefined || rates === undefined || mode === undefined) return false;
  // 0b111 11 01 x: frame sync, MPEG-1, Layer III.
  if ((kind & 0xfe) !== 0xfa) return false;
  return (
    mpeg1Kbps[rates >> 4] === courseAudioFormat.kbps &&
    mpeg1Rates[(rates >> 2) & 3] === courseAudioFormat.rate &&
    mode >> 6 === 3
  );
}
