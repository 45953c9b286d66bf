import { mapKey, shifted } from '../key-map';
import { type PhysicalKey, physicalKeys } from './physical-keys';

/** A physical key with what it types in the TP layout, unshifted and with Shift. */
export interface LayoutKey extends PhysicalKey {
  readonly base: string;
  readonly shift: string;
}

/**
 * The TP layout, read off the web app's key map so that the two cannot disagree: a key types what
 * `mapKey` gives for it, or what it types on a US keyboard where the key map types nothing (`, ;, /).
 * Shift gives ʞ and ꟼ on k and p, and the US character everywhere else, so that capitals and the
 * punctuation above the digits stay at hand.
 */
export const tpLayout: readonly LayoutKey[] = physicalKeys.map((key) => {
  const [usBase, usShift] = key.us;
  const base = mapKey({ key: usBase }) ?? usBase;
  const aspirated = shifted(base);
  return { ...key, base, shift: aspirated === base ? usShift : aspirated };
});

/** Whether Caps Lock gives the Shift character: only for a letter whose Shift is its capital. */
export const capsLockShifts = (key: LayoutKey): boolean =>
  key.shift !== key.base && key.shift === key.base.toUpperCase();

/** A character's code point as four or more upper-case hex digits (ɑ → 0251). */
export const hex = (char: string): string =>
  (char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0');

/** The line that says where a file comes from, in each file's header. */
export const generatedNote =
  'Generated from the TP key map (packages/phonetics) by `npm run keyboards:build`; do not edit.';
