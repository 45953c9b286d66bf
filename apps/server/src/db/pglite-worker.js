// The embedded database on a thread of its own (see pglite-thread.ts): PGlite opened on the data
// folder it is given, running the wire protocol's messages it receives, one batch after another in
// the order they came, and sending back each batch's reply as the bytes PostgreSQL wrote. Plain
// JavaScript, so that it runs as it is from the source and from the build alike.
import { readFile } from 'node:fs/promises';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

/** One batch's reply: every chunk PostgreSQL wrote, in one buffer the thread hands over. */
async function run(database, bytes) {
  const chunks = [];
  let length = 0;
  await database.execProtocolRawStream(bytes, {
    // The chunk is a view of PGlite's own buffer, reused for the next one.
    onRawData: (chunk) => {
      chunks.push(chunk.slice());
      length += chunk.length;
    },
  });
  const reply = new Uint8Array(length);
  let at = 0;
  for (const chunk of chunks) {
    reply.set(chunk, at);
    at += chunk.length;
  }
  return reply;
}

const port = parentPort;
try {
  const { dataDir, startFrom } = workerData;
  const loadDataDir = startFrom ? new Blob([await readFile(startFrom)]) : undefined;
  const database = await PGlite.create(dataDir, { loadDataDir });
  let last = Promise.resolve();
  port.on('message', (message) => {
    last = last.then(async () => {
      if (message === 'close') {
        await database.close();
        port.postMessage('closed');
        port.close();
        return;
      }
      try {
        const reply = await run(database, message);
        port.postMessage(reply, [reply.buffer]);
      } catch (error) {
        port.postMessage({ failed: String(error?.message ?? error) });
      }
    });
  });
  port.postMessage('open');
} catch (error) {
  port.postMessage({ failed: String(error?.message ?? error) });
}
