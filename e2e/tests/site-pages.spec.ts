import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { linkIn } from '@tp/testing/smtp-sink';
import { expect, logIn, test, uniqueEmail } from '../support/fixtures';
import { admin } from '../support/server';

/** The support address the server falls back to (SUPPORT_EMAIL). */
const support = 'support@tp.local';

async function signUpViaApi(page: Page, name = 'Ada Lovelace') {
  const email = uniqueEmail();
  const password = 'correct horse battery';
  const res = await page.request.post('/api/v1/signup', {
    data: { name, email, password, confirmPassword: password },
  });
  expect(res.ok()).toBe(true);
  return { email, password };
}

test('a visitor sends the contact form and the message reaches support', async ({ page, smtp, a11y }) => {
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  await expect(page.getByRole('link', { name: support })).toHaveAttribute('href', `mailto:${support}`);
  await a11y();
  await page.getByLabel('Name').fill('Grace Hopper');
  await page.getByLabel('Email', { exact: true }).fill('grace@e2e.test');
  await page.getByLabel('Message').fill('The ʞ key sounds lovely.');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Feedback saved and email sent successfully!')).toBeVisible();
  await expect(page.getByLabel('Message')).toHaveValue('');
  const mail = await smtp.waitFor(support, 'Feedback from Grace Hopper');
  expect(mail.raw).toContain('Feedback from Grace Hopper');
});

test('an admin writes a blog post and a guest reads it, as text', async ({ page, browser, app, a11y }) => {
  await logIn(page, admin.email, admin.password);
  await page.goto('/post');
  await expect(page.getByRole('heading', { level: 1, name: 'Write a blog post' })).toBeVisible();
  await a11y();
  await page.getByLabel('Title').fill('Hearing the puff');
  await page
    .getByLabel('Content')
    .fill('Say “cat” with your hand in front of your mouth.\n\n<b>Not bold</b>');
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Blog post created successfully!')).toBeVisible();

  const guest = await browser.newPage({ baseURL: app.url });
  await guest.goto('/blog');
  const post = guest.getByRole('article').filter({ hasText: 'Hearing the puff' });
  await expect(post).toContainText('Say “cat” with your hand in front of your mouth.');
  await expect(post).toContainText('<b>Not bold</b>');
  await expect(post.locator('b')).toHaveCount(0);
  await guest.close();
});

test('a visitor asks for an account to be deleted, and joins the mailing list', async ({ page, smtp }) => {
  await page.goto('/delete-account');
  await page.getByLabel('Name').fill('Leaving Learner');
  await page.getByLabel('Email', { exact: true }).fill('leaving@e2e.test');
  await page.getByLabel('Reason').fill('I have finished the course.');
  await page.getByRole('button', { name: 'Request deletion' }).click();
  await expect(page.getByText('Your request for account deletion has been lodged!')).toBeVisible();
  expect((await smtp.waitFor(support, 'Reply-To: leaving@e2e.test')).raw).toContain(
    'Account deletion request from Leaving Learner',
  );

  const email = uniqueEmail('reader');
  const footer = page.getByRole('contentinfo');
  await footer.scrollIntoViewIfNeeded();
  await footer.getByLabel('Email address').fill(email);
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await expect(footer.getByText('Thank you for subscribing!')).toBeVisible();
  await smtp.waitFor(email);
});

test('settings survive a reload and follow the learner to a new browser', async ({
  page,
  browser,
  app,
  a11y,
}) => {
  const { email, password } = await signUpViaApi(page);
  await logIn(page, email, password);
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await a11y();
  await page.getByLabel('Theme').selectOption('sunset');
  await page.getByRole('switch', { name: 'Hover sound' }).click();
  await page.getByLabel('Hover sound delay').selectOption('2000');
  await page.getByLabel('Loop count').selectOption('4');
  await page.getByRole('switch', { name: 'Video autoplay' }).click();
  await page.getByRole('switch', { name: 'Audio autoplay' }).click();
  // Last, so that the labels above are still English.
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/v1/me/settings') && r.ok());
  await page.getByLabel('Interface language').selectOption('de');
  await saved;

  /** What the settings left on this device: the spec's storage keys and the page's theme and language. */
  const settingsOf = (p: Page) =>
    p.evaluate(() => ({
      lang: document.documentElement.lang,
      theme: document.documentElement.dataset.theme,
      keyboard: JSON.parse(localStorage.getItem('keyboardSettings') ?? '{}'),
      video: localStorage.getItem('videoAutoPlay'),
      audio: localStorage.getItem('audioAutoPlay'),
    }));
  const expected = {
    lang: 'de',
    theme: 'sunset',
    keyboard: { hoverSoundEnabled: false, hoverSoundDelay: 2000, loopCount: 4 },
    video: 'true',
    audio: 'true',
  };
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  expect(await settingsOf(page)).toEqual(expected);

  // A fresh browser knows nothing until the learner signs in.
  const context = await browser.newContext({ baseURL: app.url });
  const fresh = await context.newPage();
  await logIn(fresh, email, password);
  await fresh.goto('/settings');
  await expect(fresh.locator('html')).toHaveAttribute('lang', 'de');
  expect(await settingsOf(fresh)).toEqual(expected);
  await context.close();
});

test('a learner deletes their account from the profile', async ({ page, a11y }) => {
  const { email, password } = await signUpViaApi(page, 'Short Stay');
  await logIn(page, email, password);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  await expect(page.getByText('No badges earned')).toBeVisible();
  await a11y();
  await page.getByRole('button', { name: 'Delete Account' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog');
  await confirm.getByLabel('Password').fill(password);
  await confirm.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page.getByText('Your account has been deleted.')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  const signin = await page.request.post('/api/v1/signin', { data: { email, password } });
  expect(signin.status()).toBe(401);
});

const pages = [
  '/profile',
  '/settings',
  '/contact',
  '/delete-account',
  '/blog',
  '/about',
  '/info',
  '/iOS-keyboard-support',
  '/download-keyboard',
  '/privacy-policy',
  '/privacyPolicyKeyboardAndroid',
  '/privacyPolicyKeyboardiphone',
  '/returns-policy',
  '/terms-and-conditions',
];

// In halves: axe takes seconds a page on a busy machine.
const halves = [pages.slice(0, pages.length / 2), pages.slice(pages.length / 2)];

for (const lang of ['en', 'ur'] as const) {
  for (const [half, paths] of halves.entries()) {
    test(`every site page passes axe in ${lang} (${half + 1} of 2)`, async ({ page, a11y }) => {
      const { email, password } = await signUpViaApi(page, 'Axe Checker');
      await logIn(page, email, password);
      await page.evaluate((l) => localStorage.setItem('lang', l), lang);
      for (const path of paths) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ur' ? 'rtl' : 'ltr');
        await a11y();
      }
    });
  }
}

/** The web app's own words for the site's pages in `lang`, to tell a page's states apart in either. */
const siteWords = (lang: 'en' | 'ur') =>
  JSON.parse(
    readFileSync(new URL(`../../apps/web/src/i18n/locales/${lang}/site.json`, import.meta.url), 'utf8'),
  ) as { post: { title: string }; unsubscribe: { success: string; invalid: string } };

/** Sets the admin account's interface language, which a sign-in then applies to the browser. */
async function setAdminLanguage(page: Page, lang: 'en' | 'ur') {
  const signin = await page.request.post('/api/v1/signin', { data: admin });
  const { token } = (await signin.json()) as { token: string };
  const saved = await page.request.put('/api/v1/me/settings', {
    headers: { authorization: `Bearer ${token}` },
    data: { lang },
  });
  expect(saved.ok()).toBe(true);
}

// The pages the loop above cannot open: an admin's, and those that a mailed link opens.
for (const lang of ['en', 'ur'] as const) {
  test(`the blog form and the unsubscribe page pass axe in ${lang}`, async ({ page, smtp, a11y }) => {
    const words = siteWords(lang);
    // The admin's language is the account's, which a sign-in applies; every other test expects
    // English, so it is put back whatever happens.
    await setAdminLanguage(page, lang);
    try {
      await logIn(page, admin.email, admin.password);
      await page.goto('/post');
      await expect(page.getByRole('heading', { level: 1, name: words.post.title })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ur' ? 'rtl' : 'ltr');
      await a11y();

      const email = uniqueEmail('leaver');
      expect((await page.request.post('/api/v1/subscribe', { data: { email } })).ok()).toBe(true);
      const link = linkIn(await smtp.waitFor(email));
      await page.goto(link.pathname + link.search);
      await expect(page.getByText(words.unsubscribe.success)).toBeVisible();
      await a11y();

      await page.goto('/unsubscribe?token=not-a-real-token');
      await expect(page.getByText(words.unsubscribe.invalid)).toBeVisible();
      await a11y();
    } finally {
      await setAdminLanguage(page, 'en');
    }
  });
}

test('a page opened directly shows its own words from the start, never its translation keys', async ({
  page,
}) => {
  // Every text the page's heading ever has, in order.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { headings: string[] }).headings = seen;
    new MutationObserver(() => {
      const text = document.querySelector('main h1')?.textContent;
      if (text && seen.at(-1) !== text) seen.push(text);
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  for (const [path, heading] of [
    ['/about', 'About TP'],
    ['/login', 'Log In'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { headings: string[] }).headings)).toEqual([
      heading,
    ]);
  }
});
