import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, logIn, test } from '../support/fixtures';
import { typePhysically } from '../support/phonetic-typing';
import { admin } from '../support/server';

// This test changes the course: it gets a server of its own.
test.use({ ownServer: true });

const media = (path: string) => readFileSync(new URL(`../../content/media/${path}`, import.meta.url));
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const tab = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Dashboard sections' }).getByRole('button', { name });

/** An image uploaded and named through the API, as the admin's images tab does. */
async function createImage(request: APIRequestContext, token: string, title: string) {
  const headers = { authorization: `Bearer ${token}` };
  const upload = await request.post('/api/v1/upload-image', {
    headers,
    multipart: { file: { name: `${title}.png`, mimeType: 'image/png', buffer: png } },
  });
  expect(upload.status()).toBe(201);
  const created = await request.post('/api/v1/create-image', {
    headers,
    data: { title, link: (await upload.json()).url },
  });
  expect(created.status()).toBe(201);
}

test('an admin gives a sound an accepted variant and its own picture, and a guest typing the variant is right', async ({
  page,
  browser,
  request,
  a11y,
}) => {
  test.setTimeout(120_000);
  const signIn = await request.post('/api/v1/signin', {
    data: { email: admin.email, password: admin.password },
  });
  const { token } = await signIn.json();
  await createImage(request, token, 'E2E garden');
  await createImage(request, token, 'E2E either');

  await logIn(page, admin.email, admin.password);
  await page.goto('/dashboard');

  // The sound: the dictionary's answer, its other pronunciation added in one click, its own picture.
  await tab(page, 'Upload Sounds').click();
  await page.getByLabel('Name').fill('either');
  await expect(page.getByLabel('Answer')).toHaveValue('iðər');
  await page.getByRole('button', { name: 'Add variant ɑɪðər' }).click();
  await expect(page.getByRole('list', { name: 'Variants added' })).toContainText('ɑɪðər');
  await page.getByLabel('Picture of its own').selectOption({ label: 'E2E either' });
  await expect(page.getByRole('img', { name: 'Preview of E2E either' })).toBeVisible();
  await page.getByLabel('Audio file').setInputFiles({
    name: 'either.mp3',
    mimeType: 'audio/mpeg',
    buffer: media('audio/cat.mp3'),
  });
  await expect(page.getByText('Audio file uploaded successfully!')).toBeVisible();
  await a11y();
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/v1/create-sound'));
  await page.getByRole('button', { name: 'Save sound' }).click();
  expect((await saved).status()).toBe(201);
  await expect(page.getByText('Sound uploaded successfully!')).toBeVisible();

  // The audios list shows the variant and the picture.
  await tab(page, 'Audios').click();
  const either = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'either', exact: true }) });
  await expect(either).toContainText('ɑɪðər');
  await expect(either.getByRole('img', { name: 'E2E either' })).toBeVisible();

  // A sound level first in the course, with the sound and the level's own picture.
  await tab(page, 'Levels').click();
  const editButtons = page.getByRole('button', { name: /^Edit level \d+$/ });
  await expect(editButtons.first()).toBeVisible();
  const levelsBefore = await editButtons.count();
  await page.getByLabel('Level', { exact: true }).fill('1');
  await page.getByRole('button', { name: 'Create level' }).click();
  await expect(editButtons).toHaveCount(levelsBefore + 1);
  await page.getByRole('button', { name: 'Edit level 1', exact: true }).click();
  const edit = page.getByRole('dialog', { name: 'Edit level 1' });
  await edit.getByRole('checkbox', { name: /either/ }).check();
  await edit.getByLabel('Image').selectOption({ label: 'E2E garden' });
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit.getByText('Level updated successfully.')).toBeVisible();
  await page.keyboard.press('Escape');

  // A guest plays it: the item's own picture, not the level's; the variant is right.
  const guestContext = await browser.newContext();
  const guest = await guestContext.newPage();
  await guest.addInitScript(() => localStorage.setItem('hasSeenModal', 'true'));
  await guest.goto(page.url().replace(/\/dashboard.*$/, '/'));
  await expect(guest.getByRole('banner')).toContainText('Level : 1');
  await expect(guest.getByRole('img', { name: 'E2E either' })).toBeVisible();
  await expect(guest.getByRole('img', { name: 'E2E garden' })).toHaveCount(0);
  await typePhysically(guest, 'ɑɪðər');
  await guest.keyboard.press('Enter');
  const right = guest.getByRole('dialog', { name: 'Correct Answer!' });
  await expect(right).toBeVisible();
  await expect(right).toContainText('Accepted variant:');
  await expect(right).toContainText('ɑɪðər');
  await expect(right).toContainText('Main answer:');
  await expect(right).toContainText('iðər');
  await a11y(guest);
  await guestContext.close();

  // The picture cannot be deleted while the sound shows it.
  await tab(page, 'Images').click();
  await page.getByRole('button', { name: 'Delete E2E either', exact: true }).click();
  await page.getByRole('dialog', { name: 'Delete' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Failed to delete image. Levels that use it: 1.')).toBeVisible();
});
