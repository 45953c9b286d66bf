import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Where media files live. Names are content hashes, so a stored file never changes. */
export interface MediaStorage {
  /** Stores the bytes and returns their public URL, e.g. `/media/<hash>.mp3`. */
  put(bytes: Buffer, extension: string): Promise<string>;
  /** Whether a `/media/…` URL names a stored file. */
  has(url: string): Promise<boolean>;
  /** The bytes of the stored file a `/media/…` URL names, or null when there is none. */
  load(url: string): Promise<Buffer | null>;
  /** Deletes the stored file a `/media/…` URL names, if there is one. */
  remove(url: string): Promise<void>;
}

/**
 * Every storage hands out the same URLs, `/media/<hash>.<ext>`: the database never depends on
 * where the files are, and moving them between a folder and a bucket changes no row.
 */
export const mediaUrlPrefix = '/media/';

/**
 * The file name a content gets: the first 128 bits of its SHA-256, in hex, and its lower-case
 * extension. As safe from accidental collisions as a UUID, and half the length of the whole digest,
 * which the course sends once for every sound, video and image (a fifth of its compressed size).
 */
export const mediaName = (bytes: Buffer, extension: string) =>
  `${createHash('sha256').update(bytes).digest('hex').slice(0, 32)}.${extension.replace(/^\./, '').toLowerCase()}`;

/** The file name in a `/media/…` URL, or null when the URL names no stored file. */
export function mediaNameOf(url: string): string | null {
  const name = url.startsWith(mediaUrlPrefix) ? url.slice(mediaUrlPrefix.length) : '';
  return /^[\w-]+\.\w+$/.test(name) ? name : null;
}

/** Content types of the files the course uses and uploads accept, by extension. */
const mediaTypes: Record<string, string> = {
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
  ogg: 'audio/ogg',
  opus: 'audio/ogg',
  m4a: 'audio/mp4',
  flac: 'audio/flac',
  aac: 'audio/aac',
  mp4: 'video/mp4',
  m4v: 'video/mp4',
  webm: 'video/webm',
  ogv: 'video/ogg',
  mov: 'video/quicktime',
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  svg: 'image/svg+xml',
};

export const mediaTypeOf = (name: string) =>
  mediaTypes[path.extname(name).slice(1).toLowerCase()] ?? 'application/octet-stream';

/** Stored files never change, so every cache may keep them for a year without asking again. */
export const immutableCaching = 'public, max-age=31536000, immutable';

/**
 * Opened files are sandboxed: an image that can carry a script (an SVG) runs nothing when
 * opened directly.
 */
export const mediaSandbox = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

export interface FolderMediaStorage extends MediaStorage {
  kind: 'folder';
  dir: string;
}

/** Files in a local folder, served under `/media/`. */
export function localMediaStorage(dir: string): FolderMediaStorage {
  return {
    kind: 'folder',
    dir,
    async put(bytes, extension) {
      const name = mediaName(bytes, extension);
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
      const name = mediaNameOf(url);
      if (!name) return false;
      return stat(path.join(dir, name)).then(
        (s) => s.isFile(),
        () => false,
      );
    },
    async load(url) {
      const name = mediaNameOf(url);
      return name ? readFile(path.join(dir, name)).catch(() => null) : null;
    },
    async remove(url) {
      const name = mediaNameOf(url);
      if (name) await rm(path.join(dir, name), { force: true });
    },
  };
}
