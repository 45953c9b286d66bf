import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { layoutTypes, modelText, presses, type ReadLayout, unreachable, webAppTypes } from './typing';
import { xkbSymbols } from './xkb';

const run = promisify(execFile);
const file = xkbSymbols();

/** A keysym as a character: a Unicode keysym (U0251), a letter or digit, or an ASCII name. */
const names: Record<string, string> = {
  space: ' ',
  exclam: '!',
  quotedbl: '"',
  numbersign: '#',
  dollar: '$',
  percent: '%',
  ampersand: '&',
  apostrophe: "'",
  parenleft: '(',
  parenright: ')',
  asterisk: '*',
  plus: '+',
  comma: ',',
  minus: '-',
  period: '.',
  slash: '/',
  colon: ':',
  semicolon: ';',
  less: '<',
  equal: '=',
  greater: '>',
  question: '?',
  at: '@',
  bracketleft: '[',
  backslash: '\\',
  bracketright: ']',
  asciicircum: '^',
  underscore: '_',
  grave: '`',
  braceleft: '{',
  bar: '|',
  braceright: '}',
  asciitilde: '~',
};
const character = (keysym: string): string | undefined => {
  if (/^U[0-9A-F]{4,}$/.test(keysym)) return String.fromCodePoint(Number.parseInt(keysym.slice(1), 16));
  if (/^[A-Za-z0-9]$/.test(keysym)) return keysym;
  return names[keysym];
};

/** The symbols file read back: each key's two levels. */
const keys = new Map(
  [...file.matchAll(/key <(\w+)> \{ \[ (\S+), (\S+) \] \};/g)].map(([, name, base, shift]) => [
    name,
    { base: character(base ?? ''), shift: character(shift ?? '') },
  ]),
);

describe('the XKB symbols file', () => {
  const dir = mkdtemp(path.join(tmpdir(), 'tp-xkb-'));
  afterAll(async () => rm(await dir, { recursive: true, force: true }));

  it('compiles with xkbcomp into a keymap that uses it as the layout tp', async () => {
    const root = await dir;
    await mkdir(path.join(root, 'symbols'));
    await writeFile(path.join(root, 'symbols/tp'), file);
    // What the rules give for `setxkbmap tp` on a PC keyboard.
    await writeFile(
      path.join(root, 'keymap.xkb'),
      `xkb_keymap {
  xkb_keycodes { include "evdev+aliases(qwerty)" };
  xkb_types { include "complete" };
  xkb_compat { include "complete" };
  xkb_symbols { include "pc+tp+inet(evdev)" };
};
`,
    );
    // Fails, rather than skips, where xkbcomp is missing (Debian's x11-xkb-utils).
    const { stderr } = await run(
      'xkbcomp',
      [`-I${root}`, '-I/usr/share/X11/xkb', '-xkb', 'keymap.xkb', 'out.xkb'],
      {
        cwd: root,
      },
    );
    expect(stderr).not.toMatch(/^Error/m);
    const compiled = await readFile(path.join(root, 'out.xkb'), 'utf8');
    expect(compiled).toMatch(/key <AE01> \{\s+\[\s+U0251,\s+exclam \] \};/);
    expect(compiled).toMatch(/key <AC08> \{\s+\[\s+k,\s+U029E \] \};/);
  });

  it('binds every key of the layout once, as the layout tp', () => {
    expect(file).toContain('xkb_symbols "basic"');
    expect(keys.size).toBe(48);
    expect([...file.matchAll(/key <(\w+)>/g)]).toHaveLength(48);
    expect([...keys.values()].every((key) => key.base && key.shift)).toBe(true);
  });

  it('types every symbol of the model as the web app does', () => {
    const text = presses(modelText);
    const read: ReadLayout = (key) => keys.get(key.xkb) ?? {};
    const typed = layoutTypes(text, read);
    expect(typed).toBe(modelText);
    expect(typed).toBe(webAppTypes(text));
    expect(unreachable(read)).toEqual([]);
  });
});
