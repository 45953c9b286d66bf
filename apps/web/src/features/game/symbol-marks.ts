/** A run of an info text: plain text, or a symbol the learner can play. */
export type TextPart = { readonly text: string } | { readonly symbol: string };

// One lower-case letter in square brackets, `[ʇ]`, but for the four Latin letters the keyboard has
// no key for (a c q x type ʃ ϫ ʒ ʊ). Told by its form rather than by the phonetic model's table, so
// that the first screen does not load the model; the course's test holds every mark to the table.
const mark = /\[([\p{Ll}\p{Lo}])\]/gu;
const notOnTheKeyboard = /[acqx]/;

/**
 * Splits an info text at its symbol marks: `[ʇ]`, one keyboard symbol in square brackets, becomes
 * that symbol; anything else, brackets included, stays text as written.
 */
export function splitSymbolMarks(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let from = 0;
  for (const match of text.matchAll(mark)) {
    const symbol = match[1] ?? '';
    if (notOnTheKeyboard.test(symbol)) continue;
    if (match.index > from) parts.push({ text: text.slice(from, match.index) });
    parts.push({ symbol });
    from = match.index + match[0].length;
  }
  if (from < text.length) parts.push({ text: text.slice(from) });
  return parts;
}
