/**
 * Speech in eSpeak NG's US English voice (compiled to WebAssembly, so nothing is installed), as
 * trimmed, loudness-normalised PCM. The demo course's media and the dashboard's "Generate audio"
 * both speak through it, so every clip sounds alike.
 */
/// <reference path="./espeak-ng-types.d.ts" />
import ESpeakNg from 'espeak-ng';

/** Mono 16-bit samples at a rate. */
export interface Pcm {
  readonly rate: number;
  readonly samples: Int16Array;
}

/** Length in seconds. */
export const duration = (pcm: Pcm) => pcm.samples.length / pcm.rate;

/** Reads eSpeak's WAV: 16-bit mono PCM. */
export function readWav(bytes: Uint8Array): Pcm {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const tag = (at: number) => String.fromCharCode(...bytes.subarray(at, at + 4));
  if (tag(0) !== 'RIFF' || tag(8) !== 'WAVE') throw new Error('not a WAV file');
  let rate = 0;
  for (let at = 12; at + 8 <= bytes.length; ) {
    const size = view.getUint32(at + 4, true);
    if (tag(at) === 'fmt ') {
      if (view.getUint16(at + 8, true) !== 1 || view.getUint16(at + 10, true) !== 1) {
        throw new Error('expected mono PCM');
      }
      if (view.getUint16(at + 22, true) !== 16) throw new Error('expected 16-bit samples');
      rate = view.getUint32(at + 12, true);
    } else if (tag(at) === 'data') {
      // eSpeak writes the WAV before it knows the length, so the size may be a placeholder.
      const end = Math.min(bytes.length, at + 8 + size) & ~1;
      const samples = new Int16Array(bytes.slice(at + 8, end).buffer);
      if (rate === 0) throw new Error('data before fmt');
      return { rate, samples };
    }
    at += 8 + size + (size & 1);
  }
  throw new Error('no data chunk');
}

/** A WAV file of the samples. */
export function wavBytes(pcm: Pcm): Uint8Array {
  const bytes = new Uint8Array(44 + pcm.samples.byteLength);
  const view = new DataView(bytes.buffer);
  const tag = (at: number, text: string) => bytes.set(Buffer.from(text, 'ascii'), at);
  tag(0, 'RIFF');
  view.setUint32(4, 36 + pcm.samples.byteLength, true);
  tag(8, 'WAVE');
  tag(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // mono
  view.setUint32(24, pcm.rate, true);
  view.setUint32(28, pcm.rate * 2, true);
  view.setUint16(32, 2, true);
  view.setUint16(34, 16, true);
  tag(36, 'data');
  view.setUint32(40, pcm.samples.byteLength, true);
  bytes.set(new Uint8Array(pcm.samples.buffer, pcm.samples.byteOffset, pcm.samples.byteLength), 44);
  return bytes;
}

/**
 * Cuts eSpeak's leading and trailing silence (keeping a short margin, so that players do not clip the
 * onset) and scales the peak to -1 dBFS, so that every clip plays at the same loudness.
 */
export function trimAndNormalize(pcm: Pcm): Pcm {
  const { samples, rate } = pcm;
  const peak = samples.reduce((max, s) => Math.max(max, Math.abs(s)), 0);
  if (peak === 0) throw new Error('silent clip');
  const threshold = peak * 0.02;
  const first = samples.findIndex((s) => Math.abs(s) > threshold);
  const last = samples.findLastIndex((s) => Math.abs(s) > threshold);
  const start = Math.max(0, first - Math.round(rate * 0.03));
  const end = Math.min(samples.length, last + Math.round(rate * 0.08));
  const gain = (0.89 * 32767) / peak;
  return { rate, samples: samples.slice(start, end).map((s) => Math.round(s * gain)) };
}

/** Speaks text, or phoneme mnemonics in [[…]], in eSpeak's US English voice. */
export async function speak(input: string, speed: number): Promise<Pcm> {
  const messages: string[] = [];
  const espeak = await ESpeakNg({
    arguments: ['-v', 'en-us', '-s', String(speed), '-w', 'out.wav', input],
    print: (line) => messages.push(line),
    printErr: (line) => messages.push(line),
  });
  try {
    return trimAndNormalize(readWav(espeak.FS.readFile('out.wav')));
  } catch (error) {
    throw new Error(`eSpeak could not speak ${input}: ${String(error)} ${messages.join(' ')}`);
  }
}
