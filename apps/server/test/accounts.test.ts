import { linkIn, startSmtpSink } from '@tp/testing/smtp-sink';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oneTimeTokens, users } from '../src/db/schema';
import { issueToken } from '../src/modules/accounts/one-time-tokens';
import { createTestApp, signUp, type TestApp, uniqueEmail } from './test-app';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;

beforeAll(async () => {
  smtp = await startSmtpSink();
  t = await createTestApp({ SMTP_URL: smtp.url });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const post = (url: string, payload: object, token?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1${url}`,
    payload,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
const me = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/v1/me', headers: { authorization: `Bearer ${token}` } });

describe('sign-up', () => {
  it('creates an unverified learner, returns a working token and mails a verification link', async () => {
    const email = uniqueEmail();
    const res = await post('/signup', {
      name: ' Grace Hopper ',
      email,
      password: 'p4ssword!',
      confirmPassword: 'p4ssword!',
    });
    expect(res.statusCode).toBe(201);
    const { token, user } = res.json();
    expect(user).toMatchObject({
      name: 'Grace Hopper',
      email,
      role: 'user',
      verified: false,
      accountType: 'free',
    });
    expect(user).toMatchObject({
      points: 0,
      streak: 0,
      badges: [],
      level: 1,
      sublevel: 0,
      displayedLevel: 1,
    });
    expect(user).not.toHaveProperty('password');
    expect(user).not.toHaveProperty('passwordHash');
    expect((await me(token)).json().user._id).toBe(user._id);

    const link = linkIn(await smtp.waitFor(email));
    expect(link.origin + link.pathname).toBe('http://tp.test/verify-email');
    const verify = await t.app.inject({
      method: 'GET',
      url: `/api/v1/verify-email?token=${link.searchParams.get('token')}`,
    });
    expect(verify.json()).toEqual({ success: true });
    expect((await me(token)).json().user.verified).toBe(true);

    const again = await t.app.inject({
      method: 'GET',
      url: `/api/v1/verify-email?token=${link.searchParams.get('token')}`,
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.code).toBe('invalid_token');
  });

  it('writes the verification mail in the language the browser asks for', async () => {
    const email = uniqueEmail();
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/signup',
      headers: { 'accept-language': 'fr-FR,fr;q=0.9' },
      payload: { name: 'Marie', email, password: 'mot de passe', confirmPassword: 'mot de passe' },
    });
    const mail = await smtp.waitFor(email);
    expect(mail.raw).toMatch(/^Subject: .*(V=C3=A9rifiez|Vérifiez)/m);
  });

  it('stores the e-mail lower-cased and refuses a second account for it with 409', async () => {
    const email = uniqueEmail();
    await signUp(t.app, { email });
    const res = await post('/signup', {
      name: 'B',
      email: email.toUpperCase(),
      password: 'another account',
      confirmPassword: 'another account',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('email_taken');
  });

  it('hashes the password with argon2id', async () => {
    const { user } = await signUp(t.app);
    const [row] = await t.db.select().from(users).where(eq(users.id, user._id));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it.each([
    [{ name: '', email: 'a@b.co', password: '12345678', confirmPassword: '12345678' }, 'name'],
    [{ name: 'A', email: 'not-an-email', password: '12345678', confirmPassword: '12345678' }, 'email'],
    [{ name: 'A', email: 'a@b.co', password: 'short', confirmPassword: 'short' }, 'password'],
    [{ name: 'A', email: 'a@b.co', password: '12345678', confirmPassword: '12345679' }, 'confirmPassword'],
  ])('rejects invalid input with a field error (%#)', async (payload, field) => {
    const res = await post('/signup', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('validation_failed');
    expect(res.json().error.fields).toHaveProperty(field);
  });
});

describe('sign-in', () => {
  it('signs in with the right password, whatever the case of the e-mail', async () => {
    const { user, password } = await signUp(t.app);
    const res = await post('/signin', { email: user.email.toUpperCase(), password });
    expect(res.statusCode).toBe(200);
    expect(res.json().user._id).toBe(user._id);
  });

  it('answers a wrong password and an unknown e-mail alike', async () => {
    const { user } = await signUp(t.app);
    const wrong = await post('/signin', { email: user.email, password: 'wrong password' });
    const unknown = await post('/signin', { email: uniqueEmail('nobody'), password: 'wrong password' });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json().error).toEqual({ code: 'invalid_credentials', message: 'Invalid email or password' });
    }
  });

  it('rejects a forged, malformed or missing token on /me', async () => {
    const { token } = await signUp(t.app);
    const forged = `${token.slice(0, -4)}AAAA`;
    for (const auth of [`Bearer ${forged}`, 'Bearer not.a.jwt', 'Basic abc', '']) {
      const res = await t.app.inject({ method: 'GET', url: '/api/v1/me', headers: { authorization: auth } });
      expect(res.statusCode).toBe(401);
    }
  });
});

describe('password reset', () => {
  it('answers the same for known and unknown addresses', async () => {
    const { user } = await signUp(t.app);
    const known = await post('/forgot-password', { email: user.email });
    const unknown = await post('/forgot-password', { email: uniqueEmail('nobody') });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
  });

  it('answers before the account is looked up or its token issued, so that both take as long', async () => {
    const { user } = await signUp(t.app);
    await smtp.waitFor(user.email); // the verification mail
    const resetTokens = and(eq(oneTimeTokens.userId, user._id), eq(oneTimeTokens.purpose, 'reset_password'));
    await t.db.transaction(async (tx) => {
      // While this holds the tokens' table, an answer that waited for its token could not come.
      await tx.execute(sql`lock table one_time_tokens in exclusive mode`);
      const answer = await Promise.race([
        post('/forgot-password', { email: user.email }),
        new Promise((resolve) => setTimeout(resolve, 3000, 'still waiting')),
      ]);
      expect(answer).toMatchObject({ statusCode: 200 });
      expect(await tx.select().from(oneTimeTokens).where(resetTokens)).toEqual([]);
    });
    expect(linkIn(await smtp.waitFor(user.email)).pathname).toBe('/reset-password');
    expect(await t.db.select().from(oneTimeTokens).where(resetTokens)).toHaveLength(1);
  });

  it('resets once with the mailed token, revokes old sessions and accepts the new password', async () => {
    const { user, token: oldToken } = await signUp(t.app);
    await smtp.waitFor(user.email); // the verification mail
    await post('/forgot-password', { email: user.email });
    const resetToken = linkIn(await smtp.waitFor(user.email)).searchParams.get('token') ?? '';

    const res = await post('/reset-password', { token: resetToken, newPassword: 'a brand new one' });
    expect(res.statusCode).toBe(200);
    expect((await me(oldToken)).statusCode).toBe(401);
    expect((await post('/signin', { email: user.email, password: 'correct horse' })).statusCode).toBe(401);
    const signin = await post('/signin', { email: user.email, password: 'a brand new one' });
    expect(signin.statusCode).toBe(200);
    expect(signin.json().user.verified).toBe(true);

    const replay = await post('/reset-password', { token: resetToken, newPassword: 'yet another one' });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().error.code).toBe('invalid_token');
  });

  it('stores only a hash of the token and refuses an expired one', async () => {
    const { user } = await signUp(t.app);
    await smtp.waitFor(user.email);
    await post('/forgot-password', { email: user.email });
    const resetToken = linkIn(await smtp.waitFor(user.email)).searchParams.get('token') ?? '';
    const rows = await t.db.select().from(oneTimeTokens).where(eq(oneTimeTokens.userId, user._id));
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.tokenHash !== resetToken && /^[0-9a-f]{64}$/.test(r.tokenHash))).toBe(true);

    await t.db
      .update(oneTimeTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeTokens.userId, user._id));
    const res = await post('/reset-password', { token: resetToken, newPassword: 'a brand new one' });
    expect(res.statusCode).toBe(400);
  });

  it('a newer reset link retires the older one', async () => {
    const { user } = await signUp(t.app);
    await smtp.waitFor(user.email);
    await post('/forgot-password', { email: user.email });
    const first = linkIn(await smtp.waitFor(user.email)).searchParams.get('token') ?? '';
    await post('/forgot-password', { email: user.email });
    const second = linkIn(await smtp.waitFor(user.email)).searchParams.get('token') ?? '';
    expect((await post('/reset-password', { token: first, newPassword: 'a brand new one' })).statusCode).toBe(
      400,
    );
    expect(
      (await post('/reset-password', { token: second, newPassword: 'a brand new one' })).statusCode,
    ).toBe(200);
  });
});

describe('resend verification', () => {
  it('mails a new link to the account’s own address, and says false once verified', async () => {
    const { user, token } = await signUp(t.app);
    await smtp.waitFor(user.email);
    const res = await post('/resend-verification', { email: user.email }, token);
    expect(res.json()).toEqual({ success: true });
    const link = linkIn(await smtp.waitFor(user.email));
    await t.app.inject({
      method: 'GET',
      url: `/api/v1/verify-email?token=${link.searchParams.get('token')}`,
    });
    expect((await post('/resend-verification', { email: user.email }, token)).json()).toEqual({
      success: false,
    });
  });

  it('refuses another address', async () => {
    const { token } = await signUp(t.app);
    const res = await post('/resend-verification', { email: uniqueEmail('other') }, token);
    expect(res.statusCode).toBe(400);
  });
});

describe('new passwords', () => {
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
    const { user } = await signUp(t.app, { password: 'plum tree at dusk' });
    expect((await post('/signin', { email: user.email, password: 'plum tree at dusk' })).statusCode).toBe(
      200,
    );
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
});
