import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { type Pcm, readWav } from '@tp/speech/pcm';

const run = promisify(execFile);

/** Runs a tool of the machine's ffmpeg on the bytes, written to a file; returns its stdout. */
async function onFile(tool: string, args: (file: string) => string[], bytes: Uint8Array) {
  const dir = await mkdtemp(path.join(tmpdir(), 'tp-probe-'));
  try {
    const file = path.join(dir, 'in');
    await writeFile(file, bytes);
    return (await run(tool, args(file), { encoding: 'buffer', maxBuffer: 64 << 20 })).stdout;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The stored file's first stream as ffprobe reads it. */
export async function probeAudio(bytes: Uint8Array) {
  const out = await onFile(
    'ffprobe',
    (file) => [
      '-v',
      'error',
      '-show_entries',
      'stream=codec_name,sample_rate,channels,bit_rate',
      '-of',
      'json',
      file,
    ],
    bytes,
  );
  const [stream] = JSON.parse(out.toString()).streams as Record<string, string | number>[];
  return {
    codec: stream?.codec_name,
    rate: Number(stream?.sample_rate),
    channels: stream?.channels,
    kbps: Number(stream?.bit_rate) / 1000,
  };
}

/** The file decoded by ffmpeg, as mono 16-bit samples at its own rate. */
export async function decodedPcm(bytes: Uint8Array): Promise<Pcm> {
  return readWav(
    await onFile('ffmpeg', (file) => ['-v', 'error', '-i', file, '-ac', '1', '-f', 'wav', '-'], bytes),
  );
}

/** Integrated loudness (LUFS) as ffmpeg's loudnorm measures it. */
export async function loudness(bytes: Uint8Array): Promise<number> {
  const dir = await mkdtemp(path.join(tmpdir(), 'tp-probe-'));
  try {
    const file = path.join(dir, 'in');
    await writeFile(file, bytes);
    const { stderr } = await run('ffmpeg', [
      '-hide_banner',
      '-i',
      file,
      '-af',
      'loudnorm=print_format=json',
      '-f',
      'null',
      '-',
    ]);
    return Number(/"input_i" : "([^"]+)"/.exec(stderr)?.[1]);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** A WAV file of a tone, 16-bit, at any rate and channel count, with `silence` seconds around it. */
export function toneWav(rate: number, channels: number, seconds: number, amplitude: number, silence = 0.5) {
  const frames = Math.round((seconds + 2 * silence) * rate);
  const data = Buffer.alloc(frames * channels * 2);
  for (let i = 0; i < frames; i++) {
    const t = i / rate;
    const on = t >= silence && t < silence + seconds;
    const value = on ? Math.round(amplitude * 32767 * Math.sin(2 * Math.PI * 220 * t)) : 0;
    for (let c = 0; c < channels; c++) data.writeInt16LE(value, (i * channels + c) * 2);
  }
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(channels, 22);
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate * channels * 2, 28);
  header.writeUInt16LE(channels * 2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}
