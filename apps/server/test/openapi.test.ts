import { allEndpoints, operationIds } from '@tp/contract';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractDocument } from '../src/platform/openapi';
import { createTestApp, type TestApp, uniqueEmail } from './test-app';

interface Operation {
  operationId?: string;
  security?: unknown[];
  responses: Record<string, { content?: Record<string, { schema: object }> }>;
}
interface Document {
  servers: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, object> };
}

let t: TestApp;
let document: Document;
beforeAll(async () => {
  t = await createTestApp();
  const res = await t.app.inject('/api/docs/json');
  expect(res.statusCode).toBe(200);
  document = res.json();
});
afterAll(() => t.close());

describe('the OpenAPI document', () => {
  it('is the one built from the contract alone, which `npm run lint:api` lints', async () => {
    expect(document).toEqual(await contractDocument('http://tp.test'));
  });

  it('names every operation once, as the contract does, and says which need no sign-in', () => {
    const operations = Object.values(document.paths).flatMap((path) => Object.values(path));
    const ids = operations.map((operation) => operation.operationId);
    expect(ids).toHaveLength(allEndpoints.length);
    expect(new Set(ids).size).toBe(allEndpoints.length);
    expect(ids.sort()).toEqual([...operationIds.values()].sort());
    expect(document.paths['/api/v1/subscribe']?.post?.security).toEqual([]);
    // The course is anyone's, and tells a premium learner's token from none.
    expect(document.paths['/api/v1/levels']?.get?.security).toEqual([{}, { bearerAuth: [] }]);
    expect(document.paths['/api/v1/me']?.get?.security).toEqual([{ bearerAuth: [] }]);
    expect(document.servers).toEqual([{ url: 'http://tp.test' }]);
  });
});

/**
 * A client that trusts the document: each answer must match the schema the document gives for
 * its operation and status, named components included.
 */
describe('the answers the document promises', () => {
  const validator = () => {
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats.default(ajv);
    ajv.addSchema({ $id: 'openapi.json', components: document.components }, 'openapi.json');
    return ajv;
  };

  async function call(method: 'GET' | 'POST', path: string, init: { payload?: object; token?: string } = {}) {
    const res = await t.app.inject({
      method,
      url: path,
      payload: init.payload,
      headers: init.token ? { authorization: `Bearer ${init.token}` } : {},
    });
    const operation = document.paths[path.replace(/\?.*/, '')]?.[method.toLowerCase()];
    const schema = operation?.responses[res.statusCode]?.content?.['application/json']?.schema;
    if (!schema) throw new Error(`${method} ${path}: the document gives no body for ${res.statusCode}`);
    // The document's references point into its components, which the validator holds as openapi.json.
    const resolved = JSON.parse(
      JSON.stringify(schema).replaceAll('"#/components/', '"openapi.json#/components/'),
    );
    const validate = validator().compile(resolved);
    const body = res.json();
    expect(validate(body), JSON.stringify(validate.errors)).toBe(true);
    return { status: res.statusCode, body };
  }

  it('reads the course (empty here: this app has no demo course)', async () => {
    const { status, body } = await call('GET', '/api/v1/levels?lang=fr');
    expect(status).toBe(200);
    expect(body.levels).toEqual([]);
  });

  it('signs up, signs in, then reads the account with the token it got', async () => {
    const email = uniqueEmail('openapi');
    const password = 'correct horse battery';
    const signup = await call('POST', '/api/v1/signup', {
      payload: { name: 'Grace Hopper', email, password, confirmPassword: password },
    });
    expect(signup.status).toBe(202);
    expect(signup.body.message).toMatch(/inbox/);
    const signin = await call('POST', '/api/v1/signin', { payload: { email, password } });
    expect(signin.status).toBe(200);
    const me = await call('GET', '/api/v1/me', { token: signin.body.token });
    expect(me.body.user.email).toBe(email);
  });

  it('gets the API’s error body for a bad request', async () => {
    const { status, body } = await call('POST', '/api/v1/signin', {
      payload: { email: 'not an address', password: '' },
    });
    expect(status).toBe(400);
    expect(body.error.code).toBe('validation_failed');
  });
});
