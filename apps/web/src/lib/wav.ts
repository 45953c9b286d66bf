/** Encodes mono samples (-1…1) as a 16-bit PCM WAV file. */
export function encodeWav(samples: Float32Array, sampleRate: number): Blob {
  const bytes = new ArrayBuffer(44 + samples.length * 2);
  const view = new DataView(bytes);
  const text = (offset: number, value: string) => {
    for (let i = 0; i < value.length; i++) view.setUint8(offset + i, value.charCodeAt(i));
  };
  text(0, 'RIFF');
  view.setUint32(4, 36 + samples.length * 2, true);
  text(8, 'WAVE');
  text(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, 1, true);
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * 2, true);
  view.setUint16(32, 2, true);
  view.setUint16(34, 16, true);
  text(36, 'data');
  view.setUint32(40, samples.length * 2, true);
  samples.forEach((sample, i) => {
    const clamped = Math.max(-1, Math.min(1, sample));
    view.setInt16(44 + i * 2, clamped < 0 ? clamped * 0x8000 : clamped * 0x7fff, true);
  });
  return new Blob([bytes], { type: 'audio/wav' });
}

/** The rate recordings and models are decoded at: the WAV a learner plays back is at it. */
const decodeRate = 44_100;

/** Audio of any format the browser plays, decoded with Web Audio and mixed down to mono at `decodeRate`. */
export async function decodeMono(audio: Blob): Promise<{ samples: Float32Array; rate: number }> {
  const context = new OfflineAudioContext({ numberOfChannels: 1, length: 1, sampleRate: decodeRate });
  const buffer = await context.decodeAudioData(await audio.arrayBuffer());
  const mono = new Float32Array(buffer.length);
  for (let channel = 0; channel < buffer.numberOfChannels; channel++) {
    const data = buffer.getChannelData(channel);
    for (let i = 0; i < data.length; i++) mono[i] = (mono[i] ?? 0) + (data[i] ?? 0) / buffer.numberOfChannels;
  }
  return { samples: mono, rate: buffer.sampleRate };
}

/**
 * Browsers record compressed audio (WebM, Ogg, MP4); the spec plays the recording back as WAV.
 * Where decoding fails the recording is kept as is.
 */
export async function toWav(recording: Blob): Promise<Blob> {
  if (typeof OfflineAudioContext === 'undefined') return recording;
  try {
    const { samples, rate } = await decodeMono(recording);
    return encodeWav(samples, rate);
  } catch (error) {
    console.warn('Could not convert the recording to WAV; playing it as recorded.', error);
    return recording;
  }
}
