import { expect, test } from '../support/fixtures';

interface Drill {
  contrast: string;
  level: number;
  premiumOnly: boolean;
}

/** A contrast as the offer writes it: `l-r` → "l / r", `h-` → "h / no sound". */
const label = (contrast: string) => {
  const [a, b] = contrast.split('-');
  return `${a} / ${b || 'no sound'}`;
};

test.use({ howToPlaySeen: false });

test('a Japanese speaker is offered the drills hardest for Japanese speakers, l / r first once the course drills it', async ({
  page,
  request,
  a11y,
}) => {
  const reply = await request.get('/api/v1/first-language-drills?firstLanguage=ja');
  const { contrasts, drills } = (await reply.json()) as { contrasts: string[]; drills: Drill[] };
  // The table puts l / r first for Japanese speakers; the server lists the course's drills in its order.
  expect(contrasts[0]).toBe('l-r');
  const ranks = drills.map((drill) => contrasts.indexOf(drill.contrast));
  expect(ranks).toEqual([...ranks].sort((x, y) => x - y));
  expect(drills.length).toBeGreaterThan(0);
  const first = drills[0] as Drill;
  // Once the course has an l / r drill, it is the one offered first.
  if (drills.some((drill) => drill.contrast === 'l-r')) expect(first.contrast).toBe('l-r');

  await page.goto('/');
  const dialog = page.getByRole('dialog', { name: 'How to Play' });
  const choice = dialog.getByRole('combobox', { name: 'The language you grew up with' });
  await expect(choice).toHaveValue('en');
  await choice.selectOption({ label: 'Japanese' });
  await dialog.getByRole('button', { name: "Let's play" }).click();

  const offer = page.locator('details').filter({ hasText: 'Sounds that are hard for speakers of Japanese' });
  await offer.getByText('Sounds that are hard for speakers of Japanese').click();
  const rows = offer.getByRole('listitem');
  await expect(rows).toHaveCount(drills.length);
  await expect(rows.first()).toContainText(label(first.contrast));
  await expect(rows.first()).toContainText(`Level ${first.level}`);
  for (const [at, drill] of drills.entries()) await expect(rows.nth(at)).toContainText(label(drill.contrast));
  await a11y();

  // The choice is the guest's own, kept in the browser across visits.
  await page.reload();
  await expect(page.getByText('Sounds that are hard for speakers of Japanese')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('firstLanguage'))).toBe('ja');
});
