/**
 * C0 control characters and DEL, which no text of the API may hold (databases refuse NUL, and the
 * rest only hide text or drive terminals). Tab, line feed and carriage return are text.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is its purpose.
const controlCharacter = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

export const controlCharacterMessage = 'Control characters are not allowed';

/** A value met in the walk: its key and the entry it is held in, none for the value walked. */
type Entry = { value: unknown; key: string; parent: Entry } | { value: unknown; key?: never; parent?: never };

const pathOf = (entry: Entry): string => {
  const keys: string[] = [];
  for (let at = entry; at.parent; at = at.parent) keys.push(at.key);
  return keys.reverse().join('.') || 'body';
};

/**
 * The path (`options.2`) of the first string in `value` (a key or a value) that holds a control
 * character, `body` for `value` itself, or null. Walked with a stack of its own rather than by
 * recursion, each path made only once found, so that however deep the value its cost is its
 * size's and the call stack never overflows.
 */
export function findControlCharacter(value: unknown): string | null {
  const pending: Entry[] = [{ value }];
  for (let entry = pending.pop(); entry; entry = pending.pop()) {
    if (entry.parent && controlCharacter.test(entry.key)) return pathOf(entry);
    const held = entry.value;
    if (typeof held === 'string' && controlCharacter.test(held)) return pathOf(entry);
    if (typeof held !== 'object' || held === null) continue;
    // Pushed last to first, so that they are looked at in order.
    const items = Object.entries(held);
    for (let i = items.length - 1; i >= 0; i--) {
      const [key, item] = items[i] as [string, unknown];
      pending.push({ value: item, key, parent: entry });
    }
  }
  return null;
}
