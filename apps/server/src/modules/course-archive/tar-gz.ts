import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import { createGzip, gunzip as gunzipCallback } from 'node:zlib';
import { extract, pack } from 'tar-stream';

/** One file of an archive: its path inside it and its bytes. */
export interface ArchiveEntry {
  name: string;
  bytes: Buffer;
}

const gunzip = promisify(gunzipCallback);

/** The entries as a gzipped tar, streamed: the files are written one after another. */
export function packTarGz(entries: Iterable<ArchiveEntry>): Readable {
  const tar = pack();
  void (async () => {
    for (const entry of entries) {
      await new Promise<void>((resolve, reject) =>
        tar.entry({ name: entry.name, size: entry.bytes.length }, entry.bytes, (error) =>
          error ? reject(error) : resolve(),
        ),
      );
    }
    tar.finalize();
  })().catch((error: Error) => tar.destroy(error));
  return tar.pipe(createGzip());
}

/** The regular files of a gzipped tar by path; throws when the bytes are not one. */
export async function unpackTarGz(bytes: Buffer): Promise<Map<string, Buffer>> {
  const files = new Map<string, Buffer>();
  const tar = extract();
  tar.on('entry', (header, stream, next) => {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk) => chunks.push(chunk as Buffer));
    stream.on('end', () => {
      if (header.type === 'file') files.set(header.name.replace(/^\.\//, ''), Buffer.concat(chunks));
      next();
    });
  });
  await pipeline(Readable.from([await gunzip(bytes)]), tar);
  return files;
}
