import { Readable } from 'node:stream';
import { allEndpoints, controlCharacterMessage, type Endpoint, errorBody, fillPath } from '@tp/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, pathOf, signInAsAdmin, type TestApp } from './test-app';

// Every endpoint with a body or a query gets the whole battery; new endpoints join automatically.
const withInput = allEndpoints.filter((e) => e.body || e.query);

let t: TestApp;
let adminToken: string;

beforeAll(async () => {
  t = await createTestApp();
  adminToken = await signInAsAdmin(t);
});
afterAll(() => t.close());

const huge = 'x'.repeat(20_000);
const garbage: unknown[] = [
  null,
  0,
  -1,
  1e308,
  true,
  'string',
  huge,
  [],
  [1, 2],
  {},
  { $gt: '' },
  [[[[[]]]]],
];
const deep = JSON.parse(`${'{"a":'.repeat(500)}1${'}'.repeat(500)}`);

/** The input's top-level fields, read from the contract's schema. */
const fieldsOf = (schema: z.core.$ZodType): string[] => {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as { properties?: object };
  return Object.keys(json.properties ?? {});
};

type Attempt = { label: string; body?: string | Buffer; contentType?: string; query?: string };

function bodyAttempts(e: Endpoint): Attempt[] {
  if (!e.body) return [];
  const fields = fieldsOf(e.body);
  const json = (label: string, value: unknown): Attempt => ({
    label,
    body: JSON.stringify(value),
    contentType: 'application/json',
  });
  return [
    { label: 'invalid JSON', body: '{"name": ', contentType: 'application/json' },
    { label: 'empty JSON body', body: '', contentType: 'application/json' },
    { label: 'text/plain', body: 'name=a', contentType: 'text/plain' },
    { label: 'form-encoded', body: 'name=a&email=b', contentType: 'application/x-www-form-urlencoded' },
    { label: 'binary', body: Buffer.from([0, 255, 1, 254]), contentType: 'application/octet-stream' },
    {
      label: 'over the body limit',
      body: JSON.stringify({ x: 'y'.repeat(200_000) }),
      contentType: 'application/json',
    },
    json('null', null),
    json('array', []),
    json('number', 42),
    json('string', 'hello'),
    json('missing fields', {}),
    json('deeply nested', deep),
    json(
      'prototype pollution',
      JSON.parse('{"__proto__": {"role": "admin"}, "constructor": {"prototype": {"x": 1}}}'),
    ),
    json('unknown field only', { isAdmin: true }),
    ...fields.flatMap((field) =>
      garbage.map((value) => json(`${field} = ${JSON.stringify(value).slice(0, 20)}`, { [field]: value })),
    ),
    ...fields.map((field) =>
      json(
        `every field but ${field} huge`,
        Object.fromEntries(fields.map((f) => [f, f === field ? huge : 'x'])),
      ),
    ),
  ];
}

function queryAttempts(e: Endpoint): Attempt[] {
  if (!e.query) return [];
  const fields = fieldsOf(e.query);
  return [
    { label: 'no query', query: '' },
    { label: 'unknown parameter', query: 'zzz=1' },
    ...fields.flatMap((f) => [
      { label: `${f} empty`, query: `${f}=` },
      { label: `${f} repeated`, query: `${f}=a&${f}=b` },
      { label: `${f} huge`, query: `${f}=${huge}` },
      { label: `${f} nested`, query: `${f}[a][b]=1` },
      { label: `${f} bad encoding`, query: `${f}=%E0%A4%A` },
    ]),
  ];
}

/** Whether the endpoint's schema takes the attempt as valid input (then it is not malformed). */
function valid(e: Endpoint, a: Attempt): boolean {
  if (a.query !== undefined) {
    return e.query?.safeParse(Object.fromEntries(new URLSearchParams(a.query))).success ?? false;
  }
  if (a.contentType !== 'application/json' || typeof a.body !== 'string') return false;
  try {
    return e.body ? z.safeParse(e.body, JSON.parse(a.body)).success : false;
  } catch {
    return false;
  }
}

const cases = withInput.flatMap((e) =>
  [...bodyAttempts(e), ...queryAttempts(e)]
    .filter((a) => !valid(e, a))
    .map((a) => [`${e.method} ${e.path}: ${a.label}`, e, a] as const),
);

describe('malformed input', () => {
  it('covers the endpoints that take input', () => {
    expect(withInput.length).toBeGreaterThanOrEqual(6);
  });

  it.each(cases)('%s → 4xx with the error body', async (_, e, a) => {
    const res = await t.app.inject({
      method: e.method,
      url: `${pathOf(e)}${a.query !== undefined ? `?${a.query}` : ''}`,
      headers: {
        authorization: `Bearer ${adminToken}`,
        ...(a.contentType ? { 'content-type': a.contentType } : {}),
      },
      ...(a.body !== undefined ? { payload: a.body } : {}),
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(errorBody.safeParse(res.json()).success).toBe(true);
  });

  type ControlInput = { body?: object; query?: Record<string, string>; params?: Record<string, string> };
  const controls = ['a\u0000b', 'a\u001bb', 'a\u007fb'];
  const controlCases = allEndpoints.flatMap((e) => [
    ...(e.body ? fieldsOf(e.body) : []).flatMap((field) =>
      controls.map(
        (text) =>
          [
            `${e.method} ${e.path}: body ${field} = ${JSON.stringify(text)}`,
            e,
            { body: { [field]: text } },
            field,
          ] as const,
      ),
    ),
    ...(e.query ? fieldsOf(e.query) : []).flatMap((field) =>
      controls.map(
        (text) =>
          [
            `${e.method} ${e.path}: query ${field} = ${JSON.stringify(text)}`,
            e,
            { query: { [field]: text } },
            field,
          ] as const,
      ),
    ),
    ...[...e.path.matchAll(/:(\w+)/g)].map(
      ([, param = '']) =>
        [`${e.method} ${e.path}: ${param} with NUL`, e, { params: { [param]: 'a\u0000b' } }, param] as const,
    ),
  ]);

  it.each(controlCases)('%s → 400 naming the field', async (_, e, input: ControlInput, field) => {
    const params = Object.fromEntries([...e.path.matchAll(/:(\w+)/g)].map(([, p = '']) => [p, '1']));
    const res = await t.app.inject({
      method: e.method,
      url: `${fillPath(e.path, { ...params, ...input.params })}${input.query ? `?${new URLSearchParams(input.query)}` : ''}`,
      headers: { authorization: `Bearer ${adminToken}` },
      ...(input.body ? { payload: input.body } : {}),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ [field]: controlCharacterMessage });
  });

  /** `depth` arrays inside one another: `[[…]]`. */
  const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
  const deepCases = allEndpoints
    .filter((e) => e.body)
    .flatMap((e) => [
      [`${e.method} ${e.path}: 33 levels`, e, nested(33)] as const,
      [`${e.method} ${e.path}: 1,000 levels`, e, nested(1000)] as const,
      // 20 KB, within the body limit: deep enough to overflow a recursive walk's stack.
      [`${e.method} ${e.path}: 10,000 levels`, e, nested(10_000)] as const,
      // 200 KB: sent without a length, so that only its depth can stop it before the body limit.
      [`${e.method} ${e.path}: 100,000 levels, streamed`, e, Readable.from([nested(100_000)])] as const,
    ]);
  const callAs = (signedIn: boolean, e: Endpoint, payload: string | Readable) =>
    t.app.inject({
      method: e.method,
      url: pathOf(e),
      headers: {
        'content-type': 'application/json',
        ...(signedIn ? { authorization: `Bearer ${adminToken}` } : {}),
        ...(typeof payload === 'string' ? {} : { 'transfer-encoding': 'chunked' }),
      },
      payload,
    });

  it.each(deepCases)('%s → 400 naming the limit of 32', async (_, e, payload) => {
    const res = await callAs(true, e, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'validation_failed',
      message: expect.stringMatching(/32 levels/),
    });
  });

  it.each(allEndpoints.filter((e) => e.body && e.access === 'public'))(
    '$method $path refuses a deep body from a guest with 400',
    async (e) => {
      const res = await callAs(false, e, nested(1000));
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toMatch(/32 levels/);
    },
  );

  // Brackets, escaped backslashes and quotes inside strings are text, not depth.
  const textOfBrackets = `[${'{"a":'.repeat(30)}["\\\\\\"[[[[${'['.repeat(40)}"]${'}'.repeat(30)}]`;
  it.each(allEndpoints.filter((e) => e.body))(
    '$method $path takes 32 levels as any other body',
    async (e) => {
      for (const body of [nested(32), textOfBrackets]) {
        expect(JSON.parse(body)).toBeDefined();
        const res = await callAs(true, e, body);
        expect(res.statusCode).toBeLessThan(500);
        if (res.statusCode >= 400) expect(res.json().error.message).not.toMatch(/levels/);
      }
    },
  );

  it('leaves the server healthy', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.json()).toEqual({ status: 'ok' });
  });
});
