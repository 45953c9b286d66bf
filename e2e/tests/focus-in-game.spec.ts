import { expect, test } from '../support/fixtures';
import { openAsGuestAt } from '../support/guest';

interface Level {
  type: string;
  mcqs: { options: { text: string }[] }[];
}

// Keys only: every item starts with the focus in it, so its first action is one key away.
test('on every kind of level the focus starts in the game: Next, the first choice or the answer', async ({
  page,
  request,
}) => {
  const { levels } = (await (await request.get('/api/v1/levels')).json()) as { levels: Level[] };
  const at = (type: string) => levels.findIndex((level) => level.type === type);

  await openAsGuestAt(page, at('info'), 0);
  await expect(page.getByRole('button', { name: 'Next' })).toBeFocused();
  // Enter reads on; the next part starts focused too.
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Next' })).toBeFocused();

  await openAsGuestAt(page, at('mcq'), 0);
  const first = levels[at('mcq')]?.mcqs[0]?.options[0]?.text ?? '';
  await expect(page.getByRole('button', { name: first, exact: true })).toBeFocused();
  // A choice, then Tab to Next and Enter: the verdict's Continue takes the focus.
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: first, exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  await openAsGuestAt(page, at('sound'), 0);
  await expect(page.getByLabel('Your answer')).toBeFocused();
});
