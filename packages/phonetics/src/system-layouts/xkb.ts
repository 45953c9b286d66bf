import { linuxInstallCommands } from './files';
import { generatedNote, hex, tpLayout } from './layout';

/** What each install command is for, before it in the file. */
const installSteps: Readonly<Record<keyof typeof linuxInstallCommands, string>> = {
  install: "Copy the file into the system's layouts:",
  gnome: 'GNOME (Super+Space switches layouts):',
  kde: 'KDE Plasma (then log out and back in):',
  x11: 'Any desktop on X11 (setxkbmap us goes back):',
};

/** The install steps as comment lines, each command under what it is for. */
const installNote = (Object.keys(installSteps) as (keyof typeof installSteps)[])
  .map((step) => `//   ${installSteps[step]}\n${linuxInstallCommands[step].replace(/^/gm, '//     ')}`)
  .join('\n');

/** The XKB names of the ASCII characters that are not letters or digits. */
export const asciiKeysyms: Readonly<Record<string, string>> = {
  ' ': 'space',
  '!': 'exclam',
  '"': 'quotedbl',
  '#': 'numbersign',
  $: 'dollar',
  '%': 'percent',
  '&': 'ampersand',
  "'": 'apostrophe',
  '(': 'parenleft',
  ')': 'parenright',
  '*': 'asterisk',
  '+': 'plus',
  ',': 'comma',
  '-': 'minus',
  '.': 'period',
  '/': 'slash',
  ':': 'colon',
  ';': 'semicolon',
  '<': 'less',
  '=': 'equal',
  '>': 'greater',
  '?': 'question',
  '@': 'at',
  '[': 'bracketleft',
  '\\': 'backslash',
  ']': 'bracketright',
  '^': 'asciicircum',
  _: 'underscore',
  '`': 'grave',
  '{': 'braceleft',
  '|': 'bar',
  '}': 'braceright',
  '~': 'asciitilde',
};

/** A character's keysym: its name for ASCII, its Unicode keysym (U0251) for the rest. */
function keysym(char: string): string {
  if (/^[A-Za-z0-9]$/.test(char)) return char;
  return asciiKeysyms[char] ?? `U${hex(char)}`;
}

/** The TP layout as an XKB symbols file, installed as the layout `tp` (symbols/tp). */
export function xkbSymbols(): string {
  const keys = tpLayout.map(
    (key) => `    key <${key.xkb}> { [ ${keysym(key.base)}, ${keysym(key.shift)} ] };`,
  );
  return `// TP Phonetic: the New Phonetic Model's symbols on a US keyboard.
// ${generatedNote}
//
// Install, then choose the layout "tp":
${installNote}

default partial alphanumeric_keys
xkb_symbols "basic" {
    name[Group1] = "TP Phonetic";

${keys.join('\n')}
};
`;
}
