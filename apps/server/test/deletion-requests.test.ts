import { linkIn, startSmtpSink } from '@tp/testing/smtp-sink';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { feedback, users } from '../src/db/schema';
import { createTestApp, signInAsAdmin, signUp, type TestApp, uniqueEmail } from './test-app';

const day = 24 * 60 * 60 * 1000;

let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
let t: TestApp;
let admin: { authorization: string };
/** The app's clock: each test starts at the real time and may move it on. */
let offset = 0;
beforeAll(async () => {
  smtp = await startSmtpSink();
  t = await createTestApp(
    { SMTP_URL: smtp.url, SUPPORT_EMAIL: 'help@tp.test', FORM_RATE_LIMIT_PER_IP: '1000' },
    { now: () => new Date(Date.now() + offset) },
  );
  admin = { authorization: `Bearer ${await signInAsAdmin(t)}` };
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});
beforeEach(() => {
  offset = 0;
});

const api = (url: string, payload?: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/api/v1${url}`, headers, ...(payload ? { payload } : {}) });

/** Asks for the deletion of the account with `email`, as whoever `headers` sign in, if anyone. */
async function request(email: string, headers: Record<string, string> = {}) {
  const res = await api(
    '/send-feedback',
    { name: 'Someone', email, message: 'Please delete this account.', kind: 'account-deletion' },
    headers,
  );
  expect(res.statusCode).toBe(200);
  await smtp.waitFor('help@tp.test', `Reply-To: ${email}`);
  const [row] = await t.db.select().from(feedback).where(eq(feedback.email, email.toLowerCase()));
  if (!row) throw new Error('request not stored');
  return { id: row.id, answer: res.json() };
}

const deleteAccount = (id: string) => api(`/admin/messages/${id}/delete-account`, undefined, admin);

async function inboxEntry(id: string) {
  const res = await t.app.inject({ url: '/api/v1/admin/messages?kind=account-deletion', headers: admin });
  return res.json().messages.find((m: { _id: string }) => m._id === id);
}

const accountExists = async (id: string) =>
  (await t.db.select().from(users).where(eq(users.id, id))).length === 1;

// Sign-up mails the new account too: the confirmation is the mail with its link.
const confirmationMail = (email: string) => smtp.waitFor(email, '/confirm-deletion?token');

/** The token of the confirmation link mailed to `email`. */
async function mailedToken(email: string) {
  const link = linkIn(await confirmationMail(email));
  expect(`${link.origin}${link.pathname}`).toBe('http://tp.test/confirm-deletion');
  return link.searchParams.get('token') ?? '';
}

describe('a deletion request', () => {
  it('sent by a stranger deletes nothing until the owner confirms it', async () => {
    const owner = await signUp(t.app, { name: 'Olive Owner' });
    const { id, answer } = await request(owner.user.email);

    const refused = await deleteAccount(id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({
      code: 'conflict',
      message: 'The owner has not confirmed this request.',
    });
    expect(await accountExists(owner.user._id)).toBe(true);
    expect(answer).toEqual({ message: 'Message sent.', confirmed: false });
    expect(await inboxEntry(id)).toMatchObject({ confirmation: { status: 'awaiting' } });
  });

  it('is confirmed by the owner through the link mailed in the requester’s language, then deletes the account', async () => {
    const owner = await signUp(t.app, { name: 'Olive Owner' });
    const { id } = await request(owner.user.email, { 'accept-language': 'fr' });
    const mail = await confirmationMail(owner.user.email);
    expect(mail.raw).toContain('Subject: Confirmez la suppression de votre compte TP');
    expect(mail.raw).toContain('Bonjour Olive Owner');
    expect(mail.raw).toContain('7 jours');
    expect(mail.raw).not.toContain('Please delete this account.');
    const token = linkIn(mail).searchParams.get('token') ?? '';

    const confirmed = await api('/confirm-deletion', { token });
    expect(confirmed.statusCode).toBe(200);
    expect(await inboxEntry(id)).toMatchObject({
      confirmation: { status: 'confirmed', at: expect.any(String) },
    });
    expect((await deleteAccount(id)).statusCode).toBe(200);
    expect(await accountExists(owner.user._id)).toBe(false);
  });

  it('is confirmed by a link that works once, stored only as its hash', async () => {
    const owner = await signUp(t.app);
    const { id } = await request(owner.user.email);
    const token = await mailedToken(owner.user.email);
    const [row] = await t.db.select().from(feedback).where(eq(feedback.id, id));
    expect(row?.confirmationTokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.confirmationTokenHash).not.toContain(token);

    expect((await api('/confirm-deletion', { token })).statusCode).toBe(200);
    const again = await api('/confirm-deletion', { token });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.code).toBe('invalid_token');
    expect((await api('/confirm-deletion', { token: 'made-up' })).statusCode).toBe(400);
  });

  it('expires unconfirmed after 7 days: it can then be neither confirmed nor acted on', async () => {
    const owner = await signUp(t.app);
    const { id } = await request(owner.user.email);
    const token = await mailedToken(owner.user.email);
    const awaiting = await inboxEntry(id);
    expect(Date.parse(awaiting.confirmation.at) - Date.now()).toBeGreaterThan(7 * day - 60_000);

    offset = 7 * day + 60_000;
    expect(await inboxEntry(id)).toMatchObject({ confirmation: { status: 'expired' } });
    const late = await api('/confirm-deletion', { token });
    expect(late.statusCode).toBe(400);
    expect(late.json().error.code).toBe('invalid_token');
    const refused = await deleteAccount(id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toMatch(/expired/);
    expect(await accountExists(owner.user._id)).toBe(true);
  });

  it('sent by the owner signed in is confirmed at once, and no link is mailed', async () => {
    const owner = await signUp(t.app);
    // The address as the owner may type it, which names the same account.
    const typed = owner.user.email.replace(/^[^@]+/, (local) => local.toUpperCase());
    const { id, answer } = await request(typed, {
      authorization: `Bearer ${owner.token}`,
    });
    expect(answer).toEqual({ message: 'Message sent.', confirmed: true });
    expect(await inboxEntry(id)).toMatchObject({ confirmation: { status: 'confirmed' } });
    expect((await deleteAccount(id)).statusCode).toBe(200);
    expect(await accountExists(owner.user._id)).toBe(false);
    // A contact message sent after it reaches support once the background mail would have gone.
    await api('/send-feedback', { name: 'A', email: uniqueEmail(), message: 'after' });
    await smtp.waitFor('help@tp.test', 'after');
    const mailed = smtp.mails.filter((m) => m.to.includes(owner.user.email));
    expect(mailed.filter((m) => m.raw.includes('/confirm-deletion'))).toEqual([]);
  });

  it('sent by another signed-in learner waits for the owner', async () => {
    const owner = await signUp(t.app);
    const other = await signUp(t.app);
    const { id, answer } = await request(owner.user.email, { authorization: `Bearer ${other.token}` });
    expect(answer.confirmed).toBe(false);
    await mailedToken(owner.user.email);
    expect((await deleteAccount(id)).statusCode).toBe(409);
    expect(await accountExists(owner.user._id)).toBe(true);
  });

  it('naming an address no account has is answered alike, and mails it nothing', async () => {
    const nobody = uniqueEmail('nobody');
    const { answer } = await request(nobody);
    expect(answer).toEqual({ message: 'Message sent.', confirmed: false });
    await api('/send-feedback', { name: 'A', email: uniqueEmail(), message: 'later' });
    await smtp.waitFor('help@tp.test', 'later');
    expect(smtp.mails.filter((m) => m.to.includes(nobody))).toEqual([]);
  });

  it('kept before confirmations were asked is expired', async () => {
    const owner = await signUp(t.app);
    const [row] = await t.db
      .insert(feedback)
      .values({ kind: 'account-deletion', name: 'Old', email: owner.user.email, message: 'Delete me.' })
      .returning();
    const id = row?.id ?? '';
    expect(await inboxEntry(id)).toMatchObject({ confirmation: { status: 'expired', at: null } });
    expect((await deleteAccount(id)).statusCode).toBe(409);
    expect(await accountExists(owner.user._id)).toBe(true);
  });
});

describe('a contact message', () => {
  it('has no confirmation and mails the sender nothing', async () => {
    const email = uniqueEmail('writer');
    const res = await api('/send-feedback', { name: 'Ada', email, message: 'Hello' });
    expect(res.json()).toEqual({ message: 'Message sent.' });
    const [row] = await t.db.select().from(feedback).where(eq(feedback.email, email));
    const all = await t.app.inject({ url: '/api/v1/admin/messages?kind=feedback', headers: admin });
    expect(all.json().messages.find((m: { _id: string }) => m._id === row?.id)).toMatchObject({
      confirmation: null,
    });
  });
});

describe('the confirmation endpoint', () => {
  it.each([{}, { token: '' }, { token: 'x'.repeat(201) }, { token: 'x', extra: 1 }])(
    'refuses %j with 400',
    async (body) => {
      const res = await api('/confirm-deletion', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('validation_failed');
    },
  );
});
