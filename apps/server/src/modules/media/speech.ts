import { isTypeable } from '@tp/phonetics';
import { suggestTranscription } from '@tp/phonetics/transcription';
import { speakAnswer } from '@tp/speech';
import { SilentClip } from '@tp/speech/shape';
import { type CourseAudio, courseAudioFormat } from '../../platform/course-audio';
import { badRequest } from '../../platform/http-error';
import type { MediaStorage } from '../../platform/storage';
import { cleanAnswer } from './service';

/**
 * Speaks an English word or sentence, its stops said as its answer writes them (the admin's, else
 * the dictionary's), and stores it in the course's format; returns its URL.
 */
export async function generateAudio(
  { storage, audio }: { storage: MediaStorage; audio: CourseAudio },
  text: string,
  answer?: string,
): Promise<string> {
  const spelling = answer === undefined ? suggestTranscription(text)?.transcription : cleanAnswer(answer);
  if (spelling !== undefined && !isTypeable(spelling)) {
    throw badRequest('The answer may use the keyboard’s symbols only.', {
      answer: 'Use the phonetic keyboard’s symbols only',
    });
  }
  const pcm = await speakAnswer(text, spelling ?? null).catch((error: unknown) => {
    if (error instanceof SilentClip) {
      throw badRequest('There is nothing to speak in the text: write a word.', { text: 'Nothing to speak' });
    }
    throw error;
  });
  return storage.put(await audio.encode(pcm), courseAudioFormat.ext);
}
