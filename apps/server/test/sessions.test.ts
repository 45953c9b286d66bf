import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../src/db/schema';
import { issueToken } from '../src/modules/accounts/one-time-tokens';
import { createTestApp, signUp, type TestApp } from './test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const as = (token: string) => ({ authorization: `Bearer ${token}` });
const me = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/v1/me', headers: as(token) })).statusCode;

/** A second device signing in to the same account. */
const signInFrom = async (email: string, password: string, device: string) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/signin',
    headers: { 'user-agent': device },
    payload: { email, password },
  });
  return res.json().token as string;
};

const listSessions = async (token: string) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/v1/me/sessions', headers: as(token) });
  expect(res.statusCode).toBe(200);
  return res.json().sessions as { id: string; device: string; current: boolean }[];
};

describe('sessions', () => {
  it('ends this session on logout, at once, and leaves the others running', async () => {
    const { token, user, password } = await signUp(t.app);
    const phone = await signInFrom(user.email, password, 'Phone browser');
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/logout', headers: as(token) });
    expect(res.statusCode).toBe(200);
    expect(await me(token)).toBe(401);
    expect(await me(phone)).toBe(200);
    // A second logout with the spent token is refused like any other call.
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/v1/logout', headers: as(token) })).statusCode,
    ).toBe(401);
  });

  it('lists the running sessions with their devices and marks the caller’s', async () => {
    const { user, password } = await signUp(t.app);
    const laptop = await signInFrom(user.email, password, 'Laptop browser');
    await signInFrom(user.email, password, 'Phone browser');
    const listed = await listSessions(laptop);
    expect(listed).toHaveLength(3);
    expect(listed.filter((s) => s.current).map((s) => s.device)).toEqual(['Laptop browser']);
    expect(listed.map((s) => s.device)).toContain('Phone browser');
  });

  it('ends another device’s session, and no one else’s', async () => {
    const { token, user, password } = await signUp(t.app);
    const phone = await signInFrom(user.email, password, 'Phone browser');
    const other = await signUp(t.app);
    const phoneSession = (await listSessions(token)).find((s) => s.device === 'Phone browser');
    const stranger = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/me/sessions/${phoneSession?.id}`,
      headers: as(other.token),
    });
    expect(stranger.statusCode).toBe(404);
    expect(await me(phone)).toBe(200);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/me/sessions/${phoneSession?.id}`,
      headers: as(token),
    });
    expect(res.statusCode).toBe(200);
    expect(await me(phone)).toBe(401);
    expect(await me(token)).toBe(200);
  });

  it('logs out everywhere', async () => {
    const { token, user, password } = await signUp(t.app);
    const phone = await signInFrom(user.email, password, 'Phone browser');
    const res = await t.app.inject({ method: 'DELETE', url: '/api/v1/me/sessions', headers: as(token) });
    expect(res.statusCode).toBe(200);
    expect([await me(token), await me(phone)]).toEqual([401, 401]);
    expect(await signInFrom(user.email, password, 'Laptop browser')).toEqual(expect.any(String));
  });

  it('ends every session when the password is reset', async () => {
    const { token, user } = await signUp(t.app);
    const reset = await issueToken(t.db, user._id, 'reset_password');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/reset-password',
      payload: { token: reset, newPassword: 'a new password' },
    });
    expect(res.statusCode).toBe(200);
    expect(await me(token)).toBe(401);
  });

  it('ends a session unused for the idle lifetime, and gives a used one more time', async () => {
    const { token: idle } = await signUp(t.app);
    const { token: active, user } = await signUp(t.app);
    const [idleRow] = await listSessions(idle);
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, idleRow?.id ?? ''));
    expect(await me(idle)).toBe(401);

    const hoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    const soon = new Date(Date.now() + 60 * 1000);
    await t.db
      .update(sessions)
      .set({ lastUsedAt: hoursAgo, expiresAt: soon })
      .where(eq(sessions.userId, user._id));
    expect(await me(active)).toBe(200);
    const [row] = await t.db.select().from(sessions).where(eq(sessions.userId, user._id));
    const days = ((row?.expiresAt.getTime() ?? 0) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(13.9);
    expect(days).toBeLessThanOrEqual(14);
  });
});
