import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

test.use({ howToPlaySeen: false });

/**
 * Marks what the page holds once it is parsed, before any script runs: hydration keeps those
 * elements, a second render would replace them. Returns the page's errors, React's hydration
 * errors among them.
 */
async function watchServerPage(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      for (const element of document.querySelectorAll('#root *'))
        Object.assign(element, { fromServer: true });
    });
  });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

const fromServer = (element: Locator) => element.evaluate((node) => 'fromServer' in node);

test('a first visit gets the game in the page itself, which comes alive as it is', async ({
  page,
  request,
}) => {
  const { levels } = (await (await request.get('/api/v1/levels')).json()) as {
    levels: { texts: string[] }[];
  };
  const firstLine = levels[0]?.texts[0]?.split('\n')[0] ?? '';
  expect(firstLine).not.toBe('');

  // The first item is in the page as the server sends it, before any script runs.
  const served = await (await request.get('/')).text();
  expect(served).toContain(firstLine);
  expect(served).toContain('id="tp-page-data"');

  const errors = await watchServerPage(page);
  await page.goto('/');
  const dialog = page.getByRole('dialog', { name: 'How to Play' });
  await expect(dialog).toBeVisible();
  expect(await fromServer(page.getByText(firstLine, { exact: false }).first())).toBe(true);
  expect(errors).toEqual([]);

  // Alive: the dialog closes, and the game goes on to the next item.
  await dialog.getByRole('button', { name: "Let's play" }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText(firstLine, { exact: false })).toHaveCount(0);

  // Having stored something, the browser gets the page as built, and the app renders it itself.
  expect(await (await page.context().request.get('/')).text()).not.toContain('id="tp-page-data"');
  await page.reload();
  await expect(
    page.getByRole('button', { name: 'Next' }).or(page.getByRole('button', { name: 'Check' })),
  ).toBeVisible();
  await expect(dialog).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('a first visit to /login gets the sign-in form in the page itself, which comes alive as it is', async ({
  page,
  request,
}) => {
  // The form is in the page as the server sends it, before any script runs.
  const served = await (await request.get('/login')).text();
  expect(served).toMatch(/<h1[^>]*>Log In<\/h1>/);
  expect(served).toMatch(/<input[^>]*type="email"/);
  expect(served).toMatch(/<input[^>]*type="password"/);

  const errors = await watchServerPage(page);
  await page.goto('/login');
  const password = page.getByLabel('Password', { exact: true });
  expect(await fromServer(page.getByLabel('Email'))).toBe(true);
  expect(await fromServer(password)).toBe(true);
  // Live once React has hydrated the page: it then names the tab after it.
  await expect(page).toHaveTitle('Log In · TP');

  // Alive: the password shows and hides, and the form checks what is typed.
  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(password).toHaveAttribute('type', 'text');
  await page.getByLabel('Email').fill('ada@example.com');
  await password.fill('a long and quiet river');
  await expect(page.getByRole('button', { name: 'Log In', exact: true })).toBeEnabled();
  expect(await fromServer(password)).toBe(true);
  expect(errors).toEqual([]);
});

test('a first visit to /signup gets its form from the server, and the password estimator only once a password is typed', async ({
  page,
}) => {
  const estimator = (url: string) => new URL(url).pathname.startsWith('/assets/password-strength-');
  const scripts: string[] = [];
  page.on('request', (req) => {
    if (req.resourceType() === 'script') scripts.push(req.url());
  });
  const errors = await watchServerPage(page);
  await page.goto('/signup');
  await expect(page).toHaveTitle('Sign Up · TP');
  await page.waitForLoadState('networkidle');
  const password = page.getByLabel('Password', { exact: true });
  expect(await fromServer(password)).toBe(true);
  expect(scripts.filter(estimator)).toEqual([]);

  await password.fill('Passw0rd!');
  await expect(password).toHaveAccessibleDescription(/commonly used password/);
  expect(scripts.filter(estimator)).toHaveLength(1);
  expect(errors).toEqual([]);
});
