import { linkIn, startSmtpSink } from '@tp/testing/smtp-sink';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { feedback, subscribers } from '../src/db/schema';
import { createTestApp, signInAsAdmin, signUp, type TestApp, uniqueEmail } from './test-app';

let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
let t: TestApp;
let admin: { authorization: string };
beforeAll(async () => {
  smtp = await startSmtpSink();
  t = await createTestApp({
    SMTP_URL: smtp.url,
    SUPPORT_EMAIL: 'help@tp.test',
    FORM_RATE_LIMIT_PER_IP: '1000',
  });
  admin = { authorization: `Bearer ${await signInAsAdmin(t)}` };
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/api/v1${url}`, payload, headers });

describe('the contact form', () => {
  it('keeps a message sent once as one message of the inbox', async () => {
    const email = uniqueEmail('writer');
    const res = await post('/send-feedback', { name: 'Ada', email, message: 'Lovely app!' });
    expect(res.statusCode).toBe(200);
    const rows = await t.db.select().from(feedback).where(eq(feedback.email, email));
    expect(rows).toEqual([
      expect.objectContaining({ kind: 'feedback', name: 'Ada', message: 'Lovely app!' }),
    ]);
    const inbox = await t.app.inject({ url: '/api/v1/admin/messages?kind=feedback', headers: admin });
    const listed = inbox.json().messages.filter((m: { email: string }) => m.email === email);
    expect(listed).toHaveLength(1);
    // Mailed once as well.
    await smtp.waitFor('help@tp.test', 'Lovely app!');
    expect(smtp.mails.filter((m) => m.raw.includes('Lovely app!'))).toHaveLength(0);
    // The second way in, which stored the message again, is gone.
    expect((await post('/feedback', { name: 'Ada', email, message: 'Lovely app!' })).statusCode).toBe(404);
  });

  it('mails a message to the support address, answers going to the sender', async () => {
    const email = uniqueEmail('writer');
    const res = await post('/send-feedback', { name: 'Ada', email, message: 'The k key is loud.' });
    expect(res.statusCode).toBe(200);
    const mail = await smtp.waitFor('help@tp.test');
    expect(mail.raw).toContain('Subject: Feedback from Ada');
    expect(mail.raw).toMatch(new RegExp(`Reply-To: ${email.replace('.', '\\.')}`, 'i'));
    expect(mail.raw).toContain('The k key is loud.');
  });

  it('mails an account-deletion request without a sign-in', async () => {
    const email = uniqueEmail('leaver');
    const res = await post('/send-feedback', {
      name: 'Grace',
      email,
      message: 'Please remove my data.',
      kind: 'account-deletion',
    });
    expect(res.statusCode).toBe(200);
    // It waits for the owner of the address to confirm it (see deletion-requests.test.ts).
    expect(res.json()).toEqual({ message: 'Message sent.', confirmed: false });
    expect((await smtp.waitFor('help@tp.test')).raw).toContain(
      'Subject: Account deletion request from Grace',
    );
  });

  it.each([
    ['no name', { email: 'a@b.co', message: 'x' }],
    ['a bad e-mail', { name: 'A', email: 'nope', message: 'x' }],
    ['an empty message', { name: 'A', email: 'a@b.co', message: '   ' }],
  ])('refuses %s', async (_, body) => {
    expect((await post('/send-feedback', body)).statusCode).toBe(400);
  });

  it('refuses an unknown kind of message', async () => {
    const body = { name: 'A', email: 'a@b.co', message: 'x', kind: 'spam' };
    expect((await post('/send-feedback', body)).statusCode).toBe(400);
  });

  it('answers 502 when the mail server is unreachable', async () => {
    const offline = await createTestApp({ SMTP_URL: 'smtp://127.0.0.1:1' }, { sharing: t });
    const res = await offline.app.inject({
      method: 'POST',
      url: '/api/v1/send-feedback',
      payload: { name: 'A', email: 'a@b.co', message: 'x' },
    });
    expect(res.statusCode).toBe(502);
    expect(res.json().error.code).toBe('mail_failed');
    await offline.close();
  });

  it('is rate-limited per client address', async () => {
    const strict = await createTestApp({ SMTP_URL: smtp.url, FORM_RATE_LIMIT_PER_IP: '2' }, { sharing: t });
    const send = () =>
      strict.app.inject({
        method: 'POST',
        url: '/api/v1/send-feedback',
        payload: { name: 'A', email: 'a@b.co', message: 'x' },
      });
    expect((await send()).statusCode).toBe(200);
    expect((await send()).statusCode).toBe(200);
    const third = await send();
    expect(third.statusCode).toBe(429);
    expect(third.headers['retry-after']).toBeDefined();
    await strict.close();
  });

  it('shows the support address configured, and no sign-in provider or keyboard app by default', async () => {
    expect((await t.app.inject('/api/v1/site-info')).json()).toEqual({
      supportEmail: 'help@tp.test',
      signInProviders: { google: false, apple: null },
      keyboardLinks: {},
    });
  });
});

describe('the keyboard apps’ download links', () => {
  const links = {
    KEYBOARD_ANDROID_URL: 'https://play.google.com/store/apps/details?id=example.keyboard',
    KEYBOARD_IOS_URL: 'https://apps.apple.com/app/example-keyboard/id123456789',
    KEYBOARD_WINDOWS_URL: 'https://downloads.example.com/keyboard.msi',
    KEYBOARD_MAC_URL: 'https://downloads.example.com/keyboard.dmg',
    KEYBOARD_LINUX_URL: 'https://downloads.example.com/keyboard.deb',
  };

  it('come from the configuration, a platform at a time', async () => {
    const configured = await createTestApp(
      { KEYBOARD_ANDROID_URL: links.KEYBOARD_ANDROID_URL },
      { sharing: t },
    );
    expect((await configured.app.inject('/api/v1/site-info')).json().keyboardLinks).toEqual({
      android: links.KEYBOARD_ANDROID_URL,
    });
    await configured.close();
    expect(loadConfig(links).keyboardLinks).toEqual({
      android: links.KEYBOARD_ANDROID_URL,
      iphone: links.KEYBOARD_IOS_URL,
      windows: links.KEYBOARD_WINDOWS_URL,
      mac: links.KEYBOARD_MAC_URL,
      linux: links.KEYBOARD_LINUX_URL,
    });
  });

  it.each([
    'http://play.google.com/store/apps/details?id=example.keyboard',
    '/downloads/keyboard.dmg',
    'javascript:alert(1)',
    'https://localhost/keyboard.dmg',
  ])('must be public https:// URLs, not %s', (url) => {
    expect(() => loadConfig({ KEYBOARD_MAC_URL: url })).toThrow(
      /KEYBOARD_MAC_URL: must be an https:\/\/ URL/,
    );
  });
});

describe('the mailing list', () => {
  it('welcomes a new address once, with an unsubscribe link that works', async () => {
    const email = uniqueEmail('reader');
    const first = await post('/subscribe', { email: email.toUpperCase() }, { 'accept-language': 'fr' });
    expect(first.statusCode).toBe(200);
    expect(first.json().message).toBe('Thank you for subscribing!');
    const mail = await smtp.waitFor(email);
    expect(mail.raw).toContain('List-Unsubscribe');
    expect(mail.raw).toMatch(/Bienvenue/);
    const link = linkIn(mail);
    expect(link.pathname).toBe('/unsubscribe');

    // Subscribing again changes nothing and sends nothing.
    expect((await post('/subscribe', { email })).statusCode).toBe(200);
    expect(await t.db.select().from(subscribers).where(eq(subscribers.email, email))).toHaveLength(1);

    const token = link.searchParams.get('token') ?? '';
    expect((await post('/unsubscribe', { token })).statusCode).toBe(200);
    const [row] = await t.db.select().from(subscribers).where(eq(subscribers.email, email));
    expect(row?.unsubscribedAt).toBeInstanceOf(Date);
    // The link keeps working; a made-up one does not.
    expect((await post('/unsubscribe', { token })).statusCode).toBe(200);
    expect((await post('/unsubscribe', { token: 'made-up' })).statusCode).toBe(400);

    // Coming back is welcomed again, with a new link.
    await post('/subscribe', { email });
    expect(linkIn(await smtp.waitFor(email)).searchParams.get('token')).not.toBe(token);
    const [back] = await t.db.select().from(subscribers).where(eq(subscribers.email, email));
    expect(back?.unsubscribedAt).toBeNull();
    expect(smtp.mails.filter((m) => m.to.includes(email))).toHaveLength(0);
  });

  it('stores only the hash of the unsubscribe token', async () => {
    const email = uniqueEmail('reader');
    await post('/subscribe', { email });
    const token = linkIn(await smtp.waitFor(email)).searchParams.get('token') ?? '';
    const [row] = await t.db.select().from(subscribers).where(eq(subscribers.email, email));
    expect(row?.unsubscribeTokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.unsubscribeTokenHash).not.toContain(token);
  });
});

describe('the blog', () => {
  it('publishes a post by an admin, shown newest first to anyone, as it was written', async () => {
    const content = 'First paragraph.\n\n<script>alert(1)</script> stays text.';
    const res = await post('/create', { title: 'Hello', content, author: 'The TP team' }, admin);
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe('Blog post created successfully!');
    await post('/create', { title: 'Second', content: 'More.', author: 'The TP team' }, admin);
    const { posts } = (await t.app.inject('/api/v1/posts')).json();
    expect(posts.map((p: { title: string }) => p.title).slice(0, 2)).toEqual(['Second', 'Hello']);
    expect(posts[1]).toMatchObject({ content, author: 'The TP team', date: expect.any(String) });
  });

  it('refuses posts from learners and empty posts', async () => {
    const learner = await signUp(t.app);
    const auth = { authorization: `Bearer ${learner.token}` };
    expect((await post('/create', { title: 'x', content: 'y', author: 'z' }, auth)).statusCode).toBe(403);
    expect((await post('/create', { title: ' ', content: 'y', author: 'z' }, admin)).statusCode).toBe(400);
  });
});
