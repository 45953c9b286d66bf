import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, feedback, subscribers, users } from '../src/db/schema';
import { createTestApp, signInAsAdmin, signUp, type TestApp, uniqueEmail } from './test-app';

let t: TestApp;
let admin: { authorization: string };
let learner: { authorization: string };
beforeAll(async () => {
  t = await createTestApp({ FORM_RATE_LIMIT_PER_IP: '1000' });
  admin = { authorization: `Bearer ${await signInAsAdmin(t)}` };
  learner = { authorization: `Bearer ${(await signUp(t.app)).token}` };
});
afterAll(() => t.close());

const api = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, headers = admin) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers, ...(payload ? { payload } : {}) });

const missing = '00000000-0000-4000-8000-000000000000';

/**
 * Sends a message through a site form, as whoever `token` signs in (a deletion request's owner
 * confirms it so), and returns its id in the inbox.
 */
async function send(
  kind: 'feedback' | 'account-deletion',
  email = uniqueEmail('sender'),
  name = 'Ada',
  token = '',
) {
  const res = await api(
    'POST',
    '/send-feedback',
    { name, email, message: `About ${email}`, kind },
    { authorization: token && `Bearer ${token}` },
  );
  expect(res.statusCode).toBe(200);
  const [row] = await t.db.select().from(feedback).where(eq(feedback.email, email));
  if (!row) throw new Error('message not stored');
  return { id: row.id, email };
}

describe('the inbox', () => {
  it('keeps what the contact and deletion forms send, newest first, with the account of each address', async () => {
    await t.db.delete(feedback);
    const learnerAccount = await signUp(t.app, { name: 'Grace Hopper' });
    const contact = await api(
      'POST',
      '/send-feedback',
      { name: 'Lin', email: 'LIN@example.com', message: 'Hi' },
      { authorization: '' },
    );
    expect(contact.statusCode).toBe(200);
    const mailed = await send('feedback');
    const request = await send('account-deletion', learnerAccount.user.email, 'Grace');

    const res = await api('GET', '/admin/messages');
    expect(res.statusCode).toBe(200);
    const { messages, nextBefore } = res.json();
    expect(messages.map((m: { _id: string }) => m._id)).toEqual([request.id, mailed.id, expect.any(String)]);
    expect(messages[0]).toMatchObject({
      kind: 'account-deletion',
      name: 'Grace',
      email: learnerAccount.user.email,
      handledAt: null,
      account: { _id: learnerAccount.user._id, name: 'Grace Hopper', role: 'user' },
      confirmation: { status: 'awaiting', at: expect.any(String) },
    });
    expect(messages[1]).toMatchObject({ kind: 'feedback', account: null, confirmation: null });
    expect(messages[2]).toMatchObject({ kind: 'feedback', email: 'lin@example.com', message: 'Hi' });
    expect(nextBefore).toBeNull();
  });

  it('reads a page at a time and filters by kind and by status', async () => {
    await t.db.delete(feedback);
    const first = await send('feedback');
    const second = await send('account-deletion');
    const third = await send('feedback');
    expect((await api('PUT', `/admin/messages/${first.id}`, { handled: true })).statusCode).toBe(200);

    const page = (await api('GET', '/admin/messages?limit=2')).json();
    expect(page.messages.map((m: { _id: string }) => m._id)).toEqual([third.id, second.id]);
    expect(page.nextBefore).toBe(second.id);
    const next = (await api('GET', `/admin/messages?limit=2&before=${page.nextBefore}`)).json();
    expect(next.messages.map((m: { _id: string }) => m._id)).toEqual([first.id]);
    expect(next.nextBefore).toBeNull();

    const ids = async (query: string) =>
      (await api('GET', `/admin/messages?${query}`)).json().messages.map((m: { _id: string }) => m._id);
    expect(await ids('kind=account-deletion')).toEqual([second.id]);
    expect(await ids('kind=feedback')).toEqual([third.id, first.id]);
    expect(await ids('status=handled')).toEqual([first.id]);
    expect(await ids('status=open&kind=feedback')).toEqual([third.id]);
  });

  it('marks a message handled, keeping when, and waiting again', async () => {
    const { id } = await send('feedback');
    const handled = await api('PUT', `/admin/messages/${id}`, { handled: true });
    expect(handled.statusCode).toBe(200);
    const at = handled.json().message.handledAt;
    expect(Date.parse(at)).toBeGreaterThan(Date.now() - 60_000);
    const again = await api('PUT', `/admin/messages/${id}`, { handled: true });
    expect(again.json().message.handledAt).toBe(at);
    const reopened = await api('PUT', `/admin/messages/${id}`, { handled: false });
    expect(reopened.json().message).toMatchObject({ _id: id, handledAt: null });
  });

  it.each([
    ['GET', '/admin/messages?kind=spam'],
    ['GET', '/admin/messages?status=done'],
    ['GET', '/admin/messages?limit=0'],
    ['GET', '/admin/messages?before=nope'],
    ['PUT', `/admin/messages/${missing}`, { handled: 'yes' }],
    ['PUT', `/admin/messages/${missing}`, {}],
    ['PUT', '/admin/messages/not-an-id', { handled: true }],
    ['POST', '/admin/messages/not-an-id/delete-account'],
  ] as const)('refuses %s %s with 400', async (method, url, body?: object) => {
    const res = await api(method, url, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('validation_failed');
  });

  it.each([
    ['GET', '/admin/messages'],
    ['PUT', `/admin/messages/${missing}`, { handled: true }],
    ['POST', `/admin/messages/${missing}/delete-account`],
  ] as const)(
    'answers %s %s with 401 without a sign-in and 403 for a learner',
    async (method, url, body?: object) => {
      expect((await api(method, url, body, { authorization: '' })).statusCode).toBe(401);
      const res = await api(method, url, body, learner);
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('forbidden');
    },
  );

  it('answers 404 for a message that does not exist', async () => {
    expect((await api('PUT', `/admin/messages/${missing}`, { handled: true })).statusCode).toBe(404);
    expect((await api('POST', `/admin/messages/${missing}/delete-account`)).statusCode).toBe(404);
  });
});

describe('deleting the account a deletion request names', () => {
  it('deletes the account as its own deletion would, marks the request handled and records who did it', async () => {
    const leaver = await signUp(t.app, { name: 'Leaving Learner' });
    const request = await send('account-deletion', leaver.user.email, 'Ada', leaver.token);

    const res = await api('POST', `/admin/messages/${request.id}/delete-account`);
    expect(res.statusCode).toBe(200);
    expect(await t.db.select().from(users).where(eq(users.id, leaver.user._id))).toEqual([]);
    // The account never proved its address, so the request stays, handled.
    const [row] = await t.db.select().from(feedback).where(eq(feedback.id, request.id));
    expect(row?.handledAt).toBeInstanceOf(Date);
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.entityId, leaver.user._id));
    expect(entry).toMatchObject({
      actorEmail: 'root@example.com',
      action: 'delete',
      entity: 'account',
      before: { name: 'Leaving Learner', email: leaver.user.email, role: 'user' },
      after: null,
    });
    // The deleted account's token opens nothing any more.
    const me = await api('GET', '/me', undefined, { authorization: `Bearer ${leaver.token}` });
    expect(me.statusCode).toBe(401);
    // Asked again, there is no account left to delete.
    const again = await api('POST', `/admin/messages/${request.id}/delete-account`);
    expect(again.statusCode).toBe(404);
    expect(again.json().error.message).toContain(leaver.user.email);
  });

  it('still deletes the account of a request an admin marked handled, listed by default with its account', async () => {
    const leaver = await signUp(t.app);
    const request = await send('account-deletion', leaver.user.email, 'Ada', leaver.token);
    expect((await api('PUT', `/admin/messages/${request.id}`, { handled: true })).statusCode).toBe(200);

    const listed = (await api('GET', '/admin/messages?kind=account-deletion')).json().messages;
    expect(listed.find((m: { _id: string }) => m._id === request.id)).toMatchObject({
      handledAt: expect.any(String),
      account: { _id: leaver.user._id },
      confirmation: { status: 'confirmed' },
    });
    expect((await api('POST', `/admin/messages/${request.id}/delete-account`)).statusCode).toBe(200);
    expect(await t.db.select().from(users).where(eq(users.id, leaver.user._id))).toEqual([]);
  });

  it('takes a verified address off the mailing list and out of the inbox with the account', async () => {
    const leaver = await signUp(t.app);
    await t.db.update(users).set({ verified: true }).where(eq(users.id, leaver.user._id));
    await t.db
      .insert(subscribers)
      .values({ email: leaver.user.email, unsubscribeTokenHash: `h-${leaver.user._id}` });
    const request = await send('account-deletion', leaver.user.email, 'Ada', leaver.token);

    expect((await api('POST', `/admin/messages/${request.id}/delete-account`)).statusCode).toBe(200);
    expect(await t.db.select().from(subscribers).where(eq(subscribers.email, leaver.user.email))).toEqual([]);
    expect(await t.db.select().from(feedback).where(eq(feedback.email, leaver.user.email))).toEqual([]);
  });

  it('answers 404 when no account has the address', async () => {
    const request = await send('account-deletion');
    const res = await api('POST', `/admin/messages/${request.id}/delete-account`);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('not_found');
  });

  it('refuses with 409 an admin’s account and a message that is not a deletion request', async () => {
    const asAdmin = await send('account-deletion', 'root@example.com');
    const refused = await api('POST', `/admin/messages/${asAdmin.id}/delete-account`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('conflict');
    expect(await t.db.select().from(users).where(eq(users.email, 'root@example.com'))).toHaveLength(1);

    const learnerAccount = await signUp(t.app);
    const contact = await send('feedback', learnerAccount.user.email);
    expect((await api('POST', `/admin/messages/${contact.id}/delete-account`)).statusCode).toBe(409);
    expect(await t.db.select().from(users).where(eq(users.id, learnerAccount.user._id))).toHaveLength(1);
  });
});

describe('the mailing list', () => {
  async function subscribe(email: string) {
    expect((await api('POST', '/subscribe', { email }, { authorization: '' })).statusCode).toBe(200);
  }

  it('lists the addresses, latest first, with how many are on the list and how many left', async () => {
    await t.db.delete(subscribers);
    const [a, b, c] = [uniqueEmail('a'), uniqueEmail('b'), uniqueEmail('c')];
    for (const email of [a, b, c]) await subscribe(email);
    await t.db.update(subscribers).set({ unsubscribedAt: new Date() }).where(eq(subscribers.email, b));

    const res = await api('GET', '/admin/subscribers?limit=2');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.counts).toEqual({ subscribed: 2, unsubscribed: 1 });
    expect(body.subscribers.map((s: { email: string }) => s.email)).toEqual([c, b]);
    expect(body.subscribers[1]).toMatchObject({ unsubscribedAt: expect.any(String) });
    expect(body.subscribers[0]).toMatchObject({ unsubscribedAt: null });
    const next = (await api('GET', `/admin/subscribers?limit=2&before=${body.nextBefore}`)).json();
    expect(next.subscribers.map((s: { email: string }) => s.email)).toEqual([a]);
    expect(next.nextBefore).toBeNull();

    const only = async (status: string) =>
      (await api('GET', `/admin/subscribers?status=${status}`))
        .json()
        .subscribers.map((s: { email: string }) => s.email);
    expect(await only('subscribed')).toEqual([c, a]);
    expect(await only('unsubscribed')).toEqual([b]);
  });

  it('downloads as CSV, a spreadsheet formula in an address made harmless', async () => {
    await t.db.delete(subscribers);
    await subscribe('plain@example.com');
    await t.db.insert(subscribers).values([
      { email: '=cmd|calc@example.com', unsubscribeTokenHash: 'h1', subscribedAt: new Date('2026-01-01') },
      {
        email: '+1,"x"@example.com',
        unsubscribeTokenHash: 'h2',
        subscribedAt: new Date('2025-01-01'),
        unsubscribedAt: new Date('2025-06-01'),
      },
    ]);
    const res = await api('GET', '/admin/subscribers.csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="subscribers.csv"');
    const lines = res.body.split('\r\n');
    expect(lines[0]).toBe('email,status,subscribed_at,unsubscribed_at');
    expect(lines[1]).toMatch(/^plain@example\.com,subscribed,\d{4}-\d\d-\d\dT[\d:.]+Z,$/);
    expect(lines[2]).toBe("'=cmd|calc@example.com,subscribed,2026-01-01T00:00:00.000Z,");
    expect(lines[3]).toBe(
      `"'+1,""x""@example.com",unsubscribed,2025-01-01T00:00:00.000Z,2025-06-01T00:00:00.000Z`,
    );
    expect(lines.slice(4)).toEqual(['']);
  });

  it('is described in the API document as the CSV file it is', async () => {
    const doc = (await t.app.inject('/api/docs/json')).json();
    const success = doc.paths['/api/v1/admin/subscribers.csv'].get.responses['200'];
    expect(Object.keys(success.content)).toEqual(['text/csv']);
  });

  it.each(['?status=gone', '?limit=500', '?before=1'])('refuses the list with %s with 400', async (query) => {
    expect((await api('GET', `/admin/subscribers${query}`)).statusCode).toBe(400);
  });

  it.each(['/admin/subscribers', '/admin/subscribers.csv'])(
    'answers %s with 401 without a sign-in and 403 for a learner',
    async (url) => {
      expect((await api('GET', url, undefined, { authorization: '' })).statusCode).toBe(401);
      expect((await api('GET', url, undefined, learner)).statusCode).toBe(403);
    },
  );
});
