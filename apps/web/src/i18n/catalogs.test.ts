// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { languages } from '@tp/contract/constants';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, 'locales');
const namespaces = readdirSync(join(root, 'en')).filter((file) => file.endsWith('.json'));

type Catalog = { [key: string]: string | Catalog };

/** Flattens a catalog to `a.b.c` → value. */
function flatten(catalog: Catalog, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(catalog)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

const read = (language: string, namespace: string): Map<string, string> =>
  flatten(JSON.parse(readFileSync(join(root, language, namespace), 'utf8')) as Catalog);

const placeholders = (text: string): string[] =>
  [...text.matchAll(/{{\s*([\w.]+)\s*}}/g)].map((m) => m[1] ?? '').sort();

/** The markup tags of a text (`<email/>`, `<settings>…</settings>`), which `<Trans>` turns into elements. */
const tags = (text: string): string[] => [...text.matchAll(/<\/?(\w+)\s*\/?>/g)].map((m) => m[0]).sort();

describe('translation catalogs', () => {
  it('exist for the 12 languages and at least the common and auth namespaces', () => {
    expect(readdirSync(root).sort()).toEqual([...languages].sort());
    expect(namespaces).toEqual(expect.arrayContaining(['common.json', 'auth.json']));
  });

  for (const language of languages) {
    for (const namespace of namespaces) {
      it(`${language}/${namespace} has every English key with its placeholders`, () => {
        const english = read('en', namespace);
        const other = read(language, namespace);
        const missing = [...english.keys()].filter((key) => !other.has(key));
        expect(missing, 'missing keys').toEqual([]);
        const wrong = [...english].filter(
          ([key, text]) => placeholders(other.get(key) ?? '').join() !== placeholders(text).join(),
        );
        expect(
          wrong.map(([key]) => key),
          'keys whose {{placeholders}} differ from English',
        ).toEqual([]);
        const mistagged = [...english].filter(
          ([key, text]) => tags(other.get(key) ?? '').join() !== tags(text).join(),
        );
        expect(
          mistagged.map(([key]) => key),
          'keys whose <tags> differ from English',
        ).toEqual([]);
        for (const text of other.values()) expect(text.trim()).not.toBe('');
      });
    }
  }
});
