// Writes the app's icons into public/icons: the schwa, the commonest English vowel and the one the
// keyboard is known by, in white on the classic theme's blue. The glyph is DejaVu Sans Bold's
// outline, so the SVG needs no font; Chromium draws the PNG sizes the install prompts ask for.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as fontkit from 'fontkit';
import { chromium } from 'playwright-core';

const web = path.resolve(fileURLToPath(import.meta.url), '../..');
const out = path.join(web, 'public/icons');
const require = createRequire(import.meta.url);
const blue = '#1d4ed8';

const font = fontkit.create(
  await readFile(require.resolve('@fontsource/dejavu-sans/files/dejavu-sans-latin-700-normal.woff2')),
);
const [glyph] = font.layout('ə').glyphs;
const box = glyph.bbox;

/**
 * A 512-unit square icon. `glyphShare` is the glyph's height against the square: maskable icons keep
 * it inside the central safe circle (radius 40 %), which launchers may crop down to.
 */
function iconSvg({ rounded, glyphShare }) {
  const scale = (512 * glyphShare) / (box.maxY - box.minY);
  // Font units grow upwards: flip, then centre the glyph's box in the square.
  const x = 256 - ((box.minX + box.maxX) / 2) * scale;
  const y = 256 + ((box.minY + box.maxY) / 2) * scale;
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512"><title>TP</title>',
    `<rect width="512" height="512" rx="${rounded ? 112 : 0}" fill="${blue}"/>`,
    `<path transform="translate(${x.toFixed(2)} ${y.toFixed(2)}) scale(${scale.toFixed(5)} ${(-scale).toFixed(5)})" fill="#fff" d="${glyph.path.toSVG()}"/>`,
    '</svg>\n',
  ].join('');
}

const icons = [
  { file: 'icon.svg', svg: iconSvg({ rounded: true, glyphShare: 0.56 }) },
  { file: 'icon-192.png', size: 192, svg: iconSvg({ rounded: true, glyphShare: 0.56 }) },
  { file: 'icon-512.png', size: 512, svg: iconSvg({ rounded: true, glyphShare: 0.56 }) },
  { file: 'maskable-512.png', size: 512, svg: iconSvg({ rounded: false, glyphShare: 0.44 }) },
  // iOS rounds the corners itself and shows transparency as black.
  { file: 'apple-touch-icon.png', size: 180, svg: iconSvg({ rounded: false, glyphShare: 0.5 }) },
];

await mkdir(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  const page = await browser.newPage();
  for (const { file, size, svg } of icons) {
    if (!size) {
      await writeFile(path.join(out, file), svg);
      continue;
    }
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(
      `<style>html,body{margin:0;background:transparent}svg{display:block;width:${size}px;height:${size}px}</style>${svg}`,
    );
    await writeFile(path.join(out, file), await page.screenshot({ omitBackground: true }));
  }
} finally {
  await browser.close();
}
console.log(`Icons written to ${path.relative(process.cwd(), out)}: ${icons.map((i) => i.file).join(', ')}`);
