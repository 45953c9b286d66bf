import { isTypeable } from '@tp/phonetics';
import { suggestTranscription } from '@tp/phonetics/transcription';
import { speakAnswer } from '@tp/speech';
import { wavBytes } from '@tp/speech/pcm';
import { badRequest } from '../../platform/http-error';
import type { MediaStorage } from '../../platform/storage';
import { cleanAnswer } from './service';

/**
 * Speaks an English word or sentence, its stops said as its answer writes them (the admin's, else
 * the dictionary's), and stores it as WAV; returns its URL.
 */
export async function generateAudio(storage: MediaStorage, text: string, answer?: string): Promise<string> {
  const spelling = answer === undefined ? suggestTranscription(text)?.transcription : cleanAnswer(answer);
  if (spelling !== undefined && !isTypeable(spelling)) {
    throw badRequest('The answer may use the keyboard’s symbols only.', {
      answer: 'Use the phonetic keyboard’s symbols only',
    });
  }
  const pcm = await speakAnswer(text, spelling ?? null);
  return storage.put(Buffer.from(wavBytes(pcm)), 'wav');
}
