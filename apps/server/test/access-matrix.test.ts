import { allEndpoints, type Endpoint } from '@tp/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, pathOf, signInAsAdmin, signUp, type TestApp } from './test-app';

// Every endpoint the contract marks `user` or `admin` is covered here automatically.
const guarded = allEndpoints.filter((e) => e.access === 'user' || e.access === 'admin');
const adminOnly = allEndpoints.filter((e) => e.access === 'admin');

let t: TestApp;
let userToken: string;
let adminToken: string;

beforeAll(async () => {
  t = await createTestApp();
  adminToken = await signInAsAdmin(t);
  userToken = (await signUp(t.app)).token;
});
afterAll(() => t.close());

const call = (e: Endpoint, token?: string) =>
  t.app.inject({
    method: e.method,
    url: pathOf(e),
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(e.body ? { payload: {} } : {}),
  });

describe('access matrix', () => {
  it('covers the guarded endpoints of the contract', () => {
    expect(guarded.length).toBeGreaterThanOrEqual(3);
    expect(adminOnly.length).toBeGreaterThanOrEqual(1);
  });

  it.each(guarded.map((e) => [`${e.method} ${e.path}`, e] as const))(
    '%s without a token → 401',
    async (_, e) => {
      const res = await call(e);
      expect(res.statusCode).toBe(401);
      expect(res.json().error.code).toBe('unauthorized');
    },
  );

  it.each(guarded.map((e) => [`${e.method} ${e.path}`, e] as const))(
    '%s with a forged token → 401',
    async (_, e) => {
      const res = await call(e, `${userToken.slice(0, -6)}abcdef`);
      expect(res.statusCode).toBe(401);
    },
  );

  it.each(adminOnly.map((e) => [`${e.method} ${e.path}`, e] as const))(
    '%s with a learner’s token → 403',
    async (_, e) => {
      const res = await call(e, userToken);
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('forbidden');
    },
  );

  it.each(adminOnly.map((e) => [`${e.method} ${e.path}`, e] as const))(
    '%s with an admin’s token passes the guard',
    async (_, e) => {
      const res = await call(e, adminToken);
      expect([401, 403]).not.toContain(res.statusCode);
    },
  );
});
