import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { xkbSymbols } from './xkb';

const run = promisify(execFile);

describe('the XKB symbols file, as X reads it', () => {
  const dir = mkdtemp(path.join(tmpdir(), 'tp-xkb-'));
  afterAll(async () => rm(await dir, { recursive: true, force: true }));

  it('compiles with xkbcomp into a keymap that uses it as the layout tp', async () => {
    const root = await dir;
    await mkdir(path.join(root, 'symbols'));
    await writeFile(path.join(root, 'symbols/tp'), xkbSymbols());
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
});
