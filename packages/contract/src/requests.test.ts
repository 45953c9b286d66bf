/// <reference types="node" />
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { changePasswordBody, resetPasswordBody, signupBody } from './account-requests';
import { emailPattern } from './constants';
import { email } from './request-fields';

// The forms import these modules as values: what they import, all the way down, reaches the web's
// screens, where classic zod would weigh 39 KB of gzip.
const dir = new URL('.', import.meta.url);
const requestModules = readdirSync(dir).filter((file) => /^[\w-]+-requests\.ts$/.test(file));

/** The module specifiers a source file imports or re-exports. */
const importsOf = (file: string): string[] =>
  [...readFileSync(new URL(file, dir), 'utf8').matchAll(/^(?:import|export)\b[^;]*?from '([^']+)'/gm)].map(
    (match) => match[1] ?? '',
  );

/** Every package a module reaches through its relative imports, type-only ones included. */
function packagesReached(file: string, seen = new Set<string>()): Set<string> {
  const packages = new Set<string>();
  if (seen.has(file)) return packages;
  seen.add(file);
  for (const specifier of importsOf(file)) {
    if (specifier.startsWith('./')) {
      for (const name of packagesReached(`${specifier.slice(2)}.ts`, seen)) packages.add(name);
    } else packages.add(specifier);
  }
  return packages;
}

describe('the request schemas the forms validate with', () => {
  it('are found', () => {
    expect(requestModules).toEqual(expect.arrayContaining(['account-requests.ts', 'site-requests.ts']));
  });

  it.each(requestModules)('%s reaches zod only through its tree-shakable build', (file) => {
    expect([...packagesReached(file)]).toEqual(['zod/mini']);
  });
});

describe('an e-mail address', () => {
  it('is taken without the spaces around it, and refused when it is not one', () => {
    expect(z.parse(email, ' ada@example.com ')).toBe('ada@example.com');
    expect(z.safeParse(email, 'ada at example.com').success).toBe(false);
    expect(z.safeParse(email, `${'a'.repeat(250)}@example.com`).success).toBe(false);
  });

  it("is checked by zod's own pattern, which the forms without zod test as well", () => {
    // Zod escapes the hyphens that close its character classes; they mean the same unescaped.
    expect(emailPattern.source).toBe(z.regexes.email.source.replaceAll('\\-]', '-]'));
  });
});

describe('a new password', () => {
  const eight = 'Zq8#mT2v';
  const seven = eight.slice(0, 7);
  const signup = (password: string) =>
    z.safeParse(signupBody, { name: 'Ada', email: 'ada@example.com', password, confirmPassword: password });
  const reset = (newPassword: string) =>
    z.safeParse(resetPasswordBody, { token: 'a'.repeat(43), newPassword });
  const change = (newPassword: string) =>
    z.safeParse(changePasswordBody, {
      currentPassword: 'old one',
      newPassword,
      confirmPassword: newPassword,
    });

  it.each([
    ['sign-up', signup],
    ['reset', reset],
    ['change', change],
  ])('has at least eight characters at %s', (_, parse) => {
    expect(parse(seven).success).toBe(false);
    expect(parse(eight).success).toBe(true);
  });
});
