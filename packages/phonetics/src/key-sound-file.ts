/**
 * The file name of a keyboard symbol's sound: its code points in lower-case hex, at least four digits,
 * joined by '-' (ɑ → 0251.mp3, k → 006b.mp3). Code points keep the names ASCII and unambiguous
 * whatever the symbol; the content build writes them and the keyboard fetches them.
 */
export function keySoundFile(symbol: string): string {
  const codePoints = Array.from(symbol.normalize('NFC'), (char) =>
    char.codePointAt(0)?.toString(16).padStart(4, '0'),
  );
  return `${codePoints.join('-')}.mp3`;
}
