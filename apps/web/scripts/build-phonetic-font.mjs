// Writes src/assets/fonts/tp-phonetic.woff2: DejaVu Sans (the one free font that has every symbol of
// the phonetic model, ϫ included) cut down to the keyboard's symbols and printable ASCII, so the
// keys and the answer field render from a few kilobytes with no fallback glyph.
import { copyFile, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';

const web = path.resolve(fileURLToPath(import.meta.url), '../..');
const require = createRequire(import.meta.url);

// Fontsource names it "latin", but this file is the whole of DejaVu Sans (about 6,000 glyphs).
const source = require.resolve('@fontsource/dejavu-sans/files/dejavu-sans-latin-400-normal.woff2');
const target = path.join(web, 'src/assets/fonts/tp-phonetic.woff2');

// The phonetics package is TypeScript source; tsx lets this script read its symbol table.
const { register } = await import('tsx/esm/api');
register();
const { keyboardSymbols } = await import('@tp/phonetics');

let ascii = '';
for (let code = 0x20; code < 0x7f; code++) ascii += String.fromCharCode(code);
const text = ascii + [...keyboardSymbols].join('');

const font = await subsetFont(await readFile(source), text, {
  targetFormat: 'woff2',
  // Kerning and mark positioning are all that plain phonetic text needs.
  keepFeatures: ['kern', 'mark', 'mkmk', 'ccmp', 'locl'],
  // Hinting instructions are most of DejaVu's weight and modern renderers ignore them.
  noHinting: true,
  dropTables: ['MATH', 'gasp'],
  // The licence asks for the copyright notice in every copy: keep it and the licence URL.
  preserveNameIds: [0, 14],
});
await writeFile(target, font);
await copyFile(
  require.resolve('@fontsource/dejavu-sans/LICENSE'),
  target.replace(/\.woff2$/, '.LICENSE.txt'),
);
console.log(
  `${path.relative(process.cwd(), target)}: ${new Set(text).size} characters, ${(font.length / 1024).toFixed(1)} KB`,
);
