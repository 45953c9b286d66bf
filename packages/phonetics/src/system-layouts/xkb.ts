import { generatedNote, hex, tpLayout } from './layout';

/** The XKB names of the ASCII characters that are not letters or digits. */
const asciiKeysyms: Readonly<Record<string, string>> = {
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
export function keysym(char: string): string {
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
// Install (as root), then choose the layout "tp":
//   cp tp-phonetic.xkb /usr/share/X11/xkb/symbols/tp
// GNOME: gsettings set org.gnome.desktop.input-sources sources "[('xkb', 'us'), ('xkb', 'tp')]"
//        (Super+Space switches layouts)
// KDE:   kwriteconfig6 --file kxkbrc --group Layout --key LayoutList us,tp
//        kwriteconfig6 --file kxkbrc --group Layout --key Use true   (then log out and in)
// X11:   setxkbmap tp   (setxkbmap us goes back)

default partial alphanumeric_keys
xkb_symbols "basic" {
    name[Group1] = "TP Phonetic";

${keys.join('\n')}
};
`;
}
