import { expect, test } from '../support/fixtures';
import { openAsGuestAt } from '../support/guest';
import { typePhysically } from '../support/phonetic-typing';

interface Level {
  level: number;
  sounds: { name: string; answer: string; variants: string[] }[];
}

// docs/design.md §5: the merged form of every ɔ word is accepted, except where it erases the drill.
test('a guest in the ɑ/ɔ drill typing ʞɑt for caught is told it is wrong, and ʞɔt is right', async ({
  page,
  request,
}) => {
  const { levels } = (await (await request.get('/api/v1/levels')).json()) as { levels: Level[] };
  const names = (level: Level) => level.sounds.map((sound) => sound.name);
  const index = levels.findIndex((level) => names(level).includes('cot') && names(level).includes('caught'));
  const drill = levels[index];
  const item = drill?.sounds.findIndex((sound) => sound.name === 'caught') ?? -1;
  expect(item).toBeGreaterThanOrEqual(0);
  // The server sends caught no accepted variant there: cot's answer is not caught's.
  expect(drill?.sounds[item]).toMatchObject({ answer: 'ʞɔt', variants: [] });

  await openAsGuestAt(page, index, item);
  await expect(page.getByRole('banner')).toContainText(`Level : ${drill?.level}`);
  const field = page.getByLabel('Your answer');
  await expect(field).toBeEditable();

  await typePhysically(page, 'ʞɑt');
  await page.keyboard.press('Enter');
  const wrong = page.getByRole('region', { name: 'Incorrect Answer.' });
  await expect(wrong).toContainText("Oops! That wasn't the right answer. Try again!");
  await expect(wrong).toContainText('ɑ, wrong');

  await expect(wrong).toContainText('The answer:caught=ʞɔt');

  // caught comes back after the drill's last word: there ʞɔt is right.
  const count = drill?.sounds.length ?? 0;
  await openAsGuestAt(page, index, count, [item]);
  await expect(page.getByText(`Part ${count + 1} of ${count + 1}`)).toBeVisible();
  await expect(field).toBeEditable();
  await typePhysically(page, 'ʞɔt');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('region', { name: 'Correct Answer!' })).toContainText(
    "Great job! You've entered the right answer.",
  );
});

interface PicturedLevel {
  level: number;
  type: string;
  image: { title: string } | null;
  sounds: { name: string; image: { title: string } | null }[];
}

// docs/design.md §5: in a drill, every item shows its own picture or none does.
test('a listening drill shows the same picture of no word for every item, whichever word is heard', async ({
  page,
  request,
}) => {
  const { levels } = (await (await request.get('/api/v1/levels')).json()) as { levels: PicturedLevel[] };
  const index = levels.findIndex((level) => level.sounds.some((sound) => sound.name === 'bad'));
  const drill = levels[index] as PicturedLevel;
  expect(drill.type).toBe('listening');
  const words = drill.sounds.map((sound) => sound.name);
  expect(words).toEqual(expect.arrayContaining(['bed', 'bad']));

  const shown: string[] = [];
  for (const [item] of drill.sounds.entries()) {
    await openAsGuestAt(page, index, item);
    await expect(page.getByText(`Part ${item + 1} of ${words.length}`)).toBeVisible();
    const picture = page.getByRole('main').getByRole('img').first();
    shown.push(`${await picture.getAttribute('src')} ${await picture.getAttribute('alt')}`);
  }
  expect(new Set(shown).size).toBe(1);
  for (const word of words) expect(shown[0]?.toLowerCase()).not.toContain(word);
});
