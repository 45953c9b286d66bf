import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { expect, test } from '../support/fixtures';

const dist = fileURLToPath(new URL('../../apps/web/dist', import.meta.url));
const budget = JSON.parse(readFileSync(new URL('../budget.json', import.meta.url), 'utf8')) as {
  firstScreenJsGzipKb: number;
};
/** The source modules the first screen may load: its own, the shell's and the libraries'. */
const allowedModules: string[] = JSON.parse(
  readFileSync(new URL('../first-screen-modules.json', import.meta.url), 'utf8'),
);
/** The source modules in each script of the build (written by vite.config.ts's `chunkModules`). */
const chunkModules: Record<string, string[]> = JSON.parse(
  readFileSync(`${dist}/.vite/chunk-modules.json`, 'utf8'),
);

// A first visit, the heaviest: the how-to-play modal opens with the first item.
test.use({ howToPlaySeen: false });

test('the first screen loads no more JavaScript than the budget', async ({ page }) => {
  const scripts = new Set<string>();
  page.on('response', (res) => {
    if (res.request().resourceType() === 'script') scripts.add(new URL(res.url()).pathname);
  });
  await page.goto('/');
  // Everything the first screen fetches, not only what came before the first quiet moment: the
  // how-to-play dialog, and the footer's signup form when the footer is in view.
  await expect(page.getByRole('dialog', { name: 'How to Play' })).toBeVisible();
  const footer = page.locator('footer');
  if (await footer.evaluate((element) => element.getBoundingClientRect().top < window.innerHeight)) {
    await expect(footer.locator('input[type="email"]')).toBeAttached();
  }
  await page.waitForLoadState('networkidle');

  const sizes = [...scripts].map((p) => ({
    path: p,
    gzip: gzipSync(readFileSync(dist + p), { level: 9 }).length,
  }));
  const totalKb = sizes.reduce((sum, s) => sum + s.gzip, 0) / 1024;
  console.log(
    `First screen JS: ${totalKb.toFixed(1)} KB gzip in ${sizes.length} files (budget ${budget.firstScreenJsGzipKb} KB)`,
  );
  for (const s of sizes) console.log(`  ${(s.gzip / 1024).toFixed(1)} KB  ${s.path}`);
  expect(sizes.length).toBeGreaterThan(0);
  expect(totalKb).toBeLessThanOrEqual(budget.firstScreenJsGzipKb);

  // What it loads is a list kept on purpose: a module that slips in (a screen's, the dashboard's,
  // a payment library) fails here by name, and one that leaves is taken off the list.
  const loaded = new Set([...scripts].flatMap((p) => chunkModules[p.slice(1)] ?? []));
  const allowed = new Set(allowedModules);
  expect(
    [...loaded].filter((m) => !allowed.has(m)).sort(),
    'loaded, not in e2e/first-screen-modules.json',
  ).toEqual([]);
  expect(
    [...allowed].filter((m) => !loaded.has(m)).sort(),
    'in e2e/first-screen-modules.json, not loaded',
  ).toEqual([]);
});

/** Watches, from before the page is parsed, whether a spinner ever shows and what `main` first holds. */
const watchFirstScreen = () => {
  const seen = { spinner: false, first: null as null | { dialog: boolean; heading: string } };
  new MutationObserver(() => {
    if (document.querySelector('.animate-spin')) seen.spinner = true;
    const main = document.querySelector('main');
    if (!seen.first && main) {
      seen.first = {
        dialog: document.querySelector('dialog')?.open ?? false,
        heading: main.textContent ?? '',
      };
    }
  }).observe(document, { childList: true, subtree: true });
  Object.assign(window, { firstScreen: seen });
};
/** Opens `/` as it is, waits for the how-to-play dialog and the page to settle, and says what it saw. */
async function openFirstScreen(page: import('@playwright/test').Page) {
  await page.addInitScript(watchFirstScreen);
  await page.goto('/');
  await expect(page.getByRole('dialog', { name: 'How to Play' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  return page.evaluate(() => (window as unknown as { firstScreen: unknown }).firstScreen);
}

test('a first visit shows the game whole from the page the server sends; how to play opens once it is live', async ({
  page,
}) => {
  expect(await openFirstScreen(page)).toEqual({
    spinner: false,
    first: { dialog: false, heading: expect.stringMatching(/Level 1 · Part 1 of \d/) },
  });
});

test('a returning visitor, whose page the app renders itself, sees the game whole in its first render too', async ({
  page,
  baseURL,
}) => {
  await page.context().addCookies([{ name: 'tp_stored', value: '1', url: baseURL }]);
  await page.addInitScript(() => localStorage.setItem('guestSublevel', '1'));
  // The course comes with the code and the first render waits for it: no spinner, and the dialog
  // opens before the browser paints.
  expect(await openFirstScreen(page)).toEqual({
    spinner: false,
    first: { dialog: true, heading: expect.stringMatching(/Level 1 · Part 2 of \d/) },
  });
});
