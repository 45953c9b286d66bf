import { capsLockShifts, generatedNote, hex, tpLayout } from './layout';

// The names Windows shows for the keys that do not type, as every layout of Keyboard Layout Creator
// lists them.
const keyNames = `KEYNAME

01\tEsc
0e\tBackspace
0f\tTab
1c\tEnter
1d\tCtrl
2a\tShift
36\t"Right Shift"
37\t"Num *"
38\tAlt
39\tSpace
3a\t"Caps Lock"
3b\tF1
3c\tF2
3d\tF3
3e\tF4
3f\tF5
40\tF6
41\tF7
42\tF8
43\tF9
44\tF10
45\tPause
46\t"Scroll Lock"
47\t"Num 7"
48\t"Num 8"
49\t"Num 9"
4a\t"Num -"
4b\t"Num 4"
4c\t"Num 5"
4d\t"Num 6"
4e\t"Num +"
4f\t"Num 1"
50\t"Num 2"
51\t"Num 3"
52\t"Num 0"
53\t"Num Del"
54\t"Sys Req"
57\tF11
58\tF12
7c\tF13
7d\tF14
7e\tF15
7f\tF16
80\tF17
81\tF18
82\tF19
83\tF20
84\tF21
85\tF22
86\tF23
87\tF24

KEYNAME_EXT

1c\t"Num Enter"
1d\t"Right Ctrl"
35\t"Num /"
37\t"Prnt Scrn"
38\t"Right Alt"
45\t"Num Lock"
46\tBreak
47\tHome
48\tUp
49\t"Page Up"
4b\tLeft
4d\tRight
4f\tEnd
50\tDown
51\t"Page Down"
52\tInsert
53\tDelete
54\t<00>
56\tHelp
5b\t"Left Windows"
5c\t"Right Windows"
5d\tApplication`;

/** A character as Keyboard Layout Creator writes it: four hex digits (the layout types no surrogates). */
const klcChar = (char: string): string => hex(char).toLowerCase();

/**
 * The TP layout as Microsoft Keyboard Layout Creator source: its text, with CRLF line endings.
 * The virtual keys stay the US ones, so that shortcuts (Ctrl+C) keep their keys.
 */
function klcText(): string {
  const rows = tpLayout.map((key) =>
    [
      key.scanCode.toString(16).padStart(2, '0'),
      `${key.vk}\t`,
      capsLockShifts(key) ? '1' : '0',
      klcChar(key.base),
      klcChar(key.shift),
      '-1',
      `\t// ${key.base}, ${key.shift}`,
    ].join('\t'),
  );
  return `KBD\ttpphon\t"TP Phonetic"

// ${generatedNote}
// Open in Microsoft Keyboard Layout Creator 1.4, then Project › Build DLL and Setup Package.

COPYRIGHT\t"TP"

COMPANY\t"TP"

LOCALENAME\t"en-US"

LOCALEID\t"00000409"

VERSION\t1.0

SHIFTSTATE

0\t//Column 4
1\t//Column 5 : Shft
2\t//Column 6 :       Ctrl

LAYOUT\t\t;an extra '@' at the end is a dead key

//SC\tVK_\t\tCap\t0\t1\t2
//--\t----\t\t----\t----\t----\t----

${rows.join('\n')}


${keyNames}

DESCRIPTIONS

0409\tTP Phonetic

LANGUAGENAMES

0409\tEnglish (United States)

ENDKBD
`.replace(/\n/g, '\r\n');
}

/** The .klc file as Keyboard Layout Creator reads it: UTF-16 little-endian with a byte-order mark. */
export function windowsKlc(): Uint8Array {
  return new Uint8Array(Buffer.from(`\ufeff${klcText()}`, 'utf16le'));
}
