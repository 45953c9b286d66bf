import { tidyRecording } from '@tp/speech/recording';
import { OpusDecoder } from 'opus-decoder';
import { badRequest, httpError } from './http-error';
import {
  type OpusReader,
  type OpusStream,
  oggOpus,
  RecordingTooLong,
  UnreadableRecording,
  webmOpus,
} from './opus-containers';

/** What browsers' recorders make besides MP4: Opus in WebM or Ogg, by file-type's extension. */
export const recordedTypes: Record<string, OpusReader> = {
  webm: webmOpus,
  opus: oggOpus,
};

/** A recorded word is a few seconds long; a minute bounds the memory its reading and decoding take. */
const maxRecordingSeconds = 60;
const opusRate = 48000;
const maxSamples = maxRecordingSeconds * opusRate;
const tooLong = () => badRequest(`A recording may last ${maxRecordingSeconds} seconds at most.`);
/** Packets decoded at a time: what the decoder makes is bounded too, whatever the packets declare. */
const batch = 250;

async function decode(stream: OpusStream): Promise<Float32Array> {
  const decoder = new OpusDecoder({ channels: stream.channels, preSkip: stream.preSkip });
  await decoder.ready;
  const chunks: Float32Array[] = [];
  let length = 0;
  try {
    for (let at = 0; at < stream.packets.length; at += batch) {
      const { channelData, samplesDecoded } = decoder.decodeFrames(stream.packets.slice(at, at + batch));
      // Both sides of a stereo recording, as one.
      const mono = new Float32Array(samplesDecoded);
      for (const channel of channelData) {
        for (let i = 0; i < samplesDecoded; i++)
          mono[i] = (mono[i] ?? 0) + (channel[i] ?? 0) / channelData.length;
      }
      chunks.push(mono);
      length += samplesDecoded;
      if (length > maxSamples) throw tooLong();
    }
  } finally {
    decoder.free();
  }
  const samples = new Float32Array(length);
  let offset = 0;
  for (const chunk of chunks) {
    samples.set(chunk, offset);
    offset += chunk.length;
  }
  return samples;
}

/**
 * A browser's recording of a word, decoded here (bounded as it is read), its silence cut at both
 * ends and its loudness brought to the course's level, ready to encode in the course's format.
 */
export async function tidyRecordedAudio(bytes: Uint8Array, read: OpusReader) {
  let stream: OpusStream;
  try {
    stream = read(bytes, maxSamples);
  } catch (error) {
    if (error instanceof RecordingTooLong) throw tooLong();
    if (error instanceof UnreadableRecording) {
      throw httpError('unsupported_media_type', 'This recording could not be read: record it again.');
    }
    throw error;
  }
  if (stream.channels > 2) throw httpError('unsupported_media_type', 'Record in mono or stereo.');
  const pcm = tidyRecording(await decode(stream), opusRate);
  if (!pcm)
    throw badRequest('Nothing was heard in the recording: record it again, closer to the microphone.');
  return pcm;
}
