/**
 * C0 control characters and DEL, which no text of the API may hold (databases refuse NUL, and the
 * rest only hide text or drive terminals). Tab, line feed and carriage return are text.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is its purpose.
const controlCharacter = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

export const controlCharacterMessage = 'Control characters are not allowed';

/** The path (`options.2`) of the first string in `value` that holds a control character, or null. */
export function findControlCharacter(value: unknown, path: readonly (string | number)[] = []): string | null {
  if (typeof value === 'string') return controlCharacter.test(value) ? path.join('.') || 'body' : null;
  if (typeof value !== 'object' || value === null) return null;
  for (const [key, item] of Object.entries(value)) {
    if (controlCharacter.test(key)) return [...path, key].join('.');
    const found = findControlCharacter(item, [...path, key]);
    if (found !== null) return found;
  }
  return null;
}
