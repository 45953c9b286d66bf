import { type OidcProvider, startOidcProvider } from '@tp/testing/oidc-provider';
import { linkIn, startSmtpSink } from '@tp/testing/smtp-sink';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userIdentities, users } from '../src/db/schema';
import { createTestApp, signUp, type TestApp, uniqueEmail } from './test-app';

let t: TestApp;
let oidc: OidcProvider;
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;

beforeAll(async () => {
  oidc = await startOidcProvider({ redirectUris: ['http://tp.test/api/v1/auth/google/callback'] });
  smtp = await startSmtpSink();
  t = await createTestApp({
    SMTP_URL: smtp.url,
    GOOGLE_CLIENT_ID: oidc.clientId,
    GOOGLE_CLIENT_SECRET: oidc.clientSecret,
    GOOGLE_ISSUER_URL: oidc.issuer,
  });
});
afterAll(async () => {
  await t.close();
  await oidc.close();
  await smtp.close();
});

const flowCookieOf = (setCookie: string | string[] | undefined) =>
  [setCookie ?? []]
    .flat()
    .find((c) => c.startsWith('tp_google_flow='))
    ?.split(';')[0] ?? '';

/** Starts at GET /auth/google, which must send the browser to the provider with a flow cookie. */
async function start() {
  const res = await t.app.inject({ method: 'GET', url: '/api/v1/auth/google' });
  expect(res.statusCode).toBe(302);
  const location = String(res.headers.location);
  expect(location.startsWith(`${oidc.issuer}/`)).toBe(true);
  return { location, cookie: flowCookieOf(res.headers['set-cookie']) };
}

/** Returns to the callback as the browser would, and answers where the app then sends it. */
async function callback(url: URL, cookie: string) {
  const res = await t.app.inject({ method: 'GET', url: url.pathname + url.search, headers: { cookie } });
  expect(res.statusCode).toBe(302);
  // The flow is over whatever happened: its cookie is cleared.
  expect(flowCookieOf(res.headers['set-cookie'])).toBe('tp_google_flow=');
  return new URL(String(res.headers.location));
}

/** A whole sign-in at the provider as `login`; returns where the app sends the browser at the end. */
async function signInWithGoogle(login: string, choice: 'consent' | 'cancel' = 'consent') {
  const { location, cookie } = await start();
  return callback(await oidc.authorize(location, login, choice), cookie);
}

const tokenOf = (landing: URL) => {
  expect(landing.origin + landing.pathname).toBe('http://tp.test/');
  return landing.searchParams.get('token') ?? '';
};
const loginError = (landing: URL) => {
  expect(landing.origin + landing.pathname).toBe('http://tp.test/login');
  return landing.searchParams.get('error');
};
const me = async (token: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/v1/me',
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.statusCode).toBe(200);
  return res.json().user;
};
const identitiesOf = (userId: string) =>
  t.db.select().from(userIdentities).where(eq(userIdentities.userId, userId));

describe('signing in with Google', () => {
  it('sends the browser to the provider with PKCE, state and nonce, and keeps them in a signed cookie', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/auth/google' });
    const url = new URL(String(res.headers.location));
    expect(url.searchParams.get('client_id')).toBe(oidc.clientId);
    expect(url.searchParams.get('redirect_uri')).toBe('http://tp.test/api/v1/auth/google/callback');
    expect(url.searchParams.get('scope')).toBe('openid email profile');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    for (const p of ['code_challenge', 'state', 'nonce']) expect(url.searchParams.get(p)).toBeTruthy();
    const cookie = [res.headers['set-cookie']].flat().find((c) => c?.startsWith('tp_google_flow='));
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\/api\/v1\/auth\/google/);
    // Nothing of the flow is readable in the cookie as plain text: it is a signed token.
    expect(cookie).not.toContain(url.searchParams.get('state'));
  });

  it('creates a verified account without a password for a new person, then signs them in again', async () => {
    const email = uniqueEmail('google');
    oidc.addAccount({ login: `new-${email}`, email, emailVerified: true, name: 'Katherine Johnson' });
    const firstLanding = await signInWithGoogle(`new-${email}`);
    // A new account is said to be new, so that the web app carries the guest's progress into it.
    expect(firstLanding.searchParams.get('newAccount')).toBe('1');
    const first = await me(tokenOf(firstLanding));
    expect(first).toMatchObject({ email, name: 'Katherine Johnson', verified: true, hasPassword: false });

    const againLanding = await signInWithGoogle(`new-${email}`);
    expect(againLanding.searchParams.has('newAccount')).toBe(false);
    const again = await me(tokenOf(againLanding));
    expect(again._id).toBe(first._id);
    expect(await identitiesOf(first._id)).toHaveLength(1);
  });

  it('links to an existing verified e-mail/password account, which keeps its password', async () => {
    const { user, password } = await signUp(t.app);
    await t.db.update(users).set({ verified: true }).where(eq(users.id, user._id));
    oidc.addAccount({ login: `link-${user.email}`, email: user.email.toUpperCase(), emailVerified: true });

    const landing = await signInWithGoogle(`link-${user.email}`);
    expect(landing.searchParams.has('newAccount')).toBe(false);
    const linked = await me(tokenOf(landing));
    expect(linked).toMatchObject({ _id: user._id, hasPassword: true, verified: true });
    expect(await identitiesOf(user._id)).toHaveLength(1);
    const signin = await t.app.inject({
      method: 'POST',
      url: '/api/v1/signin',
      payload: { email: user.email, password },
    });
    expect(signin.statusCode).toBe(200);
  });

  it('takes over an unverified account by dropping the unproven password and its sessions', async () => {
    const { user, token } = await signUp(t.app);
    oidc.addAccount({ login: `claim-${user.email}`, email: user.email, emailVerified: true });

    const claimed = await me(tokenOf(await signInWithGoogle(`claim-${user.email}`)));
    expect(claimed).toMatchObject({ _id: user._id, verified: true, hasPassword: false });
    const old = await t.app.inject({
      method: 'GET',
      url: '/api/v1/me',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(old.statusCode).toBe(401);
  });

  it('does not link, or sign in at all, when the provider does not vouch for the e-mail', async () => {
    const { user } = await signUp(t.app);
    await t.db.update(users).set({ verified: true }).where(eq(users.id, user._id));
    oidc.addAccount({ login: `unverified-${user.email}`, email: user.email, emailVerified: false });

    expect(loginError(await signInWithGoogle(`unverified-${user.email}`))).toBe('email_unverified');
    expect(await identitiesOf(user._id)).toHaveLength(0);
    const fresh = uniqueEmail('unverified');
    oidc.addAccount({ login: `unverified-${fresh}`, email: fresh, emailVerified: false });
    expect(loginError(await signInWithGoogle(`unverified-${fresh}`))).toBe('email_unverified');
    expect(await t.db.select().from(users).where(eq(users.email, fresh))).toHaveLength(0);
  });
});

describe('a Google callback that fails goes back to the login page with the reason', () => {
  it('the visitor cancelled at the provider', async () => {
    expect(loginError(await signInWithGoogle(uniqueEmail(), 'cancel'))).toBe('cancelled');
  });

  it('the provider answered with an error', async () => {
    const { cookie } = await start();
    const url = new URL('http://tp.test/api/v1/auth/google/callback?error=server_error&state=x');
    expect(loginError(await callback(url, cookie))).toBe('failed');
  });

  it('the state is not the one this browser started with', async () => {
    const mine = await start();
    const other = await start();
    const back = await oidc.authorize(other.location, uniqueEmail());
    expect(loginError(await callback(back, mine.cookie))).toBe('failed');
  });

  it('the state was altered', async () => {
    const { location, cookie } = await start();
    const back = await oidc.authorize(location, uniqueEmail());
    back.searchParams.set('state', 'forged');
    expect(loginError(await callback(back, cookie))).toBe('failed');
  });

  it('the code is missing', async () => {
    const { location, cookie } = await start();
    const back = await oidc.authorize(location, uniqueEmail());
    back.searchParams.delete('code');
    expect(loginError(await callback(back, cookie))).toBe('failed');
  });

  it('the flow cookie is missing or forged', async () => {
    const { location } = await start();
    const back = await oidc.authorize(location, uniqueEmail());
    expect(loginError(await callback(back, ''))).toBe('failed');
    expect(loginError(await callback(back, 'tp_google_flow=eyJhbGciOiJIUzI1NiJ9.e30.forged'))).toBe('failed');
  });

  it('a code is used once', async () => {
    const { location, cookie } = await start();
    const back = await oidc.authorize(location, uniqueEmail());
    tokenOf(await callback(back, cookie));
    expect(loginError(await callback(back, cookie))).toBe('failed');
  });
});

describe('accounts made with Google', () => {
  it('are told to use their provider at the password form, and can set a password by reset', async () => {
    const email = uniqueEmail('reset');
    const token = tokenOf(await signInWithGoogle(email));
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/v1/signin',
      payload: { email, password: 'any password' },
    });
    expect(refused.statusCode).toBe(401);
    expect(refused.json().error.code).toBe('no_password');

    await t.app.inject({ method: 'POST', url: '/api/v1/forgot-password', payload: { email } });
    const resetToken = linkIn(await smtp.waitFor(email)).searchParams.get('token') ?? '';
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/v1/reset-password',
      payload: { token: resetToken, newPassword: 'a password at last' },
    });
    expect(reset.statusCode).toBe(200);
    const signin = await t.app.inject({
      method: 'POST',
      url: '/api/v1/signin',
      payload: { email, password: 'a password at last' },
    });
    expect(signin.statusCode).toBe(200);
    expect(signin.json().user.hasPassword).toBe(true);
    // The reset signed out the session Google opened; Google still signs in.
    const old = await t.app.inject({
      method: 'GET',
      url: '/api/v1/me',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(old.statusCode).toBe(401);
    expect((await me(tokenOf(await signInWithGoogle(email)))).email).toBe(email);
  });

  it('can be deleted right after a Google sign-in, without a password', async () => {
    const email = uniqueEmail('delete');
    const token = tokenOf(await signInWithGoogle(email));
    const { _id } = await me(token);
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/me',
      headers: { authorization: `Bearer ${token}` },
      payload: {},
    });
    expect(res.statusCode).toBe(200);
    expect(await identitiesOf(_id)).toHaveLength(0);
  });

  it('are what site-info reports as configured', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/site-info' });
    expect(res.json().signInProviders).toEqual({ google: true, apple: null });
  });
});

describe('Apple on a server set up for Google only', () => {
  it('answers 404 not_configured, and the pages allow no Apple script or popup', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/signin/apple',
      payload: { id_token: 'a.b.c', nonce: 'n'.repeat(32) },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('not_configured');
    const page = await t.app.inject('/');
    expect(page.headers['content-security-policy']).not.toContain('apple');
    expect(page.headers['cross-origin-opener-policy']).toBe('same-origin');
  });
});
