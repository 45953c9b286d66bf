import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from '@playwright/test';
import { expect, test, uniqueEmail } from '../support/fixtures';
import { typePhysically } from '../support/phonetic-typing';

interface Level {
  level: number;
  type: string;
  points: number;
  sounds: { answer: string; sound: string }[];
  image: { link: string } | null;
  texts: string[];
}

const courseOf = async (page: Page) =>
  ((await (await page.request.get('/api/v1/levels')).json()) as { levels: Level[] }).levels;

/** The first visit's service worker has filled its caches (it registers a few seconds after load). */
async function waitUntilOfflineReady(page: Page) {
  await expect(page.getByText('TP is ready to play offline.')).toBeVisible({ timeout: 30_000 });
}

/** What the page's own requests meet with the network cut: the worker must not reach the server either. */
const fetchesMe = (page: Page) =>
  page.evaluate(() =>
    fetch('/api/v1/me').then(
      () => 'answered',
      () => 'failed',
    ),
  );

/** Passes the course's first level, whose items are texts. */
async function passFirstLevel(page: Page, first: Level) {
  for (let item = 0; item < first.texts.length; item++) {
    await expect(page.getByText(`Level 1 · Part ${item + 1} of ${first.texts.length}`)).toBeVisible();
    await page.getByRole('button', { name: 'Next' }).click();
  }
}

async function answerRight(page: Page, answer: string) {
  const field = page.getByLabel('Your answer');
  await expect(field).toBeEditable();
  await typePhysically(page, answer);
  await page.keyboard.press('Enter');
  const right = page.getByRole('dialog', { name: 'Correct Answer!' });
  await expect(right).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(right).toBeHidden();
}

test('the app can be installed: a manifest with its icons and a service worker that runs the page', async ({
  app,
  request,
  browserName: _,
}, testInfo) => {
  // Chromium offers no install in a private window, which every test context is: this one has a profile.
  const profile = testInfo.outputPath('profile');
  const { launchOptions } = testInfo.project.use;
  const context = await chromium.launchPersistentContext(profile, { ...launchOptions, baseURL: app.url });
  try {
    const page = await context.newPage();
    await page.goto('/');
    await waitUntilOfflineReady(page);

    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    const manifest = (await (await request.get(href ?? '')).json()) as {
      name: string;
      start_url: string;
      display: string;
      icons: { src: string; sizes: string; purpose?: string }[];
    };
    expect(manifest).toMatchObject({ name: 'TP: phonetic typing', start_url: '/', display: 'standalone' });
    for (const icon of manifest.icons) {
      const response = await request.get(icon.src);
      expect(response.ok(), icon.src).toBe(true);
    }
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);

    // Chromium's own verdict on installability.
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    expect(installabilityErrors).toEqual([]);
  } finally {
    await context.close();
  }
});

test('a guest who has played once plays on with the network cut: the app, the course and its sounds come from the cache', async ({
  page,
  context,
}) => {
  const levels = await courseOf(page);
  const [first, second, third] = levels as [Level, Level, Level];
  expect([first.type, second.type, third.type]).toEqual(['info', 'sound', 'sound']);

  await page.goto('/');
  await passFirstLevel(page, first);
  await answerRight(page, second.sounds[0]?.answer ?? '');
  await waitUntilOfflineReady(page);

  await context.setOffline(true);
  expect(await fetchesMe(page)).toBe('failed');
  await page.reload();
  await expect(
    page.getByText("You're offline. You can keep playing the levels already on this device."),
  ).toBeVisible();

  // The sounds of this level and the next were fetched ahead into the worker's cache.
  const ahead = [second, third].flatMap((level) => level.sounds.map((sound) => sound.sound));
  const cached = await page.evaluate(
    (urls) => Promise.all(urls.map(async (url) => Boolean(await caches.match(url)))),
    ahead,
  );
  expect(cached).toEqual(ahead.map(() => true));

  // The rest of level 2, then the first item of level 3, all offline.
  for (let item = 1; item < second.sounds.length; item++) {
    await expect(page.getByText(`Level 2 · Part ${item + 1} of ${second.sounds.length}`)).toBeVisible();
    await page.getByRole('button', { name: 'Play the sound' }).click();
    await answerRight(page, second.sounds[item]?.answer ?? '');
  }
  await expect(page.getByText(`Level 3 · Part 1 of ${third.sounds.length}`)).toBeVisible();
  await answerRight(page, third.sounds[0]?.answer ?? '');
  await expect(page.getByText(`Level 3 · Part 2 of ${third.sounds.length}`)).toBeVisible();
  expect(
    await page.evaluate(() => [localStorage.getItem('guestLevel'), localStorage.getItem('guestSublevel')]),
  ).toEqual(['2', '1']);

  await context.setOffline(false);
  await expect(page.getByText("You're offline.", { exact: false })).toBeHidden();
});

test("a learner's answers given offline are checked at once and saved when the connection returns", async ({
  page,
  context,
  request,
}) => {
  const levels = await courseOf(page);
  const [first, second] = levels as [Level, Level];
  const signup = await request.post('/api/v1/signup', {
    data: {
      name: 'Offline Learner',
      email: uniqueEmail('offline'),
      password: 'no network',
      confirmPassword: 'no network',
    },
  });
  const { token } = (await signup.json()) as { token: string };
  const me = async () =>
    (
      (await (await request.get('/api/v1/me', { headers: { authorization: `Bearer ${token}` } })).json()) as {
        user: { level: number; sublevel: number; points: number };
      }
    ).user;

  await page.goto('/');
  await page.evaluate((t) => localStorage.setItem('token', t), token);
  await page.reload();
  await passFirstLevel(page, first);
  await waitUntilOfflineReady(page);
  const header = page.getByRole('banner');
  await expect(header).toContainText('Level : 2');
  const before = await me();
  expect(before).toMatchObject({ level: 2, sublevel: 0 });

  await context.setOffline(true);
  expect(await fetchesMe(page)).toBe('failed');
  await answerRight(page, second.sounds[0]?.answer ?? '');
  await expect(
    page.getByText("You're offline. Your answers are kept on this device and saved when you're back online."),
  ).toBeVisible();
  await expect(page.getByText(`Level 2 · Part 2 of ${second.sounds.length}`)).toBeVisible();
  // A wrong answer is kept too: the server counts it in the learner's sound statistics.
  await typePhysically(page, 'ʒʒʒ');
  await page.keyboard.press('Enter');
  const wrong = page.getByRole('dialog', { name: 'Incorrect Answer.' });
  await expect(wrong).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(wrong).toBeHidden();
  const field = page.getByLabel('Your answer');
  await expect(field).toBeFocused();
  for (let i = 0; i < 3; i++) await page.keyboard.press('Backspace');
  await expect(field).toHaveValue('');
  await answerRight(page, second.sounds[1]?.answer ?? '');

  // Still signed in after a reload with no network, at the place reached offline.
  await page.reload();
  await expect(page.getByText(`Level 2 · Part 3 of ${second.sounds.length}`)).toBeVisible();
  expect(await me()).toEqual(before);

  await context.setOffline(false);
  await expect(page.getByText('Your answers from offline play have been saved.')).toBeVisible();
  const points = before.points + 2 * second.points;
  expect(await me()).toMatchObject({ level: 2, sublevel: 2, points });
  await expect(header).toContainText(`Points ${points}`);
  expect(await page.evaluate(() => localStorage.getItem('answerOutbox'))).toBeNull();
});

test('a new version waits for the learner, and reloading takes it', async ({ page }) => {
  await page.goto('/');
  await waitUntilOfflineReady(page);
  await page.getByRole('button', { name: 'OK' }).click();

  const workerFile = fileURLToPath(new URL('../../apps/web/dist/sw.js', import.meta.url));
  const deployed = readFileSync(workerFile, 'utf8');
  try {
    writeFileSync(workerFile, `${deployed}\n// the next version\n`);
    await page.evaluate(() => {
      (window as { beforeUpdate?: boolean }).beforeUpdate = true;
      return navigator.serviceWorker.getRegistration().then((registration) => registration?.update());
    });
    const notice = page.getByRole('region', { name: 'App updates' });
    await expect(notice).toContainText('A new version of TP is ready.');
    // Nothing happens until the learner says so.
    expect(await page.evaluate(() => (window as { beforeUpdate?: boolean }).beforeUpdate)).toBe(true);
    const reloaded = page.waitForEvent('load');
    await notice.getByRole('button', { name: 'Reload' }).click();
    await reloaded;
    expect(await page.evaluate(() => (window as { beforeUpdate?: boolean }).beforeUpdate)).toBeUndefined();
    await expect(notice).toBeHidden();
    expect(
      await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        return {
          waiting: Boolean(registration?.waiting),
          controlled: Boolean(navigator.serviceWorker.controller),
        };
      }),
    ).toEqual({ waiting: false, controlled: true });
  } finally {
    writeFileSync(workerFile, deployed);
  }
});
