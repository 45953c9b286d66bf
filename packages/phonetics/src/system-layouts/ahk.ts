import { generatedNote, hex, type LayoutKey, tpLayout } from './layout';

const scanCode = (key: LayoutKey) => `SC${key.scanCode.toString(16).toUpperCase().padStart(3, '0')}`;
const hotkey = (name: string, char: string, what: string) =>
  `${name}::Send "{U+${hex(char)}}" ; ${what} → ${char}`;

/**
 * The TP layout as an AutoHotkey v2 script, for Windows machines where no layout can be installed:
 * it remaps only the keys whose character differs from US QWERTY, by scan code (the physical key).
 * A hotkey without `*` does not fire with other modifiers held, so Ctrl and Alt shortcuts pass through.
 */
export function autoHotkeyScript(): string {
  const hotkeys = tpLayout.flatMap((key) => [
    ...(key.base === key.us[0] ? [] : [hotkey(scanCode(key), key.base, key.us[0])]),
    ...(key.shift === key.us[1] ? [] : [hotkey(`+${scanCode(key)}`, key.shift, `Shift+${key.us[1]}`)]),
  ]);
  return `; TP Phonetic: the New Phonetic Model's symbols on a US keyboard, while this script runs.
; ${generatedNote}
; Run it with AutoHotkey v2 (https://www.autohotkey.com); quit it from its tray icon.

#Requires AutoHotkey v2.0
#SingleInstance Force

${hotkeys.join('\n')}
`;
}
