import type { Page } from '@playwright/test';
import { expect, logIn, test, uniqueEmail } from '../support/fixtures';
import { admin } from '../support/server';

/** The dashboard's scripts and catalogs the page asks for from now on. */
function dashboardRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/(DashboardPage|admin\w*)-/.test(request.url())) urls.push(request.url());
  });
  return urls;
}

test('a learner who opens /dashboard is sent to /access-blocked', async ({ page, request, a11y }) => {
  const email = uniqueEmail();
  await request.post('/api/v1/signup', {
    data: { name: 'Learner', email, password: 'learner password', confirmPassword: 'learner password' },
  });
  await logIn(page, email, 'learner password');
  const fetched = dashboardRequests(page);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/access-blocked$/);
  // The dashboard's code is for admins: a learner's browser never fetches it.
  expect(fetched).toEqual([]);
  await expect(
    page.getByText(
      'You do not have permission to access this page. Please contact your administrator for further assistance.',
    ),
  ).toBeVisible();
  await a11y();
  await page.getByRole('link', { name: 'Go back to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('a visitor who opens /dashboard is sent to /access-blocked', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/access-blocked$/);
});

test('an admin reaches the dashboard, and /access-blocked sends them back to it', async ({ page, a11y }) => {
  await logIn(page, admin.email, admin.password);
  const fetched = dashboardRequests(page);
  await expect(page.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await page.getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('navigation', { name: /dashboard/i })).toBeVisible();
  expect(fetched.some((url) => url.includes('/DashboardPage-'))).toBe(true);
  await a11y();
  await page.goto('/access-blocked');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('unknown paths go to /signup for visitors and to / with a token', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/signup$/);
  await logIn(page, admin.email, admin.password);
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/$/);
});
