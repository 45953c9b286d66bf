import { readFile } from 'node:fs/promises';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { allEndpoints, operationIds } from '@tp/contract';
import createClient from 'openapi-fetch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientTypes, clientTypesFile, openApiDocument } from './openapi/client-types';
import type { paths } from './openapi/schema';
import { createTestApp, type TestApp, uniqueEmail } from './test-app';

let t: TestApp;
let document: string;
beforeAll(async () => {
  t = await createTestApp();
  document = await openApiDocument(t.app);
});
afterAll(() => t.close());

/** A fetch that hands each request to the app in-process, as a generated client would send it. */
function injectFetch(app: TestApp['app']): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const res = await app.inject({
      method: request.method as 'GET',
      url: new URL(request.url).pathname + new URL(request.url).search,
      headers: Object.fromEntries(request.headers),
      ...(request.body ? { payload: Buffer.from(await request.arrayBuffer()) } : {}),
    });
    return new Response(res.statusCode === 204 ? null : res.rawPayload, {
      status: res.statusCode,
      headers: res.headers as Record<string, string>,
    });
  };
}

describe('the OpenAPI document', () => {
  it('passes Redocly’s recommended rules without an error', async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source: document, absoluteRef: 'openapi.json', config });
    const errors = problems.filter((p) => p.severity === 'error');
    expect(errors.map((p) => `${p.ruleId}: ${p.message} at ${p.location[0]?.pointer}`)).toEqual([]);
  });

  it('names every operation once, as the contract does, and says which need no sign-in', () => {
    const spec = JSON.parse(document) as {
      servers: { url: string }[];
      paths: Record<string, Record<string, { operationId?: string; security?: unknown[] }>>;
    };
    const operations = Object.values(spec.paths).flatMap((path) => Object.values(path));
    const ids = operations.map((operation) => operation.operationId);
    expect(ids).toHaveLength(allEndpoints.length);
    expect(new Set(ids).size).toBe(allEndpoints.length);
    expect(ids.sort()).toEqual([...operationIds.values()].sort());
    expect(spec.paths['/api/v1/subscribe']?.post?.security).toEqual([]);
    // The course is anyone's, and tells a premium learner's token from none.
    expect(spec.paths['/api/v1/levels']?.get?.security).toEqual([{}, { bearerAuth: [] }]);
    expect(spec.paths['/api/v1/me']?.get?.security).toEqual([{ bearerAuth: [] }]);
    expect(spec.servers).toEqual([{ url: 'http://tp.test' }]);
  });

  it('gives a generated client the types kept in test/openapi (npm run openapi:types writes them)', async () => {
    expect(await clientTypes(document)).toBe(await readFile(clientTypesFile, 'utf8'));
  });
});

describe('a client generated from the document', () => {
  const client = () => createClient<paths>({ baseUrl: 'http://tp.test', fetch: injectFetch(t.app) });

  it('reads the course (empty here: this app has no demo course)', async () => {
    const { data, response } = await client().GET('/api/v1/levels', { params: { query: { lang: 'fr' } } });
    expect(response.status).toBe(200);
    expect(data?.levels).toEqual([]);
  });

  it('signs up, signs in, then reads the account with the token it got', async () => {
    const email = uniqueEmail('openapi');
    const password = 'correct horse battery';
    const signup = await client().POST('/api/v1/signup', {
      body: { name: 'Grace Hopper', email, password, confirmPassword: password },
    });
    expect(signup.response.status).toBe(202);
    expect(signup.data?.message).toMatch(/inbox/);
    const signin = await client().POST('/api/v1/signin', { body: { email, password } });
    const token = signin.data?.token ?? '';
    const me = await client().GET('/api/v1/me', { headers: { authorization: `Bearer ${token}` } });
    expect(me.data?.user.email).toBe(email);
  });

  it('gets the API’s error body, typed, for a bad request', async () => {
    const { error, response } = await client().POST('/api/v1/signin', {
      body: { email: 'not an address', password: '' },
    });
    expect(response.status).toBe(400);
    expect(error?.error.code).toBe('validation_failed');
  });
});
