import { speak, wavBytes } from '@tp/speech';
import type { MediaStorage } from '../../platform/storage';

// The pace of the demo course's word audio, so that generated clips match it.
const wordsPerMinute = 140;

/** Speaks an English word or sentence and stores it as WAV; returns its URL. */
export async function generateAudio(storage: MediaStorage, text: string): Promise<string> {
  const pcm = await speak(text, wordsPerMinute);
  return storage.put(Buffer.from(wavBytes(pcm)), 'wav');
}
