import { expect, test } from '../support/fixtures';
import { typePhysically } from '../support/phonetic-typing';

interface Level {
  sounds: { answer: string }[];
}

/** A guest on level 2 with a 4-day streak last kept yesterday, four goal days behind them, aiming at 20 points. */
const returningGuest = () => {
  localStorage.setItem('guestLevel', '1');
  localStorage.setItem('guestSublevel', '0');
  localStorage.setItem('dailyGoal', '20');
  localStorage.setItem('guestPoints', '120');
  localStorage.setItem(
    'guestDay',
    JSON.stringify({ streak: 4, lastActiveOn: '2026-05-09', dayPoints: 60, goalDays: 4, streakFreezes: 0 }),
  );
};

for (const size of [
  { width: 1280, height: 720 },
  { width: 360, height: 640 },
]) {
  test(`at ${size.width}×${size.height}, an evening’s open streak is at risk until an item is done; the goal met fills the ring and earns a freeze`, async ({
    page,
    request,
  }) => {
    const { levels } = (await (await request.get('/api/v1/levels')).json()) as { levels: Level[] };
    const words = (levels[1] as Level).sounds.map((sound) => sound.answer);
    await page.setViewportSize(size);
    // 20:00 on 10 May in the browser's own time: yesterday counted, today not yet.
    await page.clock.setFixedTime(new Date(2026, 4, 10, 20, 0));
    await page.addInitScript(returningGuest);
    await page.goto('/');

    const header = page.getByRole('banner');
    const stats = header.getByRole('list').filter({ hasText: 'Streak' });
    await expect(stats).toContainText('At risk: your streak ends at midnight');
    await expect(stats).toContainText('Today: 0 of 20 points');
    // Drawn, never an emoji: the flame is unlit while today has nothing done.
    await expect(stats.locator('svg').first()).toBeVisible();
    await expect(stats).not.toContainText('🔥');
    await page.screenshot({ path: test.info().outputPath(`at-risk-${size.width}.png`) });

    for (const word of words.slice(0, 2)) {
      await page.getByLabel('Your answer').click();
      await typePhysically(page, word);
      await page.keyboard.press('Enter');
      await expect(page.getByRole('region', { name: 'Correct Answer!' })).toContainText('Points earned: 10');
      await page.keyboard.press('Enter');
    }
    await expect(stats).not.toContainText('At risk');
    await expect(stats).toContainText("Today's goal met: 20 of 20 points");
    await expect(stats).toContainText("Streak 5 Today's goal is met");
    // The fifth day of goals met earned a streak freeze.
    await expect(stats).toContainText('Streak freezes 1');
    await expect(
      stats.getByRole('listitem').filter({ hasText: 'of 20 points' }).locator('svg path'),
    ).toHaveAttribute('stroke', '#22c55e');
    await page.screenshot({ path: test.info().outputPath(`goal-met-${size.width}.png`) });
  });
}
