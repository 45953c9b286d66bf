import type { Page } from '@playwright/test';
import { freePort } from '@tp/testing/app-process';
import { dashboardTab } from '../support/dashboard';
import { expect, logIn, test } from '../support/fixtures';
import { shownText } from '../support/phonetic-typing';
import { admin, startServer } from '../support/server';

interface Level {
  level: number;
  type: string;
  texts: string[];
  sounds: unknown[];
}

/** Opens the dashboard's course file section, signed in as the admin, once it knows what the course holds. */
async function openCourseFile(page: Page) {
  await logIn(page, admin.email, admin.password);
  await page.goto('/dashboard');
  const summary = page.waitForResponse((r) => r.url().endsWith('/api/v1/admin/course-summary') && r.ok());
  await dashboardTab(page, 'Course file').click();
  await summary;
}

test('a course exported from the dashboard is imported into an empty instance, where a guest plays its first level', async ({
  page,
  browser,
  request,
}) => {
  const { levels } = (await (await request.get('/api/v1/levels')).json()) as { levels: Level[] };
  const [first, second] = levels as [Level, Level];
  expect(first.type).toBe('info');

  await openCourseFile(page);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export course' }).click();
  const archive = test.info().outputPath('course.tar.gz');
  await (await downloading).saveAs(archive);

  // A second instance with no course: its own port, database and uploads.
  const empty = await startServer(await freePort(), { DEMO_COURSE: 'false' });
  try {
    const admin2 = await browser.newPage({ baseURL: empty.url });
    await openCourseFile(admin2);
    // An empty instance loses nothing: the archive loads without a question.
    await admin2.getByLabel('Course archive (.tar.gz)').setInputFiles(archive);
    await expect(admin2.getByText(`Course imported. Levels: ${levels.length}.`)).toBeVisible({
      timeout: 30_000,
    });
    await expect(admin2.getByRole('dialog')).toHaveCount(0);
    await admin2.close();

    const guest = await browser.newPage({ baseURL: empty.url });
    await guest.addInitScript(() => localStorage.setItem('hasSeenModal', 'true'));
    await guest.goto('/');
    for (const [item, text] of first.texts.entries()) {
      await expect(guest.getByText(`Level 1 · Part ${item + 1} of ${first.texts.length}`)).toBeVisible();
      await expect(guest.getByText(shownText(text))).toBeVisible();
      await guest.getByRole('button', { name: 'Next' }).click();
    }
    await expect(guest.getByText(`Level 2 · Part 1 of ${second.sounds.length}`)).toBeVisible();
    // The next level's picture comes from the second instance's own uploads.
    const picture = guest.getByRole('main').getByRole('img').first();
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    expect(await picture.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(
      new RegExp(`^${empty.url}/`),
    );
    await guest.close();
  } finally {
    await empty.stop();
  }
});
