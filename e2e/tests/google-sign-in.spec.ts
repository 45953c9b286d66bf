import type { Page } from '@playwright/test';
import { linkIn } from '@tp/testing/smtp-sink';
import { expect, test, uniqueEmail } from '../support/fixtures';
import { readInfoLevel } from '../support/guest';

/** Clicks "Continue with Google" on the login page; the browser leaves for the provider. */
async function continueWithGoogle(page: Page) {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Continue with Google' }).click();
}

/** The provider's own sign-in and consent pages, as a person goes through them. */
async function signInAtProvider(page: Page, login: string) {
  await page.getByPlaceholder('Enter any login').fill(login);
  await page.getByPlaceholder('and password').fill('any password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
}

/** The signed-in user, as the app's API answers for the stored session. */
const currentUser = (page: Page) =>
  page.evaluate(async () => {
    const res = await fetch('/api/v1/me', {
      headers: { authorization: `Bearer ${localStorage.getItem('token')}` },
    });
    return (await res.json()).user as { _id: string; email: string; verified: boolean; hasPassword: boolean };
  });

const signedIn = async (page: Page) => {
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Log Out' }).first()).toBeVisible();
};

test('a new visitor signs in with Google, and comes back later as the same learner', async ({
  page,
  app,
  a11y,
}) => {
  const email = uniqueEmail('google');
  await continueWithGoogle(page);
  expect(page.url().startsWith(app.url)).toBe(false);
  await signInAtProvider(page, email);

  await signedIn(page);
  const created = await currentUser(page);
  expect(created).toMatchObject({ email, verified: true, hasPassword: false });
  await expect(page.getByText('Please verify your account.', { exact: false })).toHaveCount(0);
  await a11y();

  await page.getByRole('button', { name: 'Log Out' }).first().click();
  await page.getByRole('button', { name: 'Logout', exact: true }).click();
  await expect(page.getByText('Sign in/Sign Up to save progress')).toBeVisible();

  // The provider remembers the person, so the way back goes straight through.
  await continueWithGoogle(page);
  await signedIn(page);
  expect((await currentUser(page))._id).toBe(created._id);
});

test('a guest who signs up with Google keeps the level they reached', async ({ page, request }) => {
  const { levels } = (await (await request.get('/api/v1/levels')).json()) as {
    levels: { texts: string[]; sounds: unknown[] }[];
  };
  const first = levels[0];
  const second = levels[1];
  if (!first || !second) throw new Error('the demo course has fewer than two levels');
  await page.goto('/');
  await readInfoLevel(page, 1, first.texts.length);
  await expect(page.getByText(`Level 2 · Part 1 of ${second.sounds.length}`)).toBeVisible();

  await page.goto('/signup');
  await page.getByRole('link', { name: 'Continue with Google' }).click();
  await signInAtProvider(page, uniqueEmail('guest-google'));

  await signedIn(page);
  await expect(page.getByRole('banner')).toContainText('Level : 2');
  await expect(page.getByText(`Level 2 · Part 1 of ${second.sounds.length}`)).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('guestLevel'))).toBeNull();
});

test('a learner with a verified e-mail and password signs in with Google into the same account', async ({
  page,
  app,
  smtp,
}) => {
  const email = uniqueEmail('linked');
  const post = (path: string, body: object) =>
    fetch(`${app.url}/api/v1/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const password = 'wind tunnel';
  expect(
    (await post('signup', { name: 'Mary Jackson', email, password, confirmPassword: password })).status,
  ).toBe(202);
  const account = (await (await post('signin', { email, password })).json()).user as { _id: string };
  const link = linkIn(await smtp.waitFor(email));
  expect((await fetch(`${app.url}/api/v1/verify-email${link.search}`)).ok).toBe(true);

  await continueWithGoogle(page);
  await signInAtProvider(page, email);
  await signedIn(page);
  expect(await currentUser(page)).toMatchObject({ _id: account._id, hasPassword: true });
});

test('a Google account whose e-mail Google has not verified is turned back with the reason', async ({
  page,
  oidc,
  a11y,
}) => {
  const email = uniqueEmail('unverified');
  oidc.addAccount({ login: email, email, emailVerified: false });
  await continueWithGoogle(page);
  await signInAtProvider(page, email);

  await expect(page).toHaveURL(/\/login\?error=email_unverified$/);
  await expect(page.getByRole('alert')).toContainText(
    'Google has not verified the e-mail address of this Google account',
  );
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await a11y();
});

test('Apple, not configured on this server, says so in its button', async ({ page }) => {
  await page.goto('/signup');
  const apple = page.getByRole('button', { name: 'Continue with Apple' });
  await expect(apple).toBeDisabled();
  await expect(page.getByText('Sign-in with Apple is not configured yet.')).toBeVisible();
});
