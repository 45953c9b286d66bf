import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { linkIn } from '@tp/testing/smtp-sink';
import { dashboardTab as tab } from '../support/dashboard';
import { expect, logIn, test, uniqueEmail } from '../support/fixtures';
import { admin } from '../support/server';

/** Whether the page is wider than its window: a phone would have to scroll sideways. */
const overflows = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

test('an admin deletes the account a learner asked to delete and confirmed, finds it in the audit log, and downloads the mailing list', async ({
  page,
  a11y,
  smtp,
}) => {
  const email = uniqueEmail('leaving');
  const password = 'correct horse battery';
  const signup = await page.request.post('/api/v1/signup', {
    data: { name: 'Leaving Learner', email, password, confirmPassword: password },
  });
  expect(signup.ok()).toBe(true);
  const reader = uniqueEmail('reader');
  expect((await page.request.post('/api/v1/subscribe', { data: { email: reader } })).ok()).toBe(true);

  await page.goto('/delete-account');
  await page.getByLabel('Name').fill('Leaving Learner');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Reason').fill(`Please delete ${email}.`);
  await page.getByRole('button', { name: 'Request deletion' }).click();
  await expect(page.getByText('Your request for account deletion has been lodged!')).toBeVisible();
  await expect(page.getByText('open the link we sent there within 7 days')).toBeVisible();
  expect((await smtp.waitFor('support@tp.local', `Reply-To: ${email}`)).raw).toContain(
    'Account deletion request from Leaving Learner',
  );

  // The owner confirms the request through the link mailed to the address (sign-up mailed it too).
  const link = linkIn(await smtp.waitFor(email, '/confirm-deletion?token'));
  await page.goto(`${link.pathname}${link.search}`);
  await page.getByRole('button', { name: 'Confirm the deletion request' }).click();
  await expect(page.getByText('Your request is confirmed.')).toBeVisible();
  await a11y();

  // A contact message, sent once through the contact page, reaches the inbox once.
  const note = `A note from ${email}.`;
  await page.goto('/contact');
  await page.getByLabel('Name').fill('Leaving Learner');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Message').fill(note);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Feedback saved and email sent successfully!')).toBeVisible();

  await logIn(page, admin.email, admin.password);
  await page.goto('/dashboard');
  await tab(page, 'Inbox').click();
  await expect(page.getByRole('listitem').filter({ hasText: note })).toHaveCount(1);
  const request = page.getByRole('listitem').filter({ hasText: `Please delete ${email}.` });
  await expect(request.getByRole('heading', { name: 'Account-deletion request' })).toBeVisible();
  await expect(request.getByText(/^Confirmed by the owner on /)).toBeVisible();
  await a11y();
  // Marked handled, the request stays in the inbox with its deletion.
  await request.getByRole('button', { name: 'Mark handled' }).click();
  await expect(request.getByText(/^Handled on /)).toBeVisible();
  await request.getByRole('button', { name: 'Delete the account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this account?' });
  await expect(dialog).toContainText(`The account of Leaving Learner (${email}) will be deleted`);
  await dialog.getByRole('button', { name: 'Delete account' }).click();
  await expect(page.getByText(`The account of ${email} has been deleted.`)).toBeVisible();
  // The request stays listed, handled; the account it named is gone.
  await expect(request.getByText(/^Handled on /)).toBeVisible();
  await expect(request.getByText('No account has this address.')).toBeVisible();
  const signin = await page.request.post('/api/v1/signin', { data: { email, password } });
  expect(signin.status()).toBe(401);

  await tab(page, 'Audit').click();
  await page.getByLabel('Kind').selectOption({ label: 'Account' });
  const entry = page.getByRole('listitem').filter({ hasText: 'Account · deleted' }).first();
  await entry.getByText(/^Changed fields/).click();
  await expect(entry.getByRole('row', { name: /email/ })).toContainText(email);
  await a11y();

  await tab(page, 'Subscribers').click();
  await expect(page.getByText(reader)).toBeVisible();
  await a11y();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('subscribers.csv');
  const csv = readFileSync((await file.path()) ?? '', 'utf8');
  expect(csv.split('\r\n')[0]).toBe('email,status,subscribed_at,unsubscribed_at');
  expect(csv).toContain(`${reader},subscribed,`);

  // On a phone each tab fits the width, the sidebar folded.
  await page.setViewportSize({ width: 360, height: 740 });
  for (const name of ['Audit', 'Inbox', 'Subscribers']) {
    await page.goto(`/dashboard?tab=${name.toLowerCase()}`);
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
    expect(await overflows(page), name).toBe(false);
  }
});
