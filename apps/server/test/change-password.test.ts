import { limits } from '@tp/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import { createTestApp, signUp, type TestApp, tokenIssuedAgo } from './test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const as = (token: string) => ({ authorization: `Bearer ${token}` });

const changePassword = (token: string | undefined, payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/me/password',
    headers: token ? as(token) : {},
    payload,
  });

const signin = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/signin', payload: { email, password } });

const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/v1/me', headers: as(token) });

const newPassword = 'a brand new secret';

describe('changing the password', () => {
  it('sets the new password, keeps the caller signed in and ends every other session', async () => {
    const { token, user, password } = await signUp(t.app);
    const otherDevice = (await signin(user.email, password)).json().token as string;

    const res = await changePassword(token, {
      currentPassword: password,
      newPassword,
      confirmPassword: newPassword,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.user).toMatchObject({ _id: user._id, email: user.email, hasPassword: true });

    expect((await me(body.token)).statusCode).toBe(200);
    expect((await me(otherDevice)).statusCode).toBe(401);
    expect((await me(token)).statusCode).toBe(401);
    expect((await signin(user.email, password)).statusCode).toBe(401);
    expect((await signin(user.email, newPassword)).statusCode).toBe(200);
  });

  it('refuses a wrong current password with 403 wrong_password and changes nothing', async () => {
    const { token, user, password } = await signUp(t.app);
    const res = await changePassword(token, {
      currentPassword: 'not the password',
      newPassword,
      confirmPassword: newPassword,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toEqual({
      code: 'wrong_password',
      message: 'The current password is not correct.',
    });
    expect((await me(token)).statusCode).toBe(200);
    expect((await signin(user.email, password)).statusCode).toBe(200);
  });

  it('asks for the current password when the account has one', async () => {
    const { token } = await signUp(t.app);
    const res = await changePassword(token, { newPassword, confirmPassword: newPassword });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'validation_failed',
      fields: { currentPassword: 'Required' },
    });
  });

  it.each([
    [
      'a new password shorter than sign-up allows',
      { newPassword: 'short', confirmPassword: 'short' },
      'newPassword',
    ],
    [
      'a new password longer than sign-up allows',
      {
        newPassword: 'x'.repeat(limits.passwordMax + 1),
        confirmPassword: 'x'.repeat(limits.passwordMax + 1),
      },
      'newPassword',
    ],
    ['a confirmation that differs', { newPassword, confirmPassword: `${newPassword}!` }, 'confirmPassword'],
    [
      'an empty current password',
      { currentPassword: '', newPassword, confirmPassword: newPassword },
      'currentPassword',
    ],
    ['a missing confirmation', { newPassword }, 'confirmPassword'],
  ])('answers 400 for %s, naming the field', async (_, body, field) => {
    const { token, password } = await signUp(t.app);
    const res = await changePassword(token, { currentPassword: password, ...body });
    expect(res.statusCode).toBe(400);
    const { error } = res.json();
    expect(error.code).toBe('validation_failed');
    expect(Object.keys(error.fields)).toContain(field);
  });

  it('answers 401 without a token', async () => {
    const res = await changePassword(undefined, {
      currentPassword: 'x',
      newPassword,
      confirmPassword: newPassword,
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('unauthorized');
  });

  it('lets an account made through Google or Apple set its first password after a recent sign-in', async () => {
    const { token, user } = await signUp(t.app);
    await t.db.update(users).set({ passwordHash: null }).where(eq(users.id, user._id));
    const res = await changePassword(token, { newPassword, confirmPassword: newPassword });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.hasPassword).toBe(true);
    expect((await signin(user.email, newPassword)).statusCode).toBe(200);
  });

  it('refuses to set a first password on a sign-in older than ten minutes (reauth_required)', async () => {
    const { user } = await signUp(t.app);
    await t.db.update(users).set({ passwordHash: null }).where(eq(users.id, user._id));
    const old = await tokenIssuedAgo(t, user._id, 20);
    const res = await changePassword(old, { newPassword, confirmPassword: newPassword });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('reauth_required');
    const [row] = await t.db.select().from(users).where(eq(users.id, user._id));
    expect(row?.passwordHash).toBeNull();
  });
});
