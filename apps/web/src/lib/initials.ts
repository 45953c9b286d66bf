const words = (name: string): string[] => name.trim().split(/\s+/).filter(Boolean);

/** Header avatar: first letter of the first and of the last word, upper-cased. */
export function headerInitials(name: string): string {
  const parts = words(name);
  const first = parts[0];
  if (!first) return '';
  const last = parts.length > 1 ? parts[parts.length - 1] : undefined;
  return (firstLetter(first) + (last ? firstLetter(last) : '')).toUpperCase();
}

/** Profile avatar: first letters of the first two words, else the first letter. */
export function profileInitials(name: string): string {
  return words(name).slice(0, 2).map(firstLetter).join('').toUpperCase();
}

// Code points, not UTF-16 units, so names outside the BMP keep whole letters.
const firstLetter = (word: string): string => Array.from(word)[0] ?? '';

/** Avatar backgrounds that all keep white text at WCAG AA (≥ 4.5:1). */
export const avatarPalette = [
  '#1d4ed8',
  '#047857',
  '#b91c1c',
  '#7c3aed',
  '#be185d',
  '#0e7490',
  '#9a3412',
  '#4338ca',
  '#374151',
  '#15803d',
] as const;

export function randomAvatarColor(random: () => number = Math.random): string {
  return avatarPalette[Math.floor(random() * avatarPalette.length)] ?? avatarPalette[0];
}
