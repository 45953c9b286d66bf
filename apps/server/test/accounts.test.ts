import { hash } from '@node-rs/argon2';
import { linkIn, startSmtpSink } from '@tp/testing/smtp-sink';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oneTimeTokens, sessions, users } from '../src/db/schema';
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
const sessionsOf = (userId: string) => t.db.select().from(sessions).where(eq(sessions.userId, userId));
/** A mail's raw text with quoted-printable soft breaks undone, for finding its links. */
const unfolded = (mail: { raw: string }) => mail.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
/** Signs up from a browser that asks for `language`. */
const signupIn = (language: string, name: string, email: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/signup',
    headers: { 'accept-language': language },
    payload: { name, email, password, confirmPassword: password },
  });
const checkYourInbox = { message: 'Check your inbox: we have sent a link to verify your e-mail address.' };

describe('sign-up', () => {
  it('creates an unverified learner, opens no session, mails a verification link; the learner signs in', async () => {
    const email = uniqueEmail();
    const res = await post('/signup', {
      name: ' Grace Hopper ',
      email,
      password: 'compiler at dawn',
      confirmPassword: 'compiler at dawn',
    });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual(checkYourInbox);
    const [row] = await t.db.select().from(users).where(eq(users.email, email));
    expect(await sessionsOf(row?.id ?? '')).toEqual([]);
    const signin = await post('/signin', { email, password: 'compiler at dawn' });
    expect(signin.statusCode).toBe(200);
    const { token, user } = signin.json();
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
    await signupIn('fr-FR,fr;q=0.9', 'Marie', email, 'mot de passe');
    const mail = await smtp.waitFor(email);
    expect(mail.raw).toMatch(/^Subject: .*(V=C3=A9rifiez|Vérifiez)/m);
  });

  it('answers a taken address, in any case, as a free one, changes nothing and opens no session', async () => {
    const email = uniqueEmail();
    const owner = await signUp(t.app, { email });
    await smtp.waitFor(email); // the verification mail
    const attempt = { name: 'B', password: 'another account', confirmPassword: 'another account' };
    const taken = await post('/signup', { ...attempt, email: email.toUpperCase() });
    const free = await post('/signup', { ...attempt, email: uniqueEmail() });
    expect(taken.statusCode).toBe(free.statusCode);
    expect(taken.json()).toEqual(free.json());
    expect(taken.json()).toEqual(checkYourInbox);
    expect(Object.keys(taken.headers).sort()).toEqual(Object.keys(free.headers).sort());
    expect(await sessionsOf(owner.user._id)).toHaveLength(1);
    expect(await t.db.select().from(users).where(eq(users.email, email))).toMatchObject([
      { id: owner.user._id, name: 'Ada Lovelace' },
    ]);
    expect((await post('/signin', { email, password: 'another account' })).statusCode).toBe(401);
    expect((await post('/signin', { email, password: owner.password })).statusCode).toBe(200);
  });

  it('mails the owner of a taken address, in the owner’s language, where to sign in or reset', async () => {
    const email = uniqueEmail();
    const owner = await signUp(t.app, { email, name: 'Ada Lovelace' });
    await smtp.waitFor(email); // the verification mail
    await t.app.inject({
      method: 'PUT',
      url: '/api/v1/me/settings',
      headers: { authorization: `Bearer ${owner.token}` },
      payload: { lang: 'de' },
    });
    await signupIn('fr', 'Mallory', email, 'another account');
    const mail = await smtp.waitFor(email);
    expect(mail.raw).toMatch(/^Subject: Jemand wollte sich mit Ihrer Adresse bei TP registrieren/m);
    const text = unfolded(mail);
    expect(text).toContain('Hallo Ada Lovelace,');
    expect(text).not.toContain('Mallory');
    expect(text).toContain('http://tp.test/login');
    expect(text).toContain('http://tp.test/forgot-password');
    expect(text).not.toContain('verify-email');
  });

  it('writes to an owner who chose no language in the language the sign-up asked in', async () => {
    const { user } = await signUp(t.app);
    await smtp.waitFor(user.email);
    await signupIn('es', 'A', user.email, 'another account');
    expect(unfolded(await smtp.waitFor(user.email))).toContain('Si has sido t');
  });

  it('takes about as long for a taken address as for a free one: the password is hashed either way', async () => {
    const { user } = await signUp(t.app);
    const timed = async (email: string) => {
      const started = performance.now();
      await post('/signup', {
        name: 'A',
        email,
        password: 'another account',
        confirmPassword: 'another account',
      });
      return performance.now() - started;
    };
    const hashing = async () => {
      const started = performance.now();
      await hash('another account');
      return performance.now() - started;
    };
    const median = (ms: number[]) => ms.sort((a, b) => a - b)[Math.floor(ms.length / 2)] ?? 0;
    const taken: number[] = [];
    const free: number[] = [];
    const hashes: number[] = [];
    for (let i = 0; i < 5; i++) {
      taken.push(await timed(user.email));
      free.push(await timed(uniqueEmail()));
      hashes.push(await hashing());
    }
    // A taken address costs a hash (looking it up alone takes a few ms), and no more than a free one.
    // Against the hash rather than the free address: a new row's commit waits on the disk, which
    // a busy machine makes as slow as the hash.
    expect(median(taken)).toBeGreaterThan(median(hashes) / 2);
    expect(median(taken)).toBeLessThan(median(free) * 2);
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
  const tooWeak =
    'This password is too easy to guess. Make it longer, and leave out your name, your e-mail address and common words.';
  /** Eight characters with nothing to guess them by: as short as a password may be, and strong enough. */
  const eight = 'Zq8#mT2v';
  const seven = eight.slice(0, 7);
  const weak = (field: string) => ({ code: 'weak_password', message: tooWeak, fields: { [field]: tooWeak } });
  const common = (field: string) => ({
    code: 'validation_failed',
    message: tooCommon,
    fields: { [field]: tooCommon },
  });
  /** Refused for its length: a field error that names the minimum, not a judgement of the password. */
  const tooShort = (
    res: { statusCode: number; json: () => { error: { code: string; fields?: object } } },
    field: string,
  ) => {
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('validation_failed');
    expect(res.json().error.fields).toEqual({ [field]: expect.stringMatching(/\b8\b/) });
  };

  it('refuses a password made of the sign-up’s own name or address', async () => {
    const email = uniqueEmail('gracehopper');
    for (const password of ['hopper1906!', `${email}!`]) {
      const res = await post('/signup', { name: 'Grace Hopper', email, password, confirmPassword: password });
      expect(res.json().error).toEqual(weak('password'));
    }
    expect((await post('/signin', { email, password: 'hopper1906!' })).statusCode).toBe(401);
  });

  it('takes eight characters, not seven, to sign up', async () => {
    const email = uniqueEmail();
    tooShort(
      await post('/signup', { name: 'N', email, password: seven, confirmPassword: seven }),
      'password',
    );
    const res = await post('/signup', { name: 'N', email, password: eight, confirmPassword: eight });
    expect(res.statusCode).toBe(202);
    expect((await post('/signin', { email, password: eight })).statusCode).toBe(200);
  });

  it('takes eight characters, not seven, at reset', async () => {
    const { user } = await signUp(t.app);
    const token = await issueToken(t.db, user._id, 'reset_password');
    tooShort(await post('/reset-password', { token, newPassword: seven }), 'newPassword');
    expect((await post('/reset-password', { token, newPassword: eight })).statusCode).toBe(200);
    expect((await post('/signin', { email: user.email, password: eight })).statusCode).toBe(200);
  });

  it('takes eight characters, not seven, when changing it', async () => {
    const { user, token, password } = await signUp(t.app);
    const change = (newPassword: string) =>
      post('/me/password', { currentPassword: password, newPassword, confirmPassword: newPassword }, token);
    tooShort(await change(seven), 'newPassword');
    expect((await change(eight)).statusCode).toBe(200);
    expect((await post('/signin', { email: user.email, password: eight })).statusCode).toBe(200);
  });

  it.each([
    ...['12345678', 'password', 'Password123', 'iloveyou1'].map((password) => [password, common] as const),
    ...['Passw0rd!', 'P@ssw0rd2024', 'Welcome2024!', 'Jennifer1990', 'aaaabbbbcccc', 'summer2024!'].map(
      (password) => [password, weak] as const,
    ),
  ])('refuses to sign up with %j', async (password, refusal) => {
    const res = await post('/signup', {
      name: 'N',
      email: uniqueEmail(),
      password,
      confirmPassword: password,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual(refusal('password'));
  });

  it('signs up with a password that is not on the list', async () => {
    const { user } = await signUp(t.app, { password: 'plum tree at dusk' });
    expect((await post('/signin', { email: user.email, password: 'plum tree at dusk' })).statusCode).toBe(
      200,
    );
  });

  // The second of each pair is easy to guess for this account: made of its owner's name.
  it.each([
    ['qwerty123', common],
    ['katherinejohnson1', weak],
  ])('refuses %j at reset, and keeps the link for a better one', async (newPassword, refusal) => {
    const { user } = await signUp(t.app, { name: 'Katherine Johnson' });
    const token = await issueToken(t.db, user._id, 'reset_password');
    const refused = await post('/reset-password', { token, newPassword });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toEqual(refusal('newPassword'));
    expect((await post('/reset-password', { token, newPassword: 'plum tree at dusk' })).statusCode).toBe(200);
  });

  it.each([
    ['sunshine', common],
    ['Passw0rd!', weak],
  ])(
    'refuses %j as the new password when changing it, and keeps the old one',
    async (newPassword, refusal) => {
      const { user, token, password } = await signUp(t.app);
      const refused = await post(
        '/me/password',
        { currentPassword: password, newPassword, confirmPassword: newPassword },
        token,
      );
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error).toEqual(refusal('newPassword'));
      expect((await post('/signin', { email: user.email, password })).statusCode).toBe(200);
    },
  );
});
