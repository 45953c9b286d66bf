/** Cuts text to `max` characters (whole code points) plus an ellipsis; shorter text is kept as is. */
export function truncate(text: string, max: number): string {
  const characters = Array.from(text);
  return characters.length > max ? `${characters.slice(0, max).join('').trimEnd()}…` : text;
}
