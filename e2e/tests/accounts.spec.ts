import type { Page } from '@playwright/test';
import { linkIn } from '@tp/testing/smtp-sink';
import { expect, logIn, signUpAndSignIn, test, uniqueEmail } from '../support/fixtures';

const verifyNotice = 'Please verify your account. Click here to receive verification email.';
const checkInbox = (email: string) =>
  `Check your inbox at ${email}: we have sent you a link to verify your address. Once it is verified, log in.`;

/** Fills the sign-up form and sends it. */
async function signUpWithForm(page: Page, name: string, email: string, password: string) {
  await page.goto('/signup');
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm Password').fill(password);
  await page.getByRole('button', { name: 'Sign Up' }).click();
}

test('a visitor signs up, verifies the e-mail from the mail, logs in, out and in again', async ({
  page,
  smtp,
  a11y,
}) => {
  const email = uniqueEmail();
  await page.goto('/signup');
  await a11y();
  await signUpWithForm(page, 'Ada Lovelace', email, 'analytical engine');
  await expect(page.getByText(checkInbox(email))).toBeVisible();
  await a11y();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

  const link = linkIn(await smtp.waitFor(email));
  await page.goto(link.pathname + link.search);
  await expect(page.getByText('Email verified successfully!')).toBeVisible();
  await a11y();
  await expect(page).toHaveURL(/\/$/, { timeout: 6_000 });
  await logIn(page, email, 'analytical engine');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Log Out' }).first()).toBeVisible();
  await expect(page.getByText(verifyNotice)).toHaveCount(0);

  await page.getByRole('button', { name: 'Log Out' }).first().click();
  await expect(page.getByText('Are you sure you want to log out?')).toBeVisible();
  await a11y();
  await page.getByRole('button', { name: 'Logout', exact: true }).click();
  await expect(page.getByText('Sign in/Sign Up to save progress')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('analytical engine');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Log Out' }).first()).toBeVisible();
});

test('a visitor who signs up with an address that has an account is told the same, and its owner is mailed', async ({
  page,
  smtp,
  request,
}) => {
  const email = uniqueEmail();
  await signUpAndSignIn(request, { name: 'Ada Lovelace', email, password: 'analytical engine' });
  await smtp.waitFor(email); // the verification mail
  await signUpWithForm(page, 'Someone Else', email, 'another engine');
  await expect(page.getByText(checkInbox(email))).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  const mail = await smtp.waitFor(email);
  expect(mail.raw).toContain('Someone tried to sign up to TP with your address');
  expect(linkIn(mail).pathname).toBe('/login');
});

test('an unverified learner asks for the verification mail again', async ({ page, smtp }) => {
  const email = uniqueEmail();
  await signUpWithForm(page, 'Grace Hopper', email, 'cobol forever');
  await expect(page.getByText(checkInbox(email))).toBeVisible();
  await smtp.waitFor(email);
  await logIn(page, email, 'cobol forever');

  await page.getByText(verifyNotice).click();
  await expect(page.getByRole('dialog', { name: "Let's verify your email!" })).toContainText(email);
  await page.getByRole('button', { name: 'Send verification email' }).click();
  await expect(page.getByText('Verification email sent!')).toBeVisible();
  expect(linkIn(await smtp.waitFor(email)).pathname).toBe('/verify-email');
});

test('a wrong password says "Invalid email or password"', async ({ page, a11y }) => {
  await page.goto('/login');
  await a11y();
  await page.getByLabel('Email', { exact: true }).fill(uniqueEmail('nobody'));
  await page.getByLabel('Password', { exact: true }).fill('not the password');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByText('Invalid email or password')).toBeVisible();
  await a11y();
});

test('a learner resets a forgotten password from the mailed link', async ({ page, smtp, a11y, request }) => {
  const email = uniqueEmail();
  await signUpAndSignIn(request, { name: 'Alan Turing', email, password: 'enigma machine' });
  await smtp.waitFor(email);

  await page.goto('/forgot-password');
  await a11y();
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('Email sent. Check your inbox.')).toBeVisible();

  const link = linkIn(await smtp.waitFor(email));
  expect(link.pathname).toBe('/reset-password');
  await page.goto(link.pathname + link.search);
  await a11y();
  await page.getByLabel('New Password').fill('bombe decoded');
  await page.getByLabel('Confirm Password').fill('bombe decoded');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page).toHaveURL(/\/login$/, { timeout: 6_000 });

  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('bombe decoded');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Log Out' }).first()).toBeVisible();
});

test('a learner changes the password on the profile: still signed in, other sessions ended, the new password logs in', async ({
  page,
  smtp,
  a11y,
  request,
}) => {
  const email = uniqueEmail();
  const { token: otherSession } = await signUpAndSignIn(request, {
    name: 'Ada Lovelace',
    email,
    password: 'analytical engine',
  });
  await smtp.waitFor(email);

  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('analytical engine');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/profile');
  const form = page.getByRole('region', { name: 'Change password' });
  await form.getByLabel('Current password').fill('analytical engine');
  await form.getByLabel('New password', { exact: true }).fill('difference engine');
  await form.getByLabel('Confirm new password').fill('difference engine');
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByRole('status')).toHaveText(
    'Your password has been changed. Your other devices have been signed out.',
  );
  await a11y();

  const other = await request.get('/api/v1/me', { headers: { authorization: `Bearer ${otherSession}` } });
  expect(other.status()).toBe(401);
  await page.reload();
  await expect(page.getByRole('main').getByText(email)).toBeVisible();

  await page.getByRole('button', { name: 'Log Out' }).first().click();
  await page.getByRole('button', { name: 'Logout', exact: true }).click();
  await expect(page.getByText('Sign in/Sign Up to save progress')).toBeVisible();

  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('analytical engine');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByText('Invalid email or password')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('difference engine');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Log Out' }).first()).toBeVisible();
});
