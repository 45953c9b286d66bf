import { dashboardTab } from '../support/dashboard';
import { expect, logIn, signUpAndSignIn, test, uniqueEmail } from '../support/fixtures';
import { readInfoLevel } from '../support/guest';
import { typePhysically } from '../support/phonetic-typing';
import { admin } from '../support/server';

interface Level {
  level: number;
  type: string;
  sounds: { name: string; answer: string }[];
  texts: string[];
}

// The insights count every learner's answers: a server of its own has only this test's.
test.use({ ownServer: true });

test('a wrong answer a learner types in the game is listed, as typed, under its item in the insights', async ({
  page,
  browser,
  baseURL,
  request,
  a11y,
}) => {
  const { levels } = (await (await request.get('/api/v1/levels')).json()) as { levels: Level[] };
  const [first, second] = levels as [Level, Level];
  expect([first.type, second.type]).toEqual(['info', 'sound']);
  const sound = second.sounds[0] ?? { name: '', answer: '' };
  // The expected answer with two symbols more: wrong, and found nowhere else.
  const wrong = `${sound.answer}ʃθ`;

  const { token } = await signUpAndSignIn(request, {
    name: 'Alan Turing',
    email: uniqueEmail('insights'),
    password: 'universal machine',
  });
  await page.goto('/');
  await page.evaluate((t) => localStorage.setItem('token', t), token);
  await page.reload();
  await readInfoLevel(page, 1, first.texts.length);
  await expect(page.getByText(`Level 2 · Part 1 of ${second.sounds.length}`)).toBeVisible();
  const answered = page.waitForResponse((r) => r.url().endsWith('/api/v1/me/answer') && r.ok());
  await typePhysically(page, wrong);
  await expect(page.getByLabel('Your answer')).toHaveValue(wrong);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('region', { name: 'Incorrect Answer.' })).toBeVisible();
  await answered;

  // A context of its own: the learner stays signed in on theirs.
  const adminContext = await browser.newContext({ baseURL });
  const adminPage = await adminContext.newPage();
  await logIn(adminPage, admin.email, admin.password);
  await adminPage.goto('/dashboard');
  await dashboardTab(adminPage, 'Insights').click();
  const level = adminPage
    .getByRole('listitem')
    .filter({ has: adminPage.getByRole('heading', { name: 'Level 2', exact: true }) });
  await expect(level).toContainText('Started by 1, finished by 0.');
  const item = level
    .getByRole('listitem')
    .filter({ has: adminPage.getByRole('heading', { name: sound.name, exact: true }) });
  await expect(item).toContainText('Right first time: 0% of 1');
  const wrongAnswers = item
    .getByRole('listitem')
    .filter({ has: adminPage.getByText(wrong, { exact: true }) });
  await expect(wrongAnswers).toHaveCount(1);
  await expect(wrongAnswers).toContainText('1×');
  await a11y(adminPage);
  await adminContext.close();
});
