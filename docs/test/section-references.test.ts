import { describe, expect, it } from 'vitest';
import { readText, repositoryFiles } from './repository-files';

/** A numbered section of a document, and the rules it names: its subheadings and bold lead terms. */
type Sections = Map<string, Set<string>>;

function sectionsOf(path: string): Sections {
  const sections: Sections = new Map();
  let names: Set<string> | undefined;
  for (const line of readText(path).split('\n')) {
    const numbered = /^## (\d+)\. /.exec(line);
    if (numbered?.[1]) {
      names = new Set();
      sections.set(numbered[1], names);
      continue;
    }
    const name = /^### (.+)$/.exec(line)?.[1] ?? /^- \*\*([^*]+)\*\*/.exec(line)?.[1];
    if (name) names?.add(name);
  }
  return sections;
}

const documents = {
  design: sectionsOf('docs/design.md'),
  spec: sectionsOf('docs/product-spec.md'),
};

// The document a § belongs to is the one named last before it, close enough to be the same phrase.
const documentName = /docs\/design\.md|\bspec\b|\bRFC \d+/gi;
const reference = /§(\d+)(?: "([^"]+)")?/g;

/** Every `§N` of the repository's code and docs that names no section of the document it cites. */
function unresolvedReferences(): string[] {
  const unresolved: string[] = [];
  for (const path of repositoryFiles(['.ts', '.tsx', '.md', '.mjs'])) {
    const text = readText(path);
    for (const match of text.matchAll(reference)) {
      const [found, number = '', quoted] = match;
      // A name broken over two comment lines reads as one.
      const name = quoted?.replace(/\s*\n\s*(?:\*|\/\/)?\s*/g, ' ');
      const before = text.slice(Math.max(0, match.index - 100), match.index);
      const cited = [...before.matchAll(documentName)].at(-1)?.[0].toLowerCase();
      if (cited?.startsWith('rfc')) continue;
      const line = text.slice(0, match.index).split('\n').length;
      const where = `${path}:${line} ${found.split('\n')[0]}`;
      if (!cited) {
        unresolved.push(`${where}: names neither docs/design.md nor the spec`);
        continue;
      }
      const section = (cited === 'spec' ? documents.spec : documents.design).get(number);
      if (!section) unresolved.push(`${where}: no section ${number} in the ${cited}`);
      else if (name && !section.has(name)) unresolved.push(`${where}: no "${name}" in its section`);
    }
  }
  return unresolved;
}

describe('section references', () => {
  it('each § of the code and docs names a section of docs/design.md or the spec', () => {
    expect(unresolvedReferences()).toEqual([]);
  });

  it('the documents cited are in the repository', () => {
    expect(documents.design.size).toBeGreaterThanOrEqual(8);
    expect(documents.spec.size).toBeGreaterThanOrEqual(9);
    expect(documents.design.get('5')).toContain('Guests');
    expect(documents.spec.get('2')).toContain('Header and menus');
  });
});
