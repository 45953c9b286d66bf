import { expect, test } from '../support/fixtures';

test('switching to Urdu translates the page and turns it right-to-left', async ({ page, a11y }) => {
  await page.goto('/about');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await page.getByLabel('Language').selectOption('ur');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ur');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/About/);
  await a11y();

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.goto('/login');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await a11y();
  await page.goto('/about');
  await page.getByRole('combobox').first().selectOption('en');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
});

test('the theme cycles through all five and is remembered', async ({ page, a11y }) => {
  await page.goto('/about');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-theme', 'classic');
  const seen = [];
  for (let i = 0; i < 5; i++) {
    await page.getByRole('button', { name: /Change theme/ }).click();
    seen.push(await html.getAttribute('data-theme'));
    await a11y();
  }
  expect(seen).toEqual(['neon', 'pastel', 'sakura', 'sunset', 'classic']);
  await page.getByRole('button', { name: /Change theme/ }).click();
  await page.reload();
  await expect(html).toHaveAttribute('data-theme', 'neon');
});
