import { afterAll, beforeAll, expect, it } from 'vitest';
import { issueToken } from '../src/modules/accounts/one-time-tokens';
import { createTestApp, type TestApp, uniqueEmail } from './test-app';

// Behind one trusted proxy, as in production: each client is the address the proxy saw.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: '1', AUTH_RATE_LIMIT_PER_IP: '5', AUTH_RATE_LIMIT_PER_EMAIL: '3' });
});
afterAll(() => t.close());

let network = 0;
/** `count` client addresses of a network no other test uses. */
const addresses = (count: number) => {
  network += 1;
  return Array.from({ length: count }, (_, i) => `198.51.${network}.${i + 1}`);
};

const viaProxy = (client: string, url: string, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1${url}`,
    remoteAddress: '10.0.0.1',
    headers: { 'x-forwarded-for': client },
    payload,
  });
const signIn = async (client: string, email: string, password: string) =>
  (await viaProxy(client, '/signin', { email, password })).statusCode;

/** A learner who signed up, and signed in, from `home`. */
async function ownerAt(home: string) {
  const email = uniqueEmail();
  const password = 'correct horse';
  const signup = await viaProxy(home, '/signup', { name: 'Ada', email, password, confirmPassword: password });
  expect(signup.statusCode).toBe(202);
  const res = await viaProxy(home, '/signin', { email, password });
  expect(res.statusCode).toBe(200);
  return { email, password, id: res.json().user._id as string };
}

it('refuses a spray of wrong passwords from many addresses once the account has had its share', async () => {
  const [home = '', ...attackers] = addresses(7);
  const owner = await ownerAt(home);
  const codes = [];
  for (const attacker of attackers) codes.push(await signIn(attacker, owner.email, 'wrong password'));
  expect(codes).toEqual([401, 401, 401, 429, 429, 429]);

  const res = await viaProxy(attackers[0] ?? '', '/signin', { email: owner.email, password: 'guess' });
  expect(res.json().error.code).toBe('rate_limited');
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  // Spraying gains nothing: even the right password is refused from addresses that never signed in.
  const [stranger = ''] = addresses(1);
  expect(await signIn(stranger, owner.email, owner.password)).toBe(429);
});

it('lets the owner in from an address that signed in before, while the attack goes on', async () => {
  const [home = '', ...attackers] = addresses(21);
  const owner = await ownerAt(home);
  for (const attacker of attackers) await signIn(attacker, owner.email, 'wrong password');
  expect(await signIn(attackers[0] ?? '', owner.email, 'wrong password')).toBe(429);

  expect(await signIn(home, owner.email, owner.password)).toBe(200);
  expect(await signIn(home, owner.email, owner.password)).toBe(200);
});

it('limits an address that keeps failing on its own, the owner’s other addresses carrying on', async () => {
  const [home = '', office = ''] = addresses(2);
  const owner = await ownerAt(home);
  expect(await signIn(office, owner.email, owner.password)).toBe(200);

  const codes = [];
  for (let i = 0; i < 4; i++) codes.push(await signIn(office, owner.email, 'wrong password'));
  expect(codes).toEqual([401, 401, 401, 429]);
  expect(await signIn(office, owner.email, owner.password)).toBe(429);
  expect(await signIn(home, owner.email, owner.password)).toBe(200);
});

it('limits one address failing across many accounts', async () => {
  const [attacker = ''] = addresses(1);
  const codes = [];
  for (let i = 0; i < 6; i++) codes.push(await signIn(attacker, uniqueEmail(), 'wrong password'));
  expect(codes).toEqual([401, 401, 401, 401, 401, 429]);
});

it('counts failures only: signing in again and again is never limited', async () => {
  const [home = ''] = addresses(1);
  const owner = await ownerAt(home);
  const codes = [];
  for (let i = 0; i < 8; i++) codes.push(await signIn(home, owner.email, owner.password));
  expect(codes).toEqual(Array(8).fill(200));
});

it('knows the address a password was reset from, where an attack keeps the others out', async () => {
  const [home = '', cafe = '', ...attackers] = addresses(6);
  const owner = await ownerAt(home);
  for (const attacker of attackers) await signIn(attacker, owner.email, 'wrong password');
  expect(await signIn(cafe, owner.email, owner.password)).toBe(429);

  const token = await issueToken(t.db, owner.id, 'reset_password');
  const reset = await viaProxy(cafe, '/reset-password', { token, newPassword: 'a new long phrase' });
  expect(reset.statusCode).toBe(200);
  expect(await signIn(cafe, owner.email, 'a new long phrase')).toBe(200);
});
