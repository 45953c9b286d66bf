import { expect, test } from '../support/fixtures';

interface Level {
  level: number;
  type: string;
  texts: string[];
}

test('a guest who finishes level 1 sees it celebrated, and the map marks level 2 as theirs', async ({
  page,
  request,
  a11y,
}) => {
  const { levels } = (await (await request.get('/api/v1/levels')).json()) as { levels: Level[] };
  const first = levels[0] as Level;
  expect(first.type).toBe('info');

  await page.goto('/');
  const next = page.getByRole('button', { name: 'Next' });
  for (let item = 0; item < first.texts.length; item++) {
    await expect(page.getByRole('progressbar', { name: 'Progress in level 1' })).toHaveAttribute(
      'aria-valuenow',
      String(item),
    );
    await expect(page.getByRole('status').filter({ hasText: 'Level 1 complete!' })).toHaveCount(0);
    await next.click();
  }
  await expect(page.getByRole('status').filter({ hasText: 'Level 1 complete!' })).toBeVisible();
  await expect(page.getByText(/^Level 2 · Part 1 of/)).toBeVisible();
  // It goes by itself, without a key press.
  await expect(page.getByText('Level 1 complete!')).toBeHidden();

  await page.getByRole('button', { name: 'Course map' }).click();
  const map = page.getByRole('dialog', { name: 'Course map' });
  const here = map.locator('li[aria-current="step"]');
  await expect(here).toHaveCount(1);
  await expect(here).toContainText(`Level 2, ${levels[1]?.type}, you are here`);
  await expect(here.getByText('You are here', { exact: true })).toBeVisible();
  await expect(map.getByRole('listitem').first()).toContainText('Level 1, reading, done');
  await a11y();
});

test('on a phone in Urdu, the map opens on the learner’s level far down the path', async ({
  page,
  request,
  a11y,
}) => {
  const { levels } = (await (await request.get('/api/v1/levels')).json()) as { levels: Level[] };
  const index = levels.length - 2;
  await page.setViewportSize({ width: 360, height: 640 });
  await page.addInitScript((at) => {
    localStorage.setItem('guestLevel', String(at));
    localStorage.setItem('lang', 'ur');
  }, index);
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

  await page.getByRole('button', { name: 'کورس کا نقشہ' }).click();
  const here = page.getByRole('dialog', { name: 'کورس کا نقشہ' }).locator('li[aria-current="step"]');
  await expect(here).toContainText(`لیول ${levels[index]?.level}`);
  await expect(here).toBeInViewport();
  await a11y();
});
