import { answerPunctuation, keyboardSymbols, symbolTable } from './symbols';

/** The parts of a `KeyboardEvent` the key map reads. */
export interface KeyInput {
  readonly key: string;
  readonly shiftKey?: boolean;
  readonly ctrlKey?: boolean;
  readonly altKey?: boolean;
  readonly metaKey?: boolean;
}

// Built from the symbol table so the key map and the table cannot disagree.
const baseLayer = new Map(symbolTable.filter((s) => !s.shiftOf).map((s) => [s.key, s.symbol]));
const shiftLayer = new Map(symbolTable.flatMap((s) => (s.shiftOf ? [[s.shiftOf, s.symbol] as const] : [])));

/**
 * The symbol a physical key press types (spec §3), or null when the press is not typing: keys held
 * with Ctrl, Alt or Meta are left to the browser, and Enter, Tab, Backspace, arrows, function keys
 * and shifted digits type nothing.
 */
export function mapKey(event: KeyInput): string | null {
  if (event.ctrlKey || event.altKey || event.metaKey) return null;
  const { key } = event;
  if (/^[a-z]$/i.test(key)) {
    // The Shift flag, not the case of `key`, decides, so Caps Lock never matters.
    const base = key.toLowerCase();
    return (event.shiftKey ? shiftLayer.get(base) : undefined) ?? baseLayer.get(base) ?? null;
  }
  const symbol = baseLayer.get(key);
  if (symbol) return symbol;
  if (answerPunctuation.has(key)) return key;
  // A system keyboard that already types the model's symbols (such as ours) passes straight through.
  const composed = key.normalize('NFC');
  return keyboardSymbols.has(composed) ? composed : null;
}

/** What Shift turns a symbol into: ʞ for k, ꟼ for p, the symbol itself otherwise. */
export function shifted(symbol: string): string {
  return shiftLayer.get(symbol) ?? symbol;
}
