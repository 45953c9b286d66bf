import { eq } from 'drizzle-orm';
import { generateKeyPair } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spentNonces, users } from '../src/db/schema';
import { startAppleKeys } from './support/apple-keys';
import { createTestApp, signUp, type TestApp } from './test-app';

const clientId = 'com.example.tp.web';
let t: TestApp;
let apple: Awaited<ReturnType<typeof startAppleKeys>>;

beforeAll(async () => {
  apple = await startAppleKeys(clientId);
  t = await createTestApp({ APPLE_CLIENT_ID: clientId, APPLE_JWKS_URL: apple.jwksUrl });
});
afterAll(async () => {
  await t.close();
  await apple.close();
});

const signInWithApple = (app: TestApp['app'], payload: object) =>
  app.inject({ method: 'POST', url: '/api/v1/signin/apple', payload });

const refusal = async (payload: object) => {
  const res = await signInWithApple(t.app, payload);
  return { status: res.statusCode, code: res.json().error?.code };
};

describe('signing in with Apple', () => {
  it('creates a verified account named from fullName on the first sign-in, and finds it again', async () => {
    const sub = '001234.first.0042';
    const email = 'first.apple@privaterelay.appleid.com';
    const nonce = apple.nonce();
    const res = await signInWithApple(t.app, {
      id_token: await apple.idToken(nonce, { sub, email }),
      nonce,
      fullName: { givenName: 'Ada', familyName: 'Lovelace' },
      audience: clientId,
    });
    expect(res.statusCode).toBe(200);
    const { token, user, newAccount } = res.json();
    expect(user).toMatchObject({ name: 'Ada Lovelace', email, verified: true, hasPassword: false });
    expect(newAccount).toBe(true);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/v1/me',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.json().user._id).toBe(user._id);

    // Apple sends no name after the first time; the account keeps the one it has.
    const again = apple.nonce();
    const returning = await signInWithApple(t.app, {
      id_token: await apple.idToken(again, { sub }),
      nonce: again,
    });
    expect(returning.statusCode).toBe(200);
    expect(returning.json()).toMatchObject({
      user: { _id: user._id, name: 'Ada Lovelace' },
      newAccount: false,
    });
  });

  it('links to the account with the e-mail Apple vouches for', async () => {
    const { user } = await signUp(t.app);
    await t.db.update(users).set({ verified: true }).where(eq(users.id, user._id));
    const nonce = apple.nonce();
    const res = await signInWithApple(t.app, {
      id_token: await apple.idToken(nonce, {
        email: user.email,
        email_verified: true,
        is_private_email: false,
      }),
      nonce,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ user: { _id: user._id, hasPassword: true }, newAccount: false });
  });

  it('refuses a token for another audience', async () => {
    const nonce = apple.nonce();
    const idToken = await apple.idToken(nonce, { aud: 'com.example.other' });
    expect(await refusal({ id_token: idToken, nonce })).toEqual({ status: 401, code: 'unauthorized' });
    const mine = await apple.idToken(nonce);
    expect(await refusal({ id_token: mine, nonce, audience: 'com.example.other' })).toEqual({
      status: 401,
      code: 'unauthorized',
    });
  });

  it('refuses an expired token', async () => {
    const nonce = apple.nonce();
    const idToken = await apple.idToken(nonce, {}, { expiresIn: -120 });
    expect(await refusal({ id_token: idToken, nonce })).toEqual({ status: 401, code: 'unauthorized' });
  });

  it('refuses a token signed with another key', async () => {
    const nonce = apple.nonce();
    const { privateKey } = await generateKeyPair('RS256');
    const idToken = await apple.idToken(nonce, {}, { key: privateKey });
    expect(await refusal({ id_token: idToken, nonce })).toEqual({ status: 401, code: 'unauthorized' });
  });

  it('refuses a token from another issuer, or a made-up one', async () => {
    const nonce = apple.nonce();
    const idToken = await apple.idToken(nonce, { iss: 'https://evil.example' });
    expect(await refusal({ id_token: idToken, nonce })).toEqual({ status: 401, code: 'unauthorized' });
    expect(await refusal({ id_token: 'not.a.token', nonce })).toEqual({ status: 401, code: 'unauthorized' });
  });

  it('refuses a nonce that is not the one the token was issued for', async () => {
    const idToken = await apple.idToken(apple.nonce());
    expect(await refusal({ id_token: idToken, nonce: apple.nonce() })).toEqual({
      status: 401,
      code: 'unauthorized',
    });
  });

  it('accepts a token once: a replay is refused, and the spent nonce is kept until the token expires', async () => {
    const nonce = apple.nonce();
    const idToken = await apple.idToken(nonce);
    expect((await signInWithApple(t.app, { id_token: idToken, nonce })).statusCode).toBe(200);
    expect(await refusal({ id_token: idToken, nonce })).toEqual({ status: 401, code: 'unauthorized' });
    // Another token with the same nonce is the same replay.
    expect(await refusal({ id_token: await apple.idToken(nonce), nonce })).toEqual({
      status: 401,
      code: 'unauthorized',
    });
    const rows = await t.db.select().from(spentNonces);
    expect(rows.every((r) => r.expiresAt > new Date() && /^[0-9a-f]{64}$/.test(r.nonceHash))).toBe(true);
  });

  it('refuses an e-mail Apple does not vouch for', async () => {
    const nonce = apple.nonce();
    const idToken = await apple.idToken(nonce, { email_verified: 'false' });
    expect(await refusal({ id_token: idToken, nonce })).toEqual({ status: 403, code: 'email_unverified' });
  });

  it('lets an account made with Apple be deleted right after signing in', async () => {
    const nonce = apple.nonce();
    const res = await signInWithApple(t.app, { id_token: await apple.idToken(nonce), nonce });
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/me',
      headers: { authorization: `Bearer ${res.json().token}` },
      payload: {},
    });
    expect(deleted.statusCode).toBe(200);
  });

  it('is offered by site-info with the Services ID, and Apple’s script and popup are allowed', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/site-info' });
    expect(res.json().signInProviders).toEqual({ google: false, apple: { clientId } });
    const page = await t.app.inject('/');
    expect(page.headers['content-security-policy']).toContain(
      "script-src 'self' https://appleid.cdn-apple.com",
    );
    expect(page.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
  });

  it('leaves Google answering 404 not_configured on a server set up for Apple only', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/auth/google' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('not_configured');
  });
});

describe('Apple sign-in when it cannot work', () => {
  it('answers 502 provider_unavailable when Apple’s keys cannot be fetched', async () => {
    const unreachable = await createTestApp(
      { APPLE_CLIENT_ID: clientId, APPLE_JWKS_URL: 'http://127.0.0.1:9/auth/keys' },
      { sharing: t },
    );
    try {
      const nonce = apple.nonce();
      const res = await signInWithApple(unreachable.app, { id_token: await apple.idToken(nonce), nonce });
      expect(res.statusCode).toBe(502);
      expect(res.json().error.code).toBe('provider_unavailable');
    } finally {
      await unreachable.close();
    }
  });
});
