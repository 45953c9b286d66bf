import { devices } from '@playwright/test';
import { expect, test } from '../support/fixtures';

const keyboard = (page: import('@playwright/test').Page) =>
  page.getByRole('group', { name: 'Phonetic keyboard' });
const key = (page: import('@playwright/test').Page, symbol: string) =>
  keyboard(page).getByRole('button', { name: new RegExp(`^${symbol},`) });

/** Starts a guest on the first sound level of the demo course, where the answer field is. */
const atSoundLevel = (page: import('@playwright/test').Page) =>
  page.addInitScript(() => localStorage.setItem('guestLevel', '1'));

/** Counts the sounds started through the Web Audio API. */
const countSoundStarts = (page: import('@playwright/test').Page) =>
  page.addInitScript(() => {
    const start = AudioBufferSourceNode.prototype.start;
    Object.assign(window, { soundStarts: 0 });
    AudioBufferSourceNode.prototype.start = function (...args) {
      Object.assign(window, { soundStarts: (window as unknown as { soundStarts: number }).soundStarts + 1 });
      return start.apply(this, args);
    };
  });
const soundStarts = (page: import('@playwright/test').Page) =>
  page.evaluate(() => (window as unknown as { soundStarts: number }).soundStarts);

test('the keyboard types by mouse and by the physical keys, each symbol with its sound', async ({
  page,
  a11y,
}) => {
  await countSoundStarts(page);
  await atSoundLevel(page);
  await page.goto('/');
  const answer = page.getByLabel('Your answer');
  await expect(answer).toBeEditable();
  await a11y();

  await key(page, 'ϫ').click();
  await expect.poll(() => soundStarts(page)).toBe(1);
  await key(page, 'ɪ').click();
  await key(page, 'p').click();
  await expect(answer).toHaveValue('ϫɪp');
  await expect.poll(() => soundStarts(page)).toBe(3);
  await keyboard(page).getByRole('button', { name: 'Delete' }).click();
  await expect(answer).toHaveValue('ϫɪ');
  expect(await soundStarts(page)).toBe(3);

  await answer.focus();
  await page.keyboard.press('Backspace');
  await page.keyboard.press('Backspace');
  // Spec key map: c → ϫ, 8 → ɪ, Shift+P → ꟼ, [ → θ, 5 → ʇ; Ctrl, Alt and Meta chords type nothing.
  for (const k of ['c', '8', 'Shift+P', '[', '5', 'Control+b', 'Alt+1', 'Meta+b'])
    await page.keyboard.press(k);
  await expect(answer).toHaveValue('ϫɪꟼθʇ');
  await page.keyboard.press('Shift+K');
  await page.keyboard.press('Space');
  await page.keyboard.press('1');
  await expect(answer).toHaveValue('ϫɪꟼθʇʞ ɑ');
});

test.describe('on a phone', () => {
  const { viewport, deviceScaleFactor, isMobile, hasTouch, userAgent } = devices['Pixel 7'];
  test.use({ viewport, deviceScaleFactor, isMobile, hasTouch, userAgent });

  test('the answer field is read-only and the on-screen keys type by touch', async ({ page, a11y }) => {
    await atSoundLevel(page);
    await page.goto('/');
    const answer = page.getByLabel('Your answer');
    await expect(answer).toHaveAttribute('readonly', '');
    // The browser draws no caret in a read-only field: the game draws one where the next symbol goes.
    const caret = page.locator('input ~ span.animate-caret');
    const field = await answer.boundingBox();
    const caretX = async () => (await caret.boundingBox())?.x ?? Number.NaN;
    const atStart = await caretX();
    expect(atStart - (field?.x ?? 0)).toBeGreaterThan(10);
    expect(atStart - (field?.x ?? 0)).toBeLessThan(24);
    for (const symbol of ['ʃ', 'ɪ', 'p']) await key(page, symbol).tap();
    await expect(answer).toHaveValue('ʃɪp');
    // Past three symbols of 2 rem: about 15 to 25 px each.
    await expect.poll(async () => (await caretX()) - atStart).toBeGreaterThan(40);
    expect((await caretX()) - atStart).toBeLessThan(80);
    await keyboard(page).getByRole('button', { name: 'Shift' }).tap();
    await key(page, 'ꟼ').tap();
    await expect(answer).toHaveValue('ʃɪpꟼ');
    await a11y();
  });
});
