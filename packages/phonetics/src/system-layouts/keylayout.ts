import { capsLockShifts, generatedNote, hex, type LayoutKey, tpLayout } from './layout';

/** One keyMap of the layout: the modifier combinations that select it and what each key types. */
interface ModifierLayer {
  readonly modifiers: readonly string[];
  readonly output: (key: LayoutKey) => string;
}

/**
 * The modifier sets, by keyMap index. Command and Control keep the US letters, so that shortcuts
 * (⌘A, ⌘C, ⌃A) stay where they are on every layout; Option types the unmodified layer.
 */
const layers: readonly ModifierLayer[] = [
  { modifiers: [''], output: (key) => key.base },
  { modifiers: ['anyShift caps?'], output: (key) => key.shift },
  { modifiers: ['caps'], output: (key) => (capsLockShifts(key) ? key.shift : key.base) },
  {
    modifiers: ['command caps? anyOption? anyControl?', 'anyControl caps? anyOption?'],
    output: (key) => key.us[0],
  },
  {
    modifiers: ['anyShift command caps? anyOption? anyControl?', 'anyShift anyControl caps? anyOption?'],
    output: (key) => key.us[1],
  },
];

const functionKey = '\u0010';

/**
 * The keys that do not type a letter but still need their output in every keyMap, or they would do
 * nothing: Return, Tab, Delete, Escape, the arrows and editing keys, the function keys (which all
 * give 0x10) and the keypad, by ANSI key code.
 */
const controlKeys: readonly (readonly [number, string])[] = [
  [36, '\r'],
  [48, '\t'],
  [51, '\b'],
  [53, '\u001b'],
  [71, '\u001b'],
  [76, '\u0003'],
  [114, '\u0005'],
  [115, '\u0001'],
  [116, '\u000b'],
  [117, '\u007f'],
  [119, '\u0004'],
  [121, '\u000c'],
  [123, '\u001c'],
  [124, '\u001d'],
  [125, '\u001f'],
  [126, '\u001e'],
  ...[122, 120, 99, 118, 96, 97, 98, 100, 101, 109, 103, 111, 105, 107, 113, 106, 64, 79, 80].map(
    (code) => [code, functionKey] as const,
  ),
  [65, '.'],
  [67, '*'],
  [69, '+'],
  [75, '/'],
  [78, '-'],
  [81, '='],
  ...[82, 83, 84, 85, 86, 87, 88, 89, 91, 92].map((code, digit) => [code, String(digit)] as const),
];

/**
 * An attribute value: control characters and XML's own as character references (the controls need
 * XML 1.1, which is what macOS's layouts are written in), everything else as itself.
 */
const attribute = (text: string): string =>
  Array.from(text, (char) =>
    char < ' ' || char === '\u007f' || `&<>"'`.includes(char) ? `&#x${hex(char)};` : char,
  ).join('');

/** The TP layout as a macOS keyboard layout (~/Library/Keyboard Layouts/TP-Phonetic.keylayout). */
export function macKeylayout(): string {
  const selects = layers.map(
    ({ modifiers }, index) =>
      `    <keyMapSelect mapIndex="${index}">\n${modifiers
        .map((keys) => `      <modifier keys="${keys}"/>`)
        .join('\n')}\n    </keyMapSelect>`,
  );
  const keyMaps = layers.map(({ output }, index) => {
    const keys = [...tpLayout.map((key) => [key.mac, output(key)] as const), ...controlKeys].sort(
      ([a], [b]) => a - b,
    );
    return `    <keyMap index="${index}">\n${keys
      .map(([code, text]) => `      <key code="${code}" output="${attribute(text)}"/>`)
      .join('\n')}\n    </keyMap>`;
  });
  return `<?xml version="1.1" encoding="UTF-8"?>
<!DOCTYPE keyboard SYSTEM "file://localhost/System/Library/DTDs/KeyboardLayout.dtd">
<!--
  TP Phonetic: the New Phonetic Model's symbols on a US keyboard.
  ${generatedNote}
  Install: copy this file into ~/Library/Keyboard Layouts, log out and in, then add TP Phonetic
  under System Settings › Keyboard › Input Sources › Edit › + (in Others).
-->
<keyboard group="0" id="-24170" name="TP Phonetic" maxout="1">
  <layouts>
    <layout first="0" last="17" mapSet="ANSI" modifiers="Modifiers"/>
  </layouts>
  <modifierMap id="Modifiers" defaultIndex="0">
${selects.join('\n')}
  </modifierMap>
  <keyMapSet id="ANSI">
${keyMaps.join('\n')}
  </keyMapSet>
</keyboard>
`;
}
