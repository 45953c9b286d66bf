/** Writes the client types of the API's OpenAPI document (`npm run openapi:types`). */
import { writeFile } from 'node:fs/promises';
import { createTestApp } from '../test-app';
import { clientTypes, clientTypesFile, openApiDocument } from './client-types';

const t = await createTestApp();
try {
  await writeFile(clientTypesFile, await clientTypes(await openApiDocument(t.app)));
  console.log(`wrote ${clientTypesFile}`);
} finally {
  await t.close();
}
