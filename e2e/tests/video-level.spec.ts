import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { openAsGuestAt } from '../support/guest';

/** What the page shows at the centre of `selector`'s element: the element itself, or what covers it. */
const atCentre = (page: Page, selector: string) =>
  page.locator(selector).evaluate((element) => {
    const box = element.getBoundingClientRect();
    const top = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return top && (top === element || element.contains(top))
      ? 'itself'
      : (top?.outerHTML.slice(0, 80) ?? 'nothing');
  });

test('a video level shows its video as large as the screen allows, its ▶ and every control uncovered, online and offline', async ({
  page,
  context,
  request,
}) => {
  const { levels } = (await (await request.get('/api/v1/levels')).json()) as { levels: { type: string }[] };
  await openAsGuestAt(
    page,
    levels.findIndex((level) => level.type === 'video'),
    0,
  );
  const video = page.locator('main video');
  await expect(video).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Loading video' })).toHaveCount(0);

  for (const state of ['online', 'offline'] as const) {
    if (state === 'offline') {
      await context.setOffline(true);
      await expect(page.getByText("You're offline.", { exact: false })).toBeVisible();
    }
    // The video's own ▶ sits at its centre: a click there plays it.
    expect(await atCentre(page, 'main video'), `the video's centre, ${state}`).toBe('itself');
    for (const name of ['Play the sound', 'Enter fullscreen']) {
      const control = page.getByRole('button', { name, exact: true });
      const box = await control.boundingBox();
      const top = await control.evaluate((element) => {
        const rect = element.getBoundingClientRect();
        const hit = document.elementFromPoint(rect.x + rect.width / 2, rect.y + rect.height / 2);
        return hit !== null && (hit === element || element.contains(hit));
      });
      expect(top, `${name}, ${state}`).toBe(true);
      expect(box?.width ?? 0).toBeGreaterThan(0);
    }
    await page.screenshot({ path: test.info().outputPath(`video-${state}.png`) });
    // The video takes the height the keyboard leaves: its card reaches down to the keys, and at
    // 1280×720 under the guest's strip the video is half as tall again as the 101 px it had.
    const size = await video.boundingBox();
    if (state === 'online') expect(size?.height ?? 0, "the video's height").toBeGreaterThanOrEqual(150);
    // As tall as its row (whose room the offline line takes a little of).
    const row = await video.evaluate(
      (element) => element.closest('main section > div')?.getBoundingClientRect().height ?? 0,
    );
    expect(size?.height ?? 0, `the video fills its row, ${state}`).toBeGreaterThanOrEqual(row * 0.9);
    const card = await page.getByRole('main').locator('section').first().boundingBox();
    const keys = await page.getByRole('group', { name: 'Phonetic keyboard' }).boundingBox();
    expect(
      (keys?.y ?? 0) - ((card?.y ?? 0) + (card?.height ?? 0)),
      `room left unused, ${state}`,
    ).toBeLessThanOrEqual(24);
  }
  await context.setOffline(false);
});
