// Writes the system keyboard layouts (Linux, macOS, Windows), made from the key map, into
// public/keyboards, which the build copies into the app and the server serves. Generated, not kept.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { layoutFileContents, layoutFiles } from '@tp/phonetics/system-layouts';

const out = path.resolve(fileURLToPath(import.meta.url), '../../public/keyboards');
await mkdir(out, { recursive: true });
for (const [id, file] of Object.entries(layoutFiles)) {
  await writeFile(path.join(out, file.name), layoutFileContents[id]());
}
console.log(`Keyboard layouts written to ${path.relative(process.cwd(), out)}`);
