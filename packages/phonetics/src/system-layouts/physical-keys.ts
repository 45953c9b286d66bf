/**
 * A key of the US QWERTY (ANSI) typing block, by its name on each system, so that every layout
 * generator reads the same positions.
 */
export interface PhysicalKey {
  /** What the key types on a US layout: unshifted, then with Shift. */
  readonly us: readonly [string, string];
  /** The XKB key name (evdev keycodes). */
  readonly xkb: string;
  /** The macOS virtual key code (ANSI). */
  readonly mac: number;
  /** The Windows scan code (set 1). */
  readonly scanCode: number;
  /** The Windows virtual key, as Keyboard Layout Creator names it (without `VK_`). */
  readonly vk: string;
}

const key = (
  us: string,
  xkb: string,
  mac: number,
  scanCode: number,
  vk = us[0]?.toUpperCase() ?? '',
): PhysicalKey => ({
  us: [us[0] ?? '', us[1] ?? ''],
  xkb,
  mac,
  scanCode,
  vk,
});

/** The 48 keys that type on a US keyboard, row by row from the top, Space last. */
export const physicalKeys: readonly PhysicalKey[] = [
  key('`~', 'TLDE', 50, 0x29, 'OEM_3'),
  key('1!', 'AE01', 18, 0x02),
  key('2@', 'AE02', 19, 0x03),
  key('3#', 'AE03', 20, 0x04),
  key('4$', 'AE04', 21, 0x05),
  key('5%', 'AE05', 23, 0x06),
  key('6^', 'AE06', 22, 0x07),
  key('7&', 'AE07', 26, 0x08),
  key('8*', 'AE08', 28, 0x09),
  key('9(', 'AE09', 25, 0x0a),
  key('0)', 'AE10', 29, 0x0b),
  key('-_', 'AE11', 27, 0x0c, 'OEM_MINUS'),
  key('=+', 'AE12', 24, 0x0d, 'OEM_PLUS'),
  key('qQ', 'AD01', 12, 0x10),
  key('wW', 'AD02', 13, 0x11),
  key('eE', 'AD03', 14, 0x12),
  key('rR', 'AD04', 15, 0x13),
  key('tT', 'AD05', 17, 0x14),
  key('yY', 'AD06', 16, 0x15),
  key('uU', 'AD07', 32, 0x16),
  key('iI', 'AD08', 34, 0x17),
  key('oO', 'AD09', 31, 0x18),
  key('pP', 'AD10', 35, 0x19),
  key('[{', 'AD11', 33, 0x1a, 'OEM_4'),
  key(']}', 'AD12', 30, 0x1b, 'OEM_6'),
  key('\\|', 'BKSL', 42, 0x2b, 'OEM_5'),
  key('aA', 'AC01', 0, 0x1e),
  key('sS', 'AC02', 1, 0x1f),
  key('dD', 'AC03', 2, 0x20),
  key('fF', 'AC04', 3, 0x21),
  key('gG', 'AC05', 5, 0x22),
  key('hH', 'AC06', 4, 0x23),
  key('jJ', 'AC07', 38, 0x24),
  key('kK', 'AC08', 40, 0x25),
  key('lL', 'AC09', 37, 0x26),
  key(';:', 'AC10', 41, 0x27, 'OEM_1'),
  key('\'"', 'AC11', 39, 0x28, 'OEM_7'),
  key('zZ', 'AB01', 6, 0x2c),
  key('xX', 'AB02', 7, 0x2d),
  key('cC', 'AB03', 8, 0x2e),
  key('vV', 'AB04', 9, 0x2f),
  key('bB', 'AB05', 11, 0x30),
  key('nN', 'AB06', 45, 0x31),
  key('mM', 'AB07', 46, 0x32),
  key(',<', 'AB08', 43, 0x33, 'OEM_COMMA'),
  key('.>', 'AB09', 47, 0x34, 'OEM_PERIOD'),
  key('/?', 'AB10', 44, 0x35, 'OEM_2'),
  key('  ', 'SPCE', 49, 0x39, 'SPACE'),
];
