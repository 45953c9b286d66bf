import type { Level } from '@tp/contract/levels';
import { expect, logIn, test } from '../support/fixtures';
import { admin } from '../support/server';

// This test changes the course: it runs on the server of the files that do.
test.use({ ownServer: true });

test('an admin ticks 20 draft levels in the table and publishes them at once', async ({
  page,
  request,
  a11y,
}) => {
  const signIn = await request.post('/api/v1/signin', {
    data: { email: admin.email, password: admin.password },
  });
  const headers = { authorization: `Bearer ${(await signIn.json()).token}` };
  const course = async () =>
    (await (await request.get('/api/v1/admin/levels', { headers })).json()).levels as Level[];
  // The files that change the course share one server: drafts another left would be counted here.
  for (const level of (await course()).filter((level) => !level.published)) {
    expect((await request.delete(`/api/v1/level/${level._id}`, { headers })).status()).toBe(200);
  }
  const cat = (await course()).find((level) => level.type === 'sound')?.sounds[0]?._id;
  expect(cat).toBeDefined();
  const drafts: string[] = [];
  for (let i = 0; i < 20; i += 1) {
    const created = await request.post('/api/v1/create-level', {
      headers,
      data: { level: 10_000, type: 'sound' },
    });
    expect(created.status()).toBe(201);
    const id = (await created.json()).newLevel._id as string;
    const filled = await request.put(`/api/v1/levels/update-sound/${id}`, {
      headers,
      data: { sounds: [cat] },
    });
    expect(filled.status()).toBe(200);
    drafts.push(id);
  }

  const levels = await course();
  const first = levels.find((level) => level._id === drafts[0])?.level;

  await page.setViewportSize({ width: 1280, height: 900 });
  await logIn(page, admin.email, admin.password);
  await page.goto('/dashboard');
  await page.getByLabel('Filter by status').selectOption({ label: 'Draft' });
  await expect(page.getByText(`Showing 20 of ${levels.length}`)).toBeVisible();
  await page.getByRole('checkbox', { name: 'Select every level shown' }).check();
  const actions = page.getByRole('region', { name: 'Selected levels' });
  await expect(actions.getByText('Selected: 20')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: `Select level ${first}` })).toBeChecked();
  await page.screenshot({ path: '/tmp/studio-frame-levels-selection.png' });
  await a11y();

  // Delete asks first, naming how many; cancelled, nothing goes.
  await actions.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete 20 levels?' });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  await actions.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText('Levels published: 20')).toBeVisible();
  await expect(page.getByText('No levels match these filters.')).toBeVisible();
  await page.getByLabel('Filter by status').selectOption({ label: 'Published' });
  await expect(page.getByText(`Showing ${levels.length} of ${levels.length}`)).toBeVisible();
  const published = new Set((await course()).filter((level) => level.published).map((level) => level._id));
  expect(drafts.filter((id) => !published.has(id))).toEqual([]);
});
