// For the tests: the key presses that type a text, and what the web app and a layout file type for them.
import { expect } from 'vitest';
import { mapKey } from '../key-map';
import { keyboardSymbols, symbolInfo, symbolTable } from '../symbols';
import { type PhysicalKey, physicalKeys } from './physical-keys';

/** What a layout read back from its file types on a key, unshifted and with Shift. */
export type ReadLayout = (key: PhysicalKey) => { readonly base?: string; readonly shift?: string };

interface Press {
  readonly key: PhysicalKey;
  readonly shift: boolean;
}

const byUsKey = new Map(physicalKeys.map((key) => [key.us[0], key]));

/** Every symbol of the model, then each symbol's example written in the model, with punctuation. */
const modelText = [
  symbolTable.map((info) => info.symbol).join(''),
  ...symbolTable.map((info) => info.exampleTranscription),
  "ʞæt's, ðə ꟼɪn.",
].join(' ');

/** The presses that type `text` on a US keyboard in the web app: a symbol's key, with Shift for ʞ and ꟼ. */
function presses(text: string): Press[] {
  return Array.from(text, (char) => {
    const info = symbolInfo(char);
    const key = byUsKey.get(info ? (info.shiftOf ?? info.key) : char);
    if (!key) throw new Error(`No key types ${char}`);
    return { key, shift: Boolean(info?.shiftOf) };
  });
}

/** What the web app types for the presses: `mapKey` of the key a US keyboard reports. */
const webAppTypes = (keys: readonly Press[]): string =>
  keys.map(({ key, shift }) => mapKey({ key: key.us[shift ? 1 : 0], shiftKey: shift }) ?? '').join('');

/** What a layout types for the same presses. */
const layoutTypes = (keys: readonly Press[], read: ReadLayout): string =>
  keys.map(({ key, shift }) => read(key)[shift ? 'shift' : 'base'] ?? '').join('');

/** The symbols of the keyboard that no key of a layout types, with or without Shift. */
function unreachable(read: ReadLayout): string[] {
  const reached = new Set(physicalKeys.flatMap((key) => [read(key).base, read(key).shift]));
  return [...keyboardSymbols].filter((symbol) => !reached.has(symbol));
}

/**
 * Types every symbol of the model and each example word through a layout read back from its file:
 * it must give the text, the same as the web app for the same presses, and reach every symbol.
 */
export function expectTypesAsTheWebApp(read: ReadLayout) {
  const keys = presses(modelText);
  const typed = layoutTypes(keys, read);
  expect(typed).toBe(modelText);
  expect(typed).toBe(webAppTypes(keys));
  expect(unreachable(read)).toEqual([]);
}
