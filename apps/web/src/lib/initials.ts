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

// Dark enough for white text at WCAG AA (≥ 4.5:1) whatever the hue; yellow is the closest call.
const saturation = 0.65;
const lightness = 0.26;

/** An HSL colour as `#rrggbb`. */
export function hslToHex(hue: number, s = saturation, l = lightness): string {
  const a = s * Math.min(l, 1 - l);
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12;
    const value = l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

/**
 * An avatar's colour, a hue picked by hashing the user's id: it looks random across users but stays
 * the same for one, from page to page, in the header, the profile and the admin's list alike.
 */
export function avatarColourFor(id: string): string {
  let hash = 0;
  for (const character of id) hash = (hash * 31 + (character.codePointAt(0) ?? 0)) >>> 0;
  return hslToHex(hash % 360);
}
