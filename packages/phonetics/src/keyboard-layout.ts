import { shifted } from './key-map';

/** The soundless keys that do something rather than type (numbers and emoji open their own panels). */
export type KeyboardAction = 'delete' | 'submit' | 'shift' | 'space' | 'numbers' | 'emoji';

/** The punctuation keys; they type themselves and have no sound. */
export type KeyboardChar = ',' | '.' | "'";

export type KeyboardKey =
  | { readonly kind: 'symbol'; readonly symbol: string }
  | { readonly kind: 'action'; readonly action: KeyboardAction }
  | { readonly kind: 'char'; readonly char: KeyboardChar };

/** A key of the shared layout; a flagged key appears on one keyboard only. */
export type LayoutKey = KeyboardKey & { readonly desktopOnly?: true; readonly mobileOnly?: true };

export type KeyboardLayout = readonly (readonly KeyboardKey[])[];

const symbol = (s: string): LayoutKey => ({ kind: 'symbol', symbol: s });
const symbols = (list: string): LayoutKey[] => Array.from(list, symbol);
const action = (name: KeyboardAction): LayoutKey => ({ kind: 'action', action: name });
const char = (c: KeyboardChar): LayoutKey => ({ kind: 'char', char: c });
const desktopOnly = (key: LayoutKey): LayoutKey => ({ ...key, desktopOnly: true });
const mobileOnly = (key: LayoutKey): LayoutKey => ({ ...key, mobileOnly: true });

/**
 * The five rows of both keyboards. Desktop keys sit where their physical keys are on QWERTY.
 * Phones keep at most ten keys a row, so ŋ, ʔ and θ, the punctuation, Delete and Submit move down
 * there. Shift is a layer, not a symbol: k and p show ʞ and ꟼ while it is on.
 */
export const keyboardRows: readonly (readonly LayoutKey[])[] = [
  [...symbols('ɑæɜəʇʌüɪɔð'), ...symbols('ŋʔ').map(desktopOnly), desktopOnly(action('delete'))],
  [...symbols('ʒwertyuiop'), desktopOnly(symbol('θ'))],
  [...symbols('ʃsdfghjkl'), desktopOnly(char("'")), mobileOnly(symbol('θ')), desktopOnly(action('submit'))],
  [
    action('shift'),
    ...symbols('zʊϫvbnm'),
    desktopOnly(char(',')),
    desktopOnly(char('.')),
    mobileOnly(symbol('ŋ')),
    mobileOnly(action('delete')),
  ],
  [
    action('numbers'),
    action('emoji'),
    mobileOnly(symbol('ʔ')),
    mobileOnly(char(',')),
    action('space'),
    mobileOnly(char('.')),
    mobileOnly(char("'")),
    mobileOnly(action('submit')),
  ],
];

function layoutFor(flagOut: 'desktopOnly' | 'mobileOnly'): KeyboardLayout {
  return keyboardRows.map((row) =>
    row
      .filter((key) => !key[flagOut])
      .map(({ desktopOnly: _d, mobileOnly: _m, ...key }) => key as KeyboardKey),
  );
}

/** The desktop keyboard (768 px and wider). */
export const desktopLayout: KeyboardLayout = layoutFor('mobileOnly');

/** The phone keyboard (up to 767 px). */
export const mobileLayout: KeyboardLayout = layoutFor('desktopOnly');

/** The text a press of an on-screen key adds to the answer, or null for keys that type nothing. */
export function keyText(key: KeyboardKey, shift: boolean): string | null {
  switch (key.kind) {
    case 'symbol':
      return shift ? shifted(key.symbol) : key.symbol;
    case 'char':
      return key.char;
    case 'action':
      return key.action === 'space' ? ' ' : null;
  }
}
