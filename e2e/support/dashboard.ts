import { readFileSync } from 'node:fs';
import { expect, type Locator, type Page } from '@playwright/test';

/** A file of the demo course's media, to upload as an admin would. */
export const courseMedia = (path: string) =>
  readFileSync(new URL(`../../content/media/${path}`, import.meta.url));

/** A 1×1 PNG: the course's own images are SVG, which the image upload does not take. */
export const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** A section of the dashboard's sidebar. */
export const dashboardTab = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Dashboard sections' }).getByRole('button', { name });

/**
 * Picks `title` in the picker named `picker` inside `scope` (a level's image or video, a sound's
 * picture): searched for, then chosen; its preview shows.
 */
export async function pick(scope: Locator, picker: string, title: string) {
  const group = scope.getByRole('group', { name: picker, exact: true });
  await group.getByRole('searchbox').fill(title);
  await group.getByRole('radio', { name: title, exact: true }).check();
  const preview = `Preview of ${title}`;
  // A picture's preview is named by its alt text, a video's by its label.
  await expect(
    group.getByRole('img', { name: preview, exact: true }).or(group.getByLabel(preview, { exact: true })),
  ).toBeVisible();
}

/**
 * The open tab's count under its search box: the level editor's pickers have counts of their own,
 * and the page behind the open editor is out of the accessibility tree, so it is found by its place.
 */
const levelsStatus = (page: Page, text: RegExp) =>
  page.locator('section[aria-labelledby="dashboard-tab-title"]').getByText(text);

/** How many levels the levels tab lists, from the count under its search box. */
export async function levelCount(page: Page): Promise<number> {
  // The tab's title changes with its content: until then the count may be the last tab's.
  await expect(page.locator('#dashboard-tab-title')).toHaveText('Levels');
  const count = levelsStatus(page, /^Showing \d+ of \d+$/);
  await expect(count).toBeVisible();
  return Number((await count.textContent())?.split(' ').at(-1));
}

/** Expects the levels tab to list `n` levels, once the course is fetched again. */
export const expectLevelCount = (page: Page, n: number) =>
  expect(levelsStatus(page, new RegExp(`^Showing ${n} of ${n}$`))).toBeVisible();

/**
 * Creates a sound level at `number` from the levels tab, then, in the editor that opens with it,
 * gives it the sound whose checkbox matches `sound` (found by searching for its text) and the
 * image titled `image`. The editor is left open.
 */
export async function createSoundLevel(page: Page, number: number, sound: RegExp, image: string) {
  await dashboardTab(page, 'Levels').click();
  const levelsBefore = await levelCount(page);
  await page.getByLabel('Level', { exact: true }).fill(String(number));
  await page.getByRole('button', { name: 'Create level' }).click();
  await expect(page.getByText(`Level ${number} created successfully.`)).toBeVisible();
  await expectLevelCount(page, levelsBefore + 1);
  const edit = page.getByRole('dialog', { name: `Edit level ${number}` });
  await edit.getByRole('searchbox', { name: 'Search sounds by name or answer' }).fill(sound.source);
  await edit.getByRole('checkbox', { name: sound }).check();
  await pick(edit, 'Image', image);
  await edit.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(edit.getByText('Level updated successfully.')).toBeVisible();
  return edit;
}

/** Publishes level `number` from its card in the levels tab: learners see it from then on. */
export async function publishLevel(page: Page, number: number) {
  await page.getByRole('button', { name: `Publish Level ${number}`, exact: true }).click();
  await expect(page.getByText(`Level ${number} is published: learners see it now.`)).toBeVisible();
}
