/** A JSON value of the document, walked and rewritten as a tree. */
type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const componentRef = '#/components/schemas/';

/** Rewrites every node of a tree, children first. */
function rewrite(node: Json, visit: (node: Json) => Json): Json {
  if (Array.isArray(node)) return visit(node.map((child) => rewrite(child, visit)));
  if (node && typeof node === 'object') {
    return visit(
      Object.fromEntries(Object.entries(node).map(([key, child]) => [key, rewrite(child, visit)])),
    );
  }
  return visit(node);
}

const refOf = (node: Json) =>
  node && typeof node === 'object' && !Array.isArray(node) && typeof node.$ref === 'string'
    ? node.$ref.slice(componentRef.length)
    : null;

/** Points references to renamed components at their new names. */
const renamed = (node: Json, names: ReadonlyMap<string, string>) =>
  rewrite(node, (n) => {
    const name = refOf(n);
    return name !== null && names.has(name) ? { $ref: componentRef + names.get(name) } : n;
  });

/**
 * A tuple's items: JSON Schema 2020-12 closes a tuple with `items: false`, which OpenAPI linters
 * read as an array without items; its elements' schema says the same with its length.
 */
const tupleItems = (node: Json): Json => {
  if (!node || typeof node !== 'object' || Array.isArray(node) || node.items !== false) return node;
  if (!Array.isArray(node.prefixItems)) return node;
  const kinds = [...new Set(node.prefixItems.map((item) => JSON.stringify(item)))].map((k) => JSON.parse(k));
  return { ...node, items: kinds.length === 1 ? kinds[0] : { anyOf: kinds } };
};

/**
 * Tidies the components of the generated document. Each named schema comes as read (`Name`) and
 * as sent (`NameInput`); where both read alike, requests use `Name` too. Components no operation
 * reaches are left out, an input alone takes the plain name, and tuples are given their items.
 */
export function documentComponents<D extends object>(generated: D): D {
  const document = rewrite(generated as Json, tupleItems) as { [key: string]: Json } & {
    components: { schemas?: Record<string, Json> };
  };
  const schemas = document.components.schemas ?? {};
  // One input may read like its output only once the inputs it refers to do: merge until none more.
  const merged = new Map<string, string>();
  for (let changed = true; changed; ) {
    changed = false;
    for (const name of Object.keys(schemas)) {
      const output = name.replace(/Input$/, '');
      if (name === output || merged.has(name) || !(output in schemas)) continue;
      const same =
        JSON.stringify(renamed(schemas[name] ?? null, merged)) ===
        JSON.stringify(renamed(schemas[output] ?? null, merged));
      if (same) {
        merged.set(name, output);
        changed = true;
      }
    }
  }
  const { components, ...rest } = renamed(document, merged) as typeof document;
  const kept = reachable(rest, (components.schemas ?? {}) as Record<string, Json>);
  // An input whose output no operation uses (a request body) takes the plain name.
  const plain = new Map<string, string>();
  for (const name of Object.keys(kept)) {
    const output = name.replace(/Input$/, '');
    if (output !== name && !(output in kept)) plain.set(name, output);
  }
  const named = Object.entries(kept).map(
    ([name, schema]) => [plain.get(name) ?? name, renamed(schema, plain)] as const,
  );
  return {
    ...(renamed(rest, plain) as object),
    components: { ...components, schemas: Object.fromEntries(named.sort(([a], [b]) => a.localeCompare(b))) },
  } as D;
}

/** The component schemas that `root` refers to, directly or through other components. */
function reachable(root: Json, schemas: Record<string, Json>): Record<string, Json> {
  const found = new Map<string, Json>();
  const visit = (node: Json) =>
    rewrite(node, (n) => {
      const name = refOf(n);
      if (name !== null && !found.has(name) && name in schemas) {
        found.set(name, schemas[name] ?? null);
        visit(schemas[name] ?? null);
      }
      return n;
    });
  visit(root);
  return Object.fromEntries(found);
}
