import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp, uniqueEmail } from './test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_IP: '5', AUTH_RATE_LIMIT_PER_EMAIL: '3' });
});
afterAll(() => t.close());

const signin = (email: string, remoteAddress: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/signin',
    remoteAddress,
    payload: { email, password: 'wrong password' },
  });

it('limits failed sign-ins per account from addresses it never signed in from, with a clear 429', async () => {
  const { user } = await signUp(t.app);
  const codes = [];
  for (let i = 0; i < 4; i++) codes.push((await signin(user.email, `10.0.0.${i + 1}`)).statusCode);
  expect(codes).toEqual([401, 401, 401, 429]);
  const res = await signin(user.email, '10.0.0.99');
  expect(res.statusCode).toBe(429);
  expect(res.json().error).toEqual({
    code: 'rate_limited',
    message: 'Too many attempts. Please try again later.',
  });
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
});

it('limits failed sign-ins per address across e-mails', async () => {
  const codes = [];
  for (let i = 0; i < 6; i++) codes.push((await signin(uniqueEmail(), '10.1.1.1')).statusCode);
  expect(codes).toEqual([401, 401, 401, 401, 401, 429]);
  expect((await signin(uniqueEmail(), '10.1.1.2')).statusCode).toBe(401);
});

it("counts an IPv6 network's addresses as one, however many a client moves through", async () => {
  const codes = [];
  for (let i = 0; i < 6; i++) codes.push((await signin(uniqueEmail(), `2001:db8:5:6::${i + 1}`)).statusCode);
  expect(codes).toEqual([401, 401, 401, 401, 401, 429]);
  expect((await signin(uniqueEmail(), '2001:db8:5:7::1')).statusCode).toBe(401);
});

it("knows the owner's IPv6 network from a sign-in at any address in it", async () => {
  const { user, password } = await signUp(t.app);
  const signedIn = await t.app.inject({
    method: 'POST',
    url: '/api/v1/signin',
    remoteAddress: '2001:db8:7:8::1',
    payload: { email: user.email, password },
  });
  expect(signedIn.statusCode).toBe(200);
  // Failures from elsewhere spend the budget unknown addresses share...
  const codes = [];
  for (let i = 0; i < 4; i++) codes.push((await signin(user.email, `10.6.6.${i + 1}`)).statusCode);
  expect(codes).toEqual([401, 401, 401, 429]);
  // ...which the owner's network, at the new address their device moved to, never meets.
  expect((await signin(user.email, '2001:db8:7:8:a1b2:c3d4:e5f6:1')).statusCode).toBe(401);
  expect((await signin(user.email, '2001:db8:7:9::1')).statusCode).toBe(429);
});

/** Signs `email` up from `remoteAddress`; the status code. */
const signupFrom = async (remoteAddress: string, email: string) =>
  (
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/signup',
      remoteAddress,
      payload: { name: 'N', email, password: 'signing up at dusk', confirmPassword: 'signing up at dusk' },
    })
  ).statusCode;

it('limits sign-ups per IP', async () => {
  const codes = [];
  for (let i = 0; i < 6; i++) codes.push(await signupFrom('10.2.2.2', uniqueEmail()));
  expect(codes).toEqual([202, 202, 202, 202, 202, 429]);
});

it('limits sign-ups per e-mail address across addresses, a taken address’s included', async () => {
  const email = uniqueEmail();
  const codes = [];
  for (let i = 0; i < 4; i++) codes.push(await signupFrom(`10.4.4.${i + 1}`, email));
  expect(codes).toEqual([202, 202, 202, 429]);
});

it('limits password changes per account, as sign-in', async () => {
  const { token } = await signUp(t.app);
  const codes = [];
  for (let i = 0; i < 4; i++) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/me/password',
      remoteAddress: `10.3.3.${i + 1}`,
      headers: { authorization: `Bearer ${token}` },
      payload: {
        currentPassword: 'wrong password',
        newPassword: 'a new password',
        confirmPassword: 'a new password',
      },
    });
    codes.push(res.statusCode);
  }
  expect(codes).toEqual([403, 403, 403, 429]);
});

it('counts the address the trusted proxy saw, whatever the client writes before it', async () => {
  const behindProxy = await createTestApp({ TRUST_PROXY: '1', AUTH_RATE_LIMIT_PER_IP: '5' });
  const signinVia = async (forwardedFor: string) =>
    (
      await behindProxy.app.inject({
        method: 'POST',
        url: '/api/v1/signin',
        remoteAddress: '10.9.9.9',
        headers: { 'x-forwarded-for': forwardedFor },
        payload: { email: uniqueEmail(), password: 'wrong password' },
      })
    ).statusCode;
  try {
    const codes = [];
    for (let i = 0; i < 6; i++) codes.push(await signinVia(`198.51.100.${i + 1}, 203.0.113.5`));
    expect(codes).toEqual([401, 401, 401, 401, 401, 429]);
    // Another client behind the same proxy has its own count.
    expect(await signinVia('203.0.113.6')).toBe(401);
  } finally {
    await behindProxy.close();
  }
});

it('counts the address the trusted proxy saw on a started server, over real connections', async () => {
  const behindProxy = await createTestApp({ TRUST_PROXY: '1', AUTH_RATE_LIMIT_PER_IP: '5' });
  const url = await behindProxy.app.listen({ host: '127.0.0.1', port: 0 });
  // The connection comes from 127.0.0.1, the one proxy trusted; what it forwards names the client.
  const signinVia = async (forwardedFor: string) =>
    (
      await fetch(`${url}/api/v1/signin`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
        body: JSON.stringify({ email: uniqueEmail(), password: 'wrong password' }),
      })
    ).status;
  try {
    const codes = [];
    for (let i = 0; i < 40; i++) codes.push(await signinVia(`198.51.100.${i + 1}, 203.0.113.5`));
    expect(codes.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(new Set(codes.slice(5))).toEqual(new Set([429]));
    expect(await signinVia('203.0.113.6')).toBe(401);
  } finally {
    await behindProxy.close();
  }
});
