import { expect, test } from '../support/fixtures';

test.use({ howToPlaySeen: false });

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
  expect(served).toContain('id="tp-course"');

  // Once the page is parsed, before any script runs, what it holds is marked: hydration keeps
  // those elements, a second render would replace them.
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

  await page.goto('/');
  const dialog = page.getByRole('dialog', { name: 'How to Play' });
  await expect(dialog).toBeVisible();
  const text = page.getByText(firstLine, { exact: false }).first();
  expect(await text.evaluate((element) => 'fromServer' in element)).toBe(true);
  expect(errors).toEqual([]);

  // Alive: the dialog closes, and the game goes on to the next item.
  await dialog.getByRole('button', { name: "Let's play" }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText(firstLine, { exact: false })).toHaveCount(0);

  // Having stored something, the browser gets the page as built, and the app renders it itself.
  expect(await (await page.context().request.get('/')).text()).not.toContain('id="tp-course"');
  await page.reload();
  await expect(
    page.getByRole('button', { name: 'Next' }).or(page.getByRole('button', { name: 'Check' })),
  ).toBeVisible();
  await expect(dialog).toHaveCount(0);
  expect(errors).toEqual([]);
});
