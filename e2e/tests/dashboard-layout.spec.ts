import type { Page } from '@playwright/test';
import { expect, logIn, test } from '../support/fixtures';
import { admin } from '../support/server';

/** The widest the page scrolls past the screen's width, in CSS pixels. */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

async function openDashboard(page: Page, width: number, height: number) {
  await page.setViewportSize({ width, height });
  await logIn(page, admin.email, admin.password);
  await page.goto('/dashboard?tab=view-audios');
  await expect(page.getByRole('heading', { level: 2, name: 'Sounds', exact: true })).toBeVisible();
}

test('on a desktop the sidebar runs the screen’s height beside the content, and collapses to named icons', async ({
  page,
  a11y,
}, testInfo) => {
  await openDashboard(page, 1280, 800);
  const sidebar = page
    .locator('aside')
    .filter({ has: page.getByRole('navigation', { name: 'Dashboard sections' }) });
  const header = await page.getByRole('banner').boundingBox();
  const side = await sidebar.boundingBox();
  expect(side && header).toBeTruthy();
  if (!side || !header) return;
  // From under the header to the screen's bottom at least.
  expect(Math.round(side.y)).toBe(Math.round(header.y + header.height));
  expect(side.y + side.height).toBeGreaterThanOrEqual(800 - 1);
  expect(await overflow(page)).toBe(0);
  await page.screenshot({ path: testInfo.outputPath('dashboard-1280x800.png') });
  await a11y();

  // Its sections stay in view as a long form scrolls.
  await page.mouse.wheel(0, 600);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  const nav = page.getByRole('navigation', { name: 'Dashboard sections' });
  await expect.poll(async () => (await nav.boundingBox())?.y ?? -1).toBeLessThan(80);

  await page.getByRole('button', { name: 'Collapse sidebar' }).click();
  await expect(sidebar).toHaveCSS('width', '80px');
  await expect(nav.getByRole('button', { name: 'Images' })).toHaveAttribute('title', 'Images');
  await page.screenshot({ path: testInfo.outputPath('dashboard-1280x800-collapsed.png') });
});

test('on a 360 × 640 phone the content has the whole width, starting under a one-row header', async ({
  page,
  a11y,
}, testInfo) => {
  await openDashboard(page, 360, 640);
  expect(await overflow(page)).toBe(0);
  await expect(page.locator('aside')).toHaveCount(0);
  const header = await page.getByRole('banner').boundingBox();
  const menu = page.getByRole('button', { name: 'Dashboard sections, now Sounds' });
  const title = await page.getByRole('heading', { level: 1, name: 'Dashboard' }).boundingBox();
  const row = await menu.boundingBox();
  const section = await page.getByRole('region', { name: 'Sounds', exact: true }).boundingBox();
  expect(header && title && row && section).toBeTruthy();
  if (!header || !title || !row || !section) return;
  // One row of 44-pixel controls, then the dashboard's own row: its title beside the sections menu.
  expect(header.height).toBeLessThanOrEqual(64);
  expect(row.y).toBeLessThan(80);
  expect(title.y).toBeGreaterThanOrEqual(row.y);
  expect(title.y + title.height).toBeLessThanOrEqual(row.y + row.height);
  expect(section.x).toBeLessThanOrEqual(12);
  expect(section.width).toBeGreaterThanOrEqual(360 - 24);
  await page.screenshot({ path: testInfo.outputPath('dashboard-360x640.png') });
  await a11y();

  await menu.click();
  const nav = page.getByRole('navigation', { name: 'Dashboard sections' });
  await expect(nav).toBeVisible();
  expect(await overflow(page)).toBe(0);
  await page.screenshot({ path: testInfo.outputPath('dashboard-360x640-menu.png') });
  await nav.getByRole('button', { name: 'Badges' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Badges' })).toBeVisible();
  await expect(nav).toBeHidden();
  await expect(page.getByRole('button', { name: 'Dashboard sections, now Badges' })).toBeFocused();
});

test('an old link to an upload tab opens its collection with the form to add one', async ({ page }) => {
  await logIn(page, admin.email, admin.password);
  await page.goto('/dashboard?tab=upload-videos');
  await expect(page.getByRole('heading', { level: 2, name: 'Videos' })).toBeVisible();
  const form = page.getByRole('dialog', { name: 'Add video' });
  await expect(form.getByLabel('Video file')).toBeVisible();
  await form.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('searchbox', { name: 'Search videos by title' })).toBeVisible();
});

test('the dashboard has the admin’s own bar, no public footer, and the demo course’s levels (more than 60) as a table', async ({
  page,
  a11y,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await logIn(page, admin.email, admin.password);
  await page.goto('/dashboard');
  const bar = page.getByRole('banner');
  await expect(bar.getByRole('link', { name: 'TP Studio' })).toHaveAttribute('href', '/dashboard');
  await expect(bar.getByRole('link', { name: 'Open the course' })).toBeVisible();
  await expect(bar.getByRole('button', { name: /^Account: / })).toBeVisible();
  // Not the learner's header (its level), nor the footer and its mailing-list form.
  await expect(bar.getByText(/^Level :/)).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Mailing list' })).toHaveCount(0);
  // A course of more than 60 levels opens as the table.
  const count = page.getByText(/^Showing (\d+) of \1$/);
  await expect(count).toBeVisible();
  expect(Number((await count.textContent())?.split(' ')[1])).toBeGreaterThan(60);
  await expect(page.getByRole('button', { name: 'Table', pressed: true })).toBeVisible();
  await expect(page.getByRole('table', { name: /^All levels/ })).toBeVisible();
  await page.screenshot({ path: '/tmp/studio-frame-dashboard.png' });
  await a11y();

  // A learner's page keeps the learner's header and the footer.
  await page.goto('/about');
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Dashboard' })).toBeVisible();
});

test('the admin bar finds a level from another section: the levels open, filtered by what was typed', async ({
  page,
}) => {
  await openDashboard(page, 1280, 800);
  const find = page.getByRole('search').getByRole('searchbox', { name: 'Find a level' });
  await find.fill('12');
  await find.press('Enter');
  await expect(page.getByRole('heading', { level: 2, name: 'Levels', exact: true })).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Search levels by number or word' })).toHaveValue('12');
  const shown = page.getByText(/^Showing \d+ of \d+$/);
  await expect(shown).toBeVisible();
  const [found = 0, total = 0] = ((await shown.textContent()) ?? '').match(/\d+/g)?.map(Number) ?? [];
  expect(found).toBeGreaterThan(0);
  expect(found).toBeLessThan(total);
});
