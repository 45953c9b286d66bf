import { afterAll, beforeAll, expect, it } from 'vitest';
import { issueToken } from '../src/modules/accounts/one-time-tokens';
import { createTestApp, signUp, type TestApp, uniqueEmail } from './test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: object, token?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1${url}`,
    payload,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

const tooCommon = 'This password is too common. Choose one that is harder to guess.';

it.each(['12345678', 'password', 'Password123', 'iloveyou1'])(
  'refuses to sign up with %j',
  async (password) => {
    const res = await post('/signup', {
      name: 'N',
      email: uniqueEmail(),
      password,
      confirmPassword: password,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({
      code: 'validation_failed',
      message: tooCommon,
      fields: { password: tooCommon },
    });
  },
);

it('signs up with a password that is not on the list', async () => {
  const res = await post('/signup', {
    name: 'N',
    email: uniqueEmail(),
    password: 'plum tree at dusk',
    confirmPassword: 'plum tree at dusk',
  });
  expect(res.statusCode).toBe(201);
});

it('refuses a common new password at reset, and keeps the link for a better one', async () => {
  const { user } = await signUp(t.app);
  const token = await issueToken(t.db, user._id, 'reset_password');
  const refused = await post('/reset-password', { token, newPassword: 'qwerty123' });
  expect(refused.statusCode).toBe(400);
  expect(refused.json().error.fields).toEqual({ newPassword: tooCommon });
  expect((await post('/reset-password', { token, newPassword: 'plum tree at dusk' })).statusCode).toBe(200);
});

it('refuses a common new password when changing it, and keeps the old one', async () => {
  const { user, token, password } = await signUp(t.app);
  const refused = await post(
    '/me/password',
    { currentPassword: password, newPassword: 'sunshine', confirmPassword: 'sunshine' },
    token,
  );
  expect(refused.statusCode).toBe(400);
  expect(refused.json().error.fields).toEqual({ newPassword: tooCommon });
  expect((await post('/signin', { email: user.email, password })).statusCode).toBe(200);
});
