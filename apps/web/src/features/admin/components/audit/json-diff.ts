/** One field that a change touched: absent on the side where it did not exist. */
export interface FieldChange {
  /** Where in the record, as `title`, `translations.fr` or `items[2]`. */
  path: string;
  before?: string;
  after?: string;
}

/** The record's leaves, path → the value as JSON. An empty object or list is a leaf. */
function leaves(value: unknown, path = '', out = new Map<string, string>()): Map<string, string> {
  if (value === null || value === undefined) {
    if (path) out.set(path, 'null');
    return out;
  }
  if (typeof value !== 'object') return out.set(path, JSON.stringify(value));
  const entries = Array.isArray(value)
    ? value.map((item, i) => [`${path}[${i}]`, item] as const)
    : Object.entries(value).map(([key, item]) => [path ? `${path}.${key}` : key, item] as const);
  if (entries.length === 0) return out.set(path, JSON.stringify(value));
  for (const [childPath, item] of entries) leaves(item, childPath, out);
  return out;
}

/**
 * The fields that differ between a record before and after a change, in the record's order: all of
 * them for a creation (nothing before) or a deletion (nothing after).
 */
export function jsonDiff(before: unknown, after: unknown): FieldChange[] {
  const old = leaves(before);
  const now = leaves(after);
  const paths = [...new Set([...old.keys(), ...now.keys()])];
  return paths
    .filter((path) => old.get(path) !== now.get(path))
    .map((path) => ({
      path,
      ...(old.has(path) ? { before: old.get(path) } : {}),
      ...(now.has(path) ? { after: now.get(path) } : {}),
    }));
}
