import type { Page } from '@playwright/test';
import { expect, logIn, signUpAndSignIn, test, uniqueEmail } from '../support/fixtures';
import { readInfoLevel } from '../support/guest';
import { shownText, typePhysically } from '../support/phonetic-typing';

interface Level {
  level: number;
  type: string;
  sounds: { name: string; answer: string }[];
  texts: string[];
}

/**
 * The verdict's panel covers nothing a learner needs: the answer field, the play button and every
 * key of the keyboard are each the topmost element at their centre.
 */
async function expectUncovered(page: Page) {
  await expect(page.getByRole('region', { name: /Answer/ })).toBeInViewport();
  const needed = [
    page.getByLabel('Your answer'),
    page.getByRole('button', { name: 'Play the sound', exact: true }),
    page.getByRole('group', { name: 'Phonetic keyboard' }).getByRole('button'),
  ];
  for (const elements of needed) {
    const covered = await elements.evaluateAll((all) =>
      all
        .filter((element) => {
          const box = element.getBoundingClientRect();
          const top = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
          return !top || !element.contains(top);
        })
        .map((element) => element.getAttribute('aria-label') ?? element.textContent),
    );
    expect(covered).toEqual([]);
  }
}

async function typeOnScreen(page: Page, text: string) {
  const keyboard = page.getByRole('group', { name: 'Phonetic keyboard' });
  for (const symbol of text) {
    await (symbol === ' '
      ? keyboard.getByRole('button', { name: 'Space' })
      : keyboard.getByRole('button', { name: new RegExp(`^${symbol},`) })
    ).click();
  }
}

const itemCount = (level: Level) =>
  Math.max(1, level.type === 'info' || level.type === 'speaking' ? level.texts.length : level.sounds.length);

const progress = (page: Page) =>
  page.evaluate(() => [localStorage.getItem('guestLevel'), localStorage.getItem('guestSublevel')]);

test.describe('a first-time guest', () => {
  test.use({ howToPlaySeen: false });

  test('plays the first five levels with both keyboards, a wrong answer that comes back with its clue, and resumes after a reload', async ({
    page,
    request,
    a11y,
  }) => {
    const { levels } = (await (await request.get('/api/v1/levels')).json()) as { levels: Level[] };
    const firstFive = levels.slice(0, 5);
    expect(firstFive.map((level) => level.type)).toEqual(['info', 'sound', 'sound', 'sound', 'sound']);

    await page.goto('/');
    const howToPlay = page.getByRole('dialog', { name: 'How to Play' });
    await expect(howToPlay.getByRole('listitem')).toHaveCount(7);
    await a11y();
    await howToPlay.getByRole('button', { name: "Let's play" }).click();
    await expect(howToPlay).toBeHidden();

    let typed = 0;
    for (const level of firstFive) {
      const count = itemCount(level);
      // The level's items, then any missed, which come back after its last.
      const run = Array.from({ length: count }, (_, item) => item);
      for (let place = 0; place < run.length; place++) {
        const item = run[place] ?? 0;
        await expect(
          page.getByText(`Level ${level.level} · Part ${place + 1} of ${run.length}`),
        ).toBeVisible();
        if (level.type === 'info') {
          await expect(page.getByText(shownText(level.texts[item]))).toBeVisible();
          const marks = level.texts[item]?.match(/\[\S\]/gu) ?? [];
          await expect(page.getByRole('button', { name: /^Play the sound / })).toHaveCount(marks.length);
          // The welcome, then the first text with symbol keys.
          if (item <= 1) await a11y();
          await page.getByRole('button', { name: 'Next' }).click();
          continue;
        }

        const sound = level.sounds[item];
        const answer = sound?.answer ?? '';
        const field = page.getByLabel('Your answer');
        await expect(field).toBeEditable();
        if (typed === 0 && place < count) {
          await a11y();
          // One wrong on purpose, a wrong vowel: the verdict docks under the answer, no dialog, the
          // answer and the keys uncovered; it shows the answer and the word comes back at the end.
          await typePhysically(page, `${answer.slice(0, 1)}ɪ${answer.slice(2)}`);
          await page.keyboard.press('Enter');
          const wrong = page.getByRole('region', { name: 'Incorrect Answer.' });
          await expect(wrong).toContainText("Oops! That wasn't the right answer. Try again!");
          await expect(wrong).toContainText('ɪ, wrong');
          await expect(wrong).toContainText(
            `The answer:${sound?.name}=${answer}It comes back at the end of this level.`,
          );
          await expect(page.getByRole('dialog')).toHaveCount(0);
          await expectUncovered(page);
          await page.screenshot({ path: test.info().outputPath('verdict-miss.png') });
          await a11y();
          // One Enter goes on.
          await page.keyboard.press('Enter');
          await expect(wrong).toBeHidden();
          run.push(item);
          typed++;
          continue;
        }
        if (place >= count) {
          // Back after the miss, with the clue open: it starts the word, the rest is typed.
          await page.getByRole('button', { name: 'Clue' }).click();
          await expect(field).toHaveValue(answer.slice(0, 1));
          await typePhysically(page, answer.slice(1));
          await page.keyboard.press('Enter');
        } else if (typed % 2 === 1) {
          await typeOnScreen(page, answer);
          await expect(field).toHaveValue(answer);
          await page
            .getByRole('group', { name: 'Phonetic keyboard' })
            .getByRole('button', { name: 'Submit' })
            .click();
        } else {
          await typePhysically(page, answer);
          await page.keyboard.press('Enter');
        }
        const right = page.getByRole('region', { name: 'Correct Answer!' });
        await expect(right).toContainText("Great job! You've entered the right answer.");
        await expect(right).toContainText(`${sound?.name}=${answer}`);
        if (place >= count) {
          await expectUncovered(page);
          await page.screenshot({ path: test.info().outputPath('verdict-hit.png') });
          await a11y();
        }
        // One Enter goes on.
        await page.keyboard.press('Enter');
        await expect(right).toBeHidden();
        typed++;

        // Halfway through level 3: a reload comes back to the same item.
        if (level.level === 3 && item === 0) {
          await page.reload();
          await expect(page.getByText(`Level 3 · Part 2 of ${count}`)).toBeVisible();
          expect(await progress(page)).toEqual(['2', '1']);
        }
      }
    }

    await page.reload();
    await expect(page.getByRole('banner')).toContainText('Level : 6');
    await expect(page.getByText(`Level 6 · Part 1 of ${itemCount(levels[5] as Level)}`)).toBeVisible();
    await expect(page.getByText(shownText(levels[5]?.texts[0]))).toBeVisible();
    expect(await progress(page)).toEqual(['5', '0']);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByText('Sign in/Sign Up to save progress')).toBeVisible();
    await a11y();
  });
});

test('a guest earns points, today’s goal and a streak, carried with their level into a new account', async ({
  page,
  request,
  a11y,
}) => {
  const { levels } = (await (await request.get('/api/v1/levels')).json()) as { levels: Level[] };
  const second = levels[1] as Level;
  const sound = second.sounds[0]?.answer ?? '';

  // This morning: from the evening on, a goal still open says the streak is at risk instead.
  const morning = new Date();
  morning.setHours(9, 0, 0, 0);
  await page.clock.setFixedTime(morning);
  await page.goto('/');
  await readInfoLevel(page, 1, itemCount(levels[0] as Level));
  await expect(page.getByText(`Level 2 · Part 1 of ${itemCount(second)}`)).toBeVisible();
  // Reading level 1 earned its 5 points: the guest's header shows them, the goal's ring and the flame.
  const header = page.getByRole('banner');
  await expect(header).toContainText('Points 5');
  await expect(header).toContainText('Today: 5 of 50 points');
  await expect(header).toContainText("Streak 1 Today's goal is still open");
  const flame = header.getByRole('listitem').filter({ hasText: 'Streak' }).locator('svg path').first();
  await expect(flame).toHaveAttribute('fill', '#f97316');
  await header.screenshot({ path: test.info().outputPath('guest-header.png') });

  const email = uniqueEmail('player');
  await page.goto('/signup');
  await page.getByLabel('Name').fill('Ada Lovelace');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('analytical engine');
  await page.getByLabel('Confirm Password').fill('analytical engine');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText(/^Check your inbox at /)).toBeVisible();
  // The new account's first sign-in takes over the guest's level.
  await logIn(page, email, 'analytical engine');

  await expect(page).toHaveURL(/\/$/);
  await expect(header).toContainText('Level : 2');
  // The account took on the guest's points, day and streak.
  await expect(header).toContainText('Points 5');
  await expect(header).toContainText('Today: 5 of 50 points');
  await expect(header).toContainText('Streak 1');
  await expect(page.getByText(`Level 2 · Part 1 of ${itemCount(second)}`)).toBeVisible();
  expect(await progress(page)).toEqual([null, null]);
  await a11y();

  await typePhysically(page, sound);
  await page.keyboard.press('Enter');
  const right = page.getByRole('region', { name: 'Correct Answer!' });
  await expect(right).toContainText('Points earned: 10');
  await page.keyboard.press('Enter');
  await expect(header).toContainText('Points 15');
  await expect(header).toContainText('Today: 15 of 50 points');
  await expect(header).toContainText('Streak 1');
  await header.screenshot({ path: test.info().outputPath('learner-header.png') });
  await expect(page.getByText(`Level 2 · Part 2 of ${itemCount(second)}`)).toBeVisible();
  await a11y();
});

test('the reading quiz walks the info and quiz levels; the speaking page offers the recorder', async ({
  page,
  a11y,
}) => {
  await page.goto('/reading-level');
  await expect(page.getByRole('heading', { level: 1, name: 'Reading Level' })).toBeVisible();
  await expect(page.getByText('Level 1 · Sub-level 1')).toBeVisible();
  await a11y();
  const answers = page.getByRole('group', { name: 'Answers' });
  // The first texts, then the first quiz of the course.
  for (let step = 0; step < 10 && !(await answers.isVisible()); step++) {
    await page.getByRole('button', { name: 'Next' }).click();
  }
  await expect(page.getByText(/Level \d+ · Sub-level 1/)).toBeVisible();
  const options = answers.getByRole('button');
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
  await options.first().click();
  await expect(options.first()).toHaveAttribute('aria-pressed', 'true');
  await a11y();

  await page.goto('/speaking-level');
  await expect(page.getByRole('button', { name: 'Start recording' })).toBeVisible();
  await a11y();
});

test('a learner earns a badge for the first level, and resets the game after the last one', async ({
  page,
  request,
  a11y,
}) => {
  const { levels } = (await (await request.get('/api/v1/levels')).json()) as { levels: Level[] };
  const email = uniqueEmail('badge');
  const { token } = await signUpAndSignIn(request, {
    name: 'Grace Hopper',
    email,
    password: 'cobol forever',
  });
  await page.goto('/');
  await page.evaluate((t) => localStorage.setItem('token', t), token);
  await page.reload();

  for (let item = 0; item < itemCount(levels[0] as Level); item++) {
    await page.getByRole('button', { name: 'Next' }).click();
    const right = page.getByRole('region', { name: 'Correct Answer!' });
    if (await right.isVisible()) await page.keyboard.press('Enter');
  }
  // The level's celebration names the badge; no toast covers the header's controls.
  await expect(page.getByText('Badge unlocked: First Steps')).toBeVisible();
  await expect(page.getByRole('banner')).toContainText('Level : 2');

  // Past the last level the course is complete: here, for a guest who finished it and then signed
  // up (a learner moves no further ahead than they have played). The last levels are premium, so
  // the learner pays first (test mode), as only a premium learner goes past them.
  const { token: finished } = await signUpAndSignIn(request, {
    name: 'Ada Lovelace',
    email: uniqueEmail('finisher'),
    password: 'engine notes',
  });
  const asFinisher = { authorization: `Bearer ${finished}` };
  const checkout = await request.post('/api/v1/checkout/session', {
    headers: asFinisher,
    data: { method: 'card' },
  });
  const { sessionId } = (await checkout.json()) as { sessionId: string };
  const card = { number: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' };
  expect(
    (
      await request.post('/api/v1/checkout/test-pay', { headers: asFinisher, data: { sessionId, card } })
    ).ok(),
  ).toBe(true);
  expect(
    (await request.post('/api/update-premium-status', { headers: asFinisher, data: { sessionId } })).ok(),
  ).toBe(true);
  const done = await request.post('/api/v1/me/level', {
    headers: { authorization: `Bearer ${finished}` },
    data: { level: levels.length + 1, incrementDisplayedLevel: true },
  });
  expect(done.ok()).toBe(true);
  await page.evaluate((t) => localStorage.setItem('token', t), finished);
  await page.reload();
  const completion = page.getByRole('dialog', { name: /Congratulations!/ });
  await expect(completion).toContainText("You've completed all levels! Do you want to reset the game?");
  await a11y();
  await completion.getByRole('button', { name: 'Reset' }).click();
  await expect(completion).toBeHidden();
  await expect(page.getByText(`Level 1 · Part 1 of ${itemCount(levels[0] as Level)}`)).toBeVisible();
  await expect(page.getByRole('banner')).toContainText('Level : 1');
});

test('fullscreen enlarges the game and is left again with the same control', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => {
    localStorage.setItem('guestLevel', '1');
    localStorage.setItem('guestSublevel', '0');
  });
  await page.reload();
  await expect(page.getByLabel('Your answer')).toBeVisible();
  const picture = page.getByRole('main').getByRole('img').first();
  const before = (await picture.boundingBox())?.height ?? 0;
  await page.getByRole('button', { name: 'Enter fullscreen' }).click();
  await expect.poll(() => page.evaluate(() => document.fullscreenElement !== null)).toBe(true);
  await expect.poll(async () => (await picture.boundingBox())?.height ?? 0).toBeGreaterThan(before);
  await page.getByRole('button', { name: 'Exit fullscreen' }).click();
  await expect.poll(() => page.evaluate(() => document.fullscreenElement === null)).toBe(true);
  await expect(page.getByRole('button', { name: 'Enter fullscreen' })).toBeVisible();
});
