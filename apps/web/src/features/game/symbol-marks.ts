import { keyboardSymbols } from '@tp/phonetics';

/** A run of an info text: plain text, or a symbol the learner can play. */
export type TextPart = { readonly text: string } | { readonly symbol: string };

// One character in square brackets: `[ʇ]`.
const mark = /\[(\S)\]/gu;

/**
 * Splits an info text at its symbol marks: `[ʇ]`, one keyboard symbol in square brackets, becomes
 * that symbol; anything else, brackets included, stays text as written.
 */
export function splitSymbolMarks(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let from = 0;
  for (const match of text.matchAll(mark)) {
    const symbol = match[1] ?? '';
    if (!keyboardSymbols.has(symbol)) continue;
    if (match.index > from) parts.push({ text: text.slice(from, match.index) });
    parts.push({ symbol });
    from = match.index + match[0].length;
  }
  if (from < text.length) parts.push({ text: text.slice(from) });
  return parts;
}
