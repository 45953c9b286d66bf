import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedback, oneTimeTokens, subscribers, userBadges, users } from '../src/db/schema';
import { createTestApp, signUp, type TestApp, tokenIssuedAgo, uniqueEmail } from './test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const as = (token: string) => ({ authorization: `Bearer ${token}` });

describe('settings', () => {
  it('are kept on the account, merged field by field, and come back with the user', async () => {
    const { token } = await signUp(t.app);
    const first = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/me/settings',
      headers: as(token),
      payload: { lang: 'ur', theme: 'neon', loopCount: 3 },
    });
    expect(first.json().settings).toEqual({ lang: 'ur', theme: 'neon', loopCount: 3 });
    const second = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/me/settings',
      headers: as(token),
      payload: { theme: 'sakura', audioAutoPlay: true, hoverSoundDelay: 2000 },
    });
    expect(second.json().settings).toEqual({
      lang: 'ur',
      theme: 'sakura',
      loopCount: 3,
      audioAutoPlay: true,
      hoverSoundDelay: 2000,
    });
    const me = (await t.app.inject({ url: '/api/v1/me', headers: as(token) })).json().user;
    expect(me.settings).toEqual(second.json().settings);
    expect(me.hasPassword).toBe(true);
  });

  it.each([
    { theme: 'dark' },
    { lang: 'xx' },
    { loopCount: -1 },
    { hoverSoundDelay: 1e9 },
    { videoAutoPlay: 'yes' },
    { extra: 1 },
  ])('refuses %o', async (payload) => {
    const { token } = await signUp(t.app);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/me/settings',
      headers: as(token),
      payload,
    });
    expect(res.statusCode).toBe(400);
  });
});

/** A mailing-list subscription and a contact message from each address. */
async function mailingListAndMessages(...emails: string[]) {
  for (const email of emails) {
    await t.db.insert(subscribers).values({ email, unsubscribeTokenHash: `hash of ${email}` });
    await t.db.insert(feedback).values({ name: 'Ada', email, message: 'Hello' });
  }
}

/** `DELETE /me` as the holder of `token`, confirming with `password` (or nothing). */
const deleteAccount = (token: string, password?: string) =>
  t.app.inject({ method: 'DELETE', url: '/api/v1/me', headers: as(token), payload: { password } });

const rowsOf = async (email: string) => [
  ...(await t.db.select().from(subscribers).where(eq(subscribers.email, email))),
  ...(await t.db.select().from(feedback).where(eq(feedback.email, email))),
];

describe('deleting an account', () => {
  it('needs the password, then removes the user and what is theirs; the old token stops working', async () => {
    const { token, user, password } = await signUp(t.app);
    await t.db.update(users).set({ verified: true }).where(eq(users.id, user._id));
    const someoneElse = uniqueEmail('someone.else');
    await mailingListAndMessages(user.email, someoneElse);
    const wrong = await deleteAccount(token, 'not the password');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error.code).toBe('invalid_credentials');
    const none = await deleteAccount(token);
    expect(none.statusCode).toBe(401);

    const res = await deleteAccount(token, password);
    expect(res.statusCode).toBe(200);
    expect(await t.db.select().from(users).where(eq(users.id, user._id))).toEqual([]);
    expect(await t.db.select().from(oneTimeTokens).where(eq(oneTimeTokens.userId, user._id))).toEqual([]);
    expect(await t.db.select().from(userBadges).where(eq(userBadges.userId, user._id))).toEqual([]);
    expect(await rowsOf(user.email)).toEqual([]);
    expect(await rowsOf(someoneElse)).toHaveLength(2);
    expect((await t.app.inject({ url: '/api/v1/me', headers: as(token) })).statusCode).toBe(401);
    const signin = await t.app.inject({
      method: 'POST',
      url: '/api/v1/signin',
      payload: { email: user.email, password },
    });
    expect(signin.statusCode).toBe(401);
  });

  it("of an address never verified, leaves that address's mailing list and messages alone", async () => {
    const { token, user, password } = await signUp(t.app);
    await mailingListAndMessages(user.email);
    const res = await deleteAccount(token, password);
    expect(res.statusCode).toBe(200);
    expect(await t.db.select().from(users).where(eq(users.id, user._id))).toEqual([]);
    expect(await rowsOf(user.email)).toHaveLength(2);
  });

  it('without a password, needs a sign-in from the last ten minutes', async () => {
    const { token, user } = await signUp(t.app);
    await t.db.update(users).set({ passwordHash: null }).where(eq(users.id, user._id));
    const res = await t.app.inject({ method: 'DELETE', url: '/api/v1/me', headers: as(token), payload: {} });
    expect(res.statusCode).toBe(200);
    expect(await t.db.select().from(users).where(eq(users.id, user._id))).toEqual([]);
  });

  it('without a password, refuses a sign-in older than ten minutes (reauth_required)', async () => {
    const { user } = await signUp(t.app);
    await t.db.update(users).set({ passwordHash: null }).where(eq(users.id, user._id));
    const old = await tokenIssuedAgo(t, user._id, 20);
    const res = await t.app.inject({ method: 'DELETE', url: '/api/v1/me', headers: as(old), payload: {} });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('reauth_required');
    expect(await t.db.select().from(users).where(eq(users.id, user._id))).toHaveLength(1);
  });
});
