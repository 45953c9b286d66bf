import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

export const root = join(import.meta.dirname, '../..');

const skipped = new Set(['node_modules', '.git', 'dist', 'data', 'test-results', 'playwright-report']);

/** The repository's files whose names end in one of `extensions`, as paths from its root. */
export function repositoryFiles(extensions: readonly string[]): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (skipped.has(entry.name)) continue;
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (extensions.some((extension) => entry.name.endsWith(extension))) {
        found.push(relative(root, path));
      }
    }
  };
  walk(root);
  return found.sort();
}

export function readText(path: string): string {
  return readFileSync(join(root, path), 'utf8');
}
