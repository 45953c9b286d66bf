import type { Page } from '@playwright/test';

/** The physical key of each symbol that is not typed by its own letter (spec §3 key map). */
const physicalKeys: Record<string, string> = {
  ɑ: '1',
  æ: '2',
  ɜ: '3',
  ə: '4',
  ʇ: '5',
  ʌ: '6',
  ü: '7',
  ɪ: '8',
  ɔ: '9',
  ð: '0',
  ŋ: '-',
  ʔ: '=',
  ʒ: 'q',
  ʃ: 'a',
  ʊ: 'x',
  ϫ: 'c',
  θ: '[',
  ʞ: 'Shift+K',
  ꟼ: 'Shift+P',
  ' ': 'Space',
};

/** Presses the physical keys that make each symbol of `text`, wherever focus is. */
export async function pressPhysically(page: Page, text: string) {
  for (const symbol of text) await page.keyboard.press(physicalKeys[symbol] ?? symbol);
}

/** Types a phonetic answer into the answer field with the physical keys that make each symbol. */
export async function typePhysically(page: Page, text: string) {
  await page.getByLabel('Your answer').click();
  await pressPhysically(page, text);
}

/** An info text as the game shows it: a marked symbol (`[ʌ]`) is a key showing just the symbol. */
export const shownText = (text = '') => text.replace(/\[(\S)\]/gu, '$1');
