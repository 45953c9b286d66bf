import { limits } from '@tp/contract/constants';
import { mapKey } from '@tp/phonetics';
import type { KeyboardEvent } from 'react';

/**
 * What a field holding an answer in the model takes besides its value: no browser help meant for
 * English words, left to right in every language, the phonetic font, an answer's length.
 */
export const phoneticFieldProps = {
  maxLength: limits.answerMax,
  autoComplete: 'off',
  autoCapitalize: 'off',
  autoCorrect: 'off',
  spellCheck: false,
  dir: 'ltr',
  inputClassName: 'font-phonetic text-2xl',
} as const;

/**
 * A key pressed in a field that holds an answer in the model: physical keys type symbols through
 * the game's key map, a printable key with no symbol (/, Shift+1…) types nothing, and shortcuts
 * (Ctrl, Alt, Meta) and editing keys are left alone. `write` gets the field's new value.
 */
export function typePhoneticKey(
  event: KeyboardEvent<HTMLInputElement>,
  write: (value: string) => void,
): void {
  if (event.nativeEvent.isComposing) return;
  const symbol = mapKey(event);
  if (symbol === null) {
    const printable = Array.from(event.key).length === 1;
    if (printable && !event.ctrlKey && !event.altKey && !event.metaKey) event.preventDefault();
    return;
  }
  event.preventDefault();
  const input = event.currentTarget;
  const end = input.value.length;
  input.setRangeText(symbol, input.selectionStart ?? end, input.selectionEnd ?? end, 'end');
  write(input.value);
}
