import { readFile } from 'node:fs/promises';
import { type LayoutFile, layoutFileContents, layoutFiles } from '@tp/phonetics/system-layouts';
import { expect, test } from '../support/fixtures';

/** Each computer's downloads: its tab, the link's name and the file it gives. */
const downloads: [string, string, LayoutFile][] = [
  ['Windows', 'Download the layout (.klc)', 'klc'],
  ['Windows', 'Download the AutoHotkey script (.ahk)', 'ahk'],
  ['Mac', 'Download the layout (.keylayout)', 'keylayout'],
  ['Linux', 'Download the layout (.xkb)', 'xkb'],
];

test('the download page gives each computer its keyboard layout, byte for byte as the key map makes it', async ({
  page,
  a11y,
}) => {
  await page.goto('/download-keyboard');
  for (const [tab, name, file] of downloads) {
    await page.getByRole('tab', { name: tab }).click();
    const link = page.getByRole('tabpanel', { name: tab }).getByRole('link', { name });
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toBe(layoutFiles[file].name);
    const bytes = await readFile(await download.path());
    expect(bytes.equals(Buffer.from(layoutFileContents[file]())), layoutFiles[file].name).toBe(true);
  }
  await a11y();
});
