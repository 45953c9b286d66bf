import type { APIRequestContext, Page } from '@playwright/test';
import { expect, logIn, test, uniqueEmail } from '../support/fixtures';

const password = 'correct horse battery';

async function account(request: APIRequestContext, name = 'Ada Lovelace') {
  const email = uniqueEmail('way');
  const res = await request.post('/api/v1/signup', {
    data: { name, email, password, confirmPassword: password },
  });
  expect(res.ok()).toBe(true);
  return email;
}

async function fillLogin(page: Page, email: string) {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
}

test('a guest finds sign-in and sign-up in the notice and the header, and the way back to the game', async ({
  page,
  a11y,
}) => {
  await page.goto('/about');
  const header = page.getByRole('banner');
  await expect(header.getByText('Sign in/Sign Up to save progress')).toBeVisible();
  await header.getByRole('link', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Log In' })).toBeVisible();
  await a11y();
  await page.getByRole('link', { name: 'Back to the game' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner')).toBeVisible();

  await header.getByRole('link', { name: 'Sign Up' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign Up' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to the game' }).click();
  await expect(page).toHaveURL(/\/$/);

  // The account control is a visible, named link for a guest.
  const login = header.getByRole('link', { name: 'Login', exact: true });
  await expect(login).toBeVisible();
  await expect(login).toHaveText('Login');
  await login.click();
  await expect(page).toHaveURL(/\/login$/);
});

test('the way back mirrors in Urdu', async ({ page, a11y }) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'ur'));
  await page.goto('/signup');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const back = page.getByRole('link', { name: 'کھیل پر واپس جائیں' });
  await expect(back).toBeVisible();
  const arrow = back.locator('[aria-hidden="true"]');
  const [arrowBox, linkBox] = [await arrow.boundingBox(), await back.boundingBox()];
  // The arrow leads the words on the right, and points right: back, in a right-to-left page.
  expect(arrowBox && linkBox && arrowBox.x + arrowBox.width > linkBox.x + linkBox.width - 30).toBe(true);
  expect(await arrow.evaluate((element) => getComputedStyle(element).scale)).toBe('-1 1');
  await a11y();
  await back.click();
  await expect(page).toHaveURL(/\/$/);
});

test('a learner’s account control shows their initials on a colour that stays theirs', async ({
  page,
  request,
}) => {
  const email = await account(request, 'Grace Brewster Hopper');
  await logIn(page, email, password);
  const control = page.getByRole('banner').getByRole('button', { name: 'Account: Grace Brewster Hopper' });
  const avatar = control.locator('[data-initials]');
  await expect(avatar).toHaveAttribute('data-initials', 'GH');
  expect(await avatar.evaluate((element) => getComputedStyle(element, '::before').content)).toBe('"GH"');
  const colour = await avatar.evaluate((element) => getComputedStyle(element).backgroundColor);
  for (const path of ['/about', '/profile', '/']) {
    await page.goto(path);
    await expect(avatar).toBeVisible();
    expect(await avatar.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe(colour);
  }
});

test('the help with the symbol table is in the menu and in the how-to-play dialog', async ({ page }) => {
  await page.goto('/about');
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('navigation', { name: 'Site' }).getByRole('link', { name: 'Help' }).click();
  await expect(page).toHaveURL(/\/info$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Help and support' })).toBeVisible();

  await page.goto('/');
  await page.getByRole('button', { name: 'How to play' }).click();
  const dialog = page.getByRole('dialog', { name: 'How to Play' });
  await dialog.getByRole('link', { name: 'See every symbol and its sound in the symbol table' }).click();
  await expect(page).toHaveURL(/\/info$/);
  await expect(page.getByRole('heading', { name: 'What is the New Phonetic Model?' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a guest sent to log in from the checkout comes back to it', async ({ page, request, a11y }) => {
  const email = await account(request);
  await page.goto('/checkout');
  await page.getByRole('main').getByRole('link', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/login\?next=%2Fcheckout$/);
  await a11y();
  await fillLogin(page, email);
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('heading', { name: 'Pay with' })).toBeVisible();
});

test('a guest sent from the checkout who signs up instead comes back to it', async ({ page }) => {
  await page.goto('/checkout');
  await page.getByRole('main').getByRole('link', { name: 'Log In' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Log In' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL(/\/signup\?next=%2Fcheckout$/);
  await page.getByLabel('Name').fill('New Payer');
  const email = uniqueEmail('signup');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm Password').fill(password);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  // Sign-up opens no session: its way to log in keeps the page to come back to.
  await page.getByRole('main').getByRole('link', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/login\?next=%2Fcheckout$/);
  await fillLogin(page, email);
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('heading', { name: 'Pay with' })).toBeVisible();
});

for (const next of ['//evil.example', 'https://evil.example/checkout']) {
  test(`a login never sends the learner to another site (${next})`, async ({ page, request, baseURL }) => {
    const email = await account(request);
    await page.goto(`/login?next=${encodeURIComponent(next)}`);
    await fillLogin(page, email);
    await expect(page).toHaveURL(`${baseURL}/`);
    await expect(
      page.getByRole('banner').getByRole('button', { name: 'Account: Ada Lovelace' }),
    ).toBeVisible();
  });
}

test('the payment pages claim nothing the server has not confirmed', async ({ page, request }) => {
  const email = await account(request);
  await logIn(page, email, password);

  await page.goto('/completion');
  await expect(page.getByRole('heading', { level: 1, name: 'No completed payment' })).toBeVisible();
  await expect(page.getByText(/now premium/)).toHaveCount(0);
  await page.getByRole('link', { name: 'Upgrade to Premium' }).click();
  await expect(page).toHaveURL(/\/checkout$/);

  await page.goto('/success?session_id=bogus');
  await expect(
    page.getByRole('heading', { level: 1, name: 'We could not confirm this payment' }),
  ).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText('We could not find this payment on your account.');
  await expect(page.getByText('Payment Successful')).toHaveCount(0);
  await expect(page).toHaveTitle('We could not confirm this payment · TP');
});

test('an address the server cannot decode opens the app, and the API answers it in JSON', async ({
  page,
  request,
}) => {
  const response = await page.goto('/%E0%A4%A');
  expect(response?.status()).toBe(400);
  expect(response?.headers()['content-type']).toContain('text/html');
  // The app treats it as any unknown address: a visitor goes to sign up (spec §2).
  await expect(page.getByRole('heading', { level: 1, name: 'Sign Up' })).toBeVisible();

  const api = await request.get('/api/v1/%E0%A4%A');
  expect(api.status()).toBe(400);
  expect((await api.json()).error.code).toBe('bad_request');
});
