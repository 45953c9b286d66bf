/**
 * Writes the API's OpenAPI document, built from the contract, to the file named by its argument
 * (`npm run lint:api` lints it). Its server is wherever it is served from.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { contractDocument } from '../src/platform/openapi';

const file = process.argv[2];
if (!file) throw new Error('usage: write-openapi.ts <file>');
await mkdir(path.dirname(file), { recursive: true });
await writeFile(file, `${JSON.stringify(await contractDocument('/'), null, 2)}\n`);
