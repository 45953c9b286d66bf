import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { Pcm } from '@tp/speech/pcm';

const run = promisify(execFile);

/** An MP3 of the course as mono 16-bit samples at `rate`, decoded by ffmpeg (Debian: apt-get install -y ffmpeg). */
export async function decodeMp3(file: string, rate = 32000): Promise<Pcm> {
  const { stdout } = await run(
    'ffmpeg',
    [
      '-hide_banner',
      '-v',
      'error',
      '-nostdin',
      '-i',
      file,
      '-f',
      's16le',
      '-ac',
      '1',
      '-ar',
      String(rate),
      '-',
    ],
    { encoding: 'buffer', maxBuffer: 64 * 1024 * 1024 },
  );
  return {
    rate,
    samples: new Int16Array(stdout.buffer.slice(stdout.byteOffset, stdout.byteOffset + stdout.length)),
  };
}
