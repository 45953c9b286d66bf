import { expect, logIn, test, uniqueEmail } from '../support/fixtures';

test('a free learner upgrades from the profile and pays in test mode, then is premium', async ({
  page,
  a11y,
}) => {
  const email = uniqueEmail('payer');
  const password = 'correct horse battery';
  const signup = await page.request.post('/api/v1/signup', {
    data: { name: 'Paying Learner', email, password, confirmPassword: password },
  });
  expect(signup.ok()).toBe(true);
  await logIn(page, email, password);

  await page.goto('/profile');
  const account = page.getByRole('main');
  await expect(account.getByText('Free', { exact: true })).toBeVisible();
  await account.getByRole('link', { name: 'Upgrade to Premium' }).click();

  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Complete payment' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Pay with' })).toBeVisible();
  await expect(page.getByText('Choose payment method')).toBeVisible();
  await expect(page.getByRole('note')).toContainText('Test mode: nothing is charged.');
  await a11y();

  // The decline card first: the provider's refusal shows under the form and nothing changes.
  await page.getByLabel('Card number').fill('4000 0000 0000 0002');
  await page.getByLabel('Expiry date').fill('12/40');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Pay by card' }).click();
  await expect(page.getByRole('alert')).toHaveText('Your card was declined.');

  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  const confirmation = page.waitForRequest((r) => r.url().endsWith('/api/update-premium-status'));
  await page.getByRole('button', { name: 'Pay by card' }).click();
  const { sessionId } = (await confirmation).postDataJSON();
  await expect(page.getByRole('heading', { level: 1, name: 'Payment Complete' })).toBeVisible();
  await expect(page.getByText('Thank you! Your account is now premium.')).toBeVisible();
  await a11y();
  await page.getByRole('link', { name: 'Go to dashboard' }).click();
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/profile');
  await expect(page.getByRole('main').getByText('Premium', { exact: true })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Upgrade to Premium' })).toHaveCount(0);

  // The success page's call again (a reload, a replayed link) changes nothing and says so.
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const replay = await page.request.post('/api/update-premium-status', {
    headers: { authorization: `Bearer ${token}` },
    data: { sessionId },
  });
  expect(await replay.json()).toMatchObject({ status: 'already_granted', user: { accountType: 'premium' } });
  await page.goto(`/success?session_id=${encodeURIComponent(sessionId)}`);
  await expect(
    page.getByText('This payment has already been applied: your account is already premium.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/success\?/);
});

test('the checkout, success and completion pages pass axe in Urdu', async ({ page, a11y }) => {
  const email = uniqueEmail('payer');
  const password = 'correct horse battery';
  await page.request.post('/api/v1/signup', {
    data: { name: 'Urdu Payer', email, password, confirmPassword: password },
  });
  await logIn(page, email, password);
  await page.evaluate(() => localStorage.setItem('lang', 'ur'));
  await page.goto('/checkout');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('note')).toBeVisible();
  await a11y();
  await page.locator('section[aria-labelledby="pay-wallet"]').getByRole('button').click();
  await expect(page).toHaveURL(/\/completion$/);
  await a11y();
});
