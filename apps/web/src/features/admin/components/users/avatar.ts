/** The name's first letter (a whole code point), upper-cased. */
export function initialOf(name: string): string {
  return Array.from(name.trim())[0]?.toLocaleUpperCase() ?? '?';
}

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

/** A hue picked by hashing the user's id: it looks random across users but stays the same for one. */
export function avatarColourFor(id: string): string {
  let hash = 0;
  for (const character of id) hash = (hash * 31 + (character.codePointAt(0) ?? 0)) >>> 0;
  return hslToHex(hash % 360);
}
