/** Mono 16-bit PCM and the WAV files that hold it. */

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
      const samples = new Int16Array(bytes.buffer.slice(bytes.byteOffset + at + 8, bytes.byteOffset + end));
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
