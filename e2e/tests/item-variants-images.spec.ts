import type { APIRequestContext } from '@playwright/test';
import {
  courseMedia,
  createSoundLevel,
  pick,
  png,
  publishLevel,
  dashboardTab as tab,
} from '../support/dashboard';
import { expect, logIn, test } from '../support/fixtures';
import { typePhysically } from '../support/phonetic-typing';
import { admin } from '../support/server';

// This test changes the course: it gets a server of its own.
test.use({ ownServer: true });
// It works on the levels' cards, as an admin who chose them over the table of a long course.
test.beforeEach(({ page }) => page.addInitScript(() => localStorage.setItem('adminLevelsView', 'cards')));

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
  const signIn = await request.post('/api/v1/signin', {
    data: { email: admin.email, password: admin.password },
  });
  const { token } = await signIn.json();
  await createImage(request, token, 'E2E garden');
  await createImage(request, token, 'E2E either');

  await logIn(page, admin.email, admin.password);
  await page.goto('/dashboard');

  // The sound: the dictionary's answer, its other pronunciation added in one click, its own picture.
  await tab(page, 'Sounds').click();
  await page.getByRole('button', { name: 'Add +' }).click();
  const form = page.getByRole('dialog', { name: 'Add sound' });
  await form.getByLabel('Name', { exact: true }).fill('either');
  await expect(form.getByLabel('Answer', { exact: true })).toHaveValue('iðər');
  await form.getByRole('button', { name: 'Add variant ɑɪðər' }).click();
  await expect(form.getByRole('list', { name: 'Variants added' })).toContainText('ɑɪðər');
  await pick(form, 'Picture of its own', 'E2E either');
  await form.getByLabel('Audio file').setInputFiles({
    name: 'either.mp3',
    mimeType: 'audio/mpeg',
    buffer: courseMedia('audio/cat.mp3'),
  });
  await expect(form.getByText('Audio file uploaded successfully!')).toBeVisible();
  await a11y();
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/v1/create-sound'));
  await form.getByRole('button', { name: 'Save sound' }).click();
  expect((await saved).status()).toBe(201);
  await expect(page.getByText('Sound uploaded successfully!')).toBeVisible();

  // The sounds list shows the variant and the picture.
  await page.getByRole('searchbox', { name: 'Search sounds by name or answer' }).fill('either');
  const either = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'either', exact: true }) });
  await expect(either).toContainText('ɑɪðər');
  await expect(either.getByRole('img', { name: 'E2E either' })).toBeVisible();

  // A sound level first in the course, with the sound and the level's own picture.
  await createSoundLevel(page, 1, /either/, 'E2E garden');
  await page.keyboard.press('Escape');
  await publishLevel(page, 1);

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
  const right = guest.getByRole('region', { name: 'Correct Answer!' });
  await expect(right).toBeVisible();
  await expect(right).toContainText('Accepted variant:');
  await expect(right).toContainText('ɑɪðər');
  await expect(right).toContainText('Main answer for either:');
  await expect(right).toContainText('iðər');
  await a11y(guest);
  await guestContext.close();

  // The picture cannot be deleted while the sound shows it.
  await tab(page, 'Images').click();
  await page.getByRole('searchbox', { name: 'Search images by title' }).fill('E2E either');
  await page.getByRole('button', { name: 'Delete E2E either', exact: true }).click();
  await page.getByRole('dialog', { name: 'Delete' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Failed to delete image. Levels that use it: 1.')).toBeVisible();
});
