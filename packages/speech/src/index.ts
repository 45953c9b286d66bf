/**
 * English speech that runs from `npm install` alone: eSpeak NG's US English voice, compiled to
 * WebAssembly. The dashboard's "Generate audio" speaks through it, with the stops shaped to the
 * answer as the demo course's are (./shape.ts), trimmed and at the course's loudness.
 */
/// <reference path="./espeak-ng-types.d.ts" />
import ESpeakNg from 'espeak-ng';
import { type Pcm, readWav } from './pcm';
import { finish, removeHum, shapeStops } from './shape';

/** The course's pace, in words per minute. */
export const wordsPerMinute = 140;

/** Speaks text, or phoneme mnemonics in [[…]], in eSpeak's US English voice, as it comes. */
export async function espeak(input: string, speed = wordsPerMinute): Promise<Pcm> {
  const messages: string[] = [];
  const module = await ESpeakNg({
    // `--` ends the options, so that text starting with a dash is spoken, not read as one.
    arguments: ['-v', 'en-us', '-s', String(speed), '-w', 'out.wav', '--', input],
    print: (line) => messages.push(line),
    printErr: (line) => messages.push(line),
  });
  try {
    return readWav(module.FS.readFile('out.wav'));
  } catch (error) {
    throw new Error(`eSpeak could not speak ${input}: ${String(error)} ${messages.join(' ')}`);
  }
}

/**
 * An English word or sentence as a finished clip: its stops made to agree with `answer` (its
 * spelling in the model), when there is one.
 */
export async function speakAnswer(text: string, answer: string | null): Promise<Pcm> {
  const clean = removeHum(await espeak(text));
  return finish(answer ? shapeStops(clean, answer) : clean);
}
