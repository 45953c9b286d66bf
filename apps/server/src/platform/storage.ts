import { createHash } from 'node:crypto';
import { mkdir, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Where media files live. Names are content hashes, so a stored file never changes. */
export interface MediaStorage {
  /** Stores the bytes and returns their public URL, e.g. `/media/<sha256>.mp3`. */
  put(bytes: Buffer, extension: string): Promise<string>;
  /** Whether a `/media/…` URL names a stored file. */
  has(url: string): Promise<boolean>;
}

export const mediaUrlPrefix = '/media/';

/** Files in a local folder, served under `/media/`. */
export function localMediaStorage(dir: string): MediaStorage {
  return {
    async put(bytes, extension) {
      const name = `${createHash('sha256').update(bytes).digest('hex')}.${extension.replace(/^\./, '').toLowerCase()}`;
      const file = path.join(dir, name);
      const exists = await stat(file).then(
        () => true,
        () => false,
      );
      if (!exists) {
        await mkdir(dir, { recursive: true });
        // Write then rename, so that a reader never sees half a file.
        const partial = `${file}.${process.pid}.partial`;
        await writeFile(partial, bytes);
        await rename(partial, file);
      }
      return `${mediaUrlPrefix}${name}`;
    },
    async has(url) {
      const name = url.startsWith(mediaUrlPrefix) ? url.slice(mediaUrlPrefix.length) : '';
      if (!/^[\w-]+\.\w+$/.test(name)) return false;
      return stat(path.join(dir, name)).then(
        (s) => s.isFile(),
        () => false,
      );
    },
  };
}
