import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from '@playwright/test';
import { expect, signUpAndSignIn, test, uniqueEmail } from '../support/fixtures';
import { typePhysically } from '../support/phonetic-typing';

interface Level {
  level: number;
  type: string;
  points: number;
  sounds: { answer: string; sound: string; image: { link: string } | null }[];
  image: { link: string } | null;
  video: { link: string } | null;
  texts: string[];
}

const courseOf = async (page: Page) =>
  ((await (await page.request.get('/api/v1/levels')).json()) as { levels: Level[] }).levels;

/**
 * The first visit's service worker has filled its caches: it registers a few seconds after load,
 * then keeps the whole course's media, which on a busy machine takes tens of seconds.
 */
async function waitUntilOfflineReady(page: Page) {
  await expect(page.getByText('TP is ready to play offline.')).toBeVisible({ timeout: 60_000 });
}

type Box = { x: number; y: number; width: number; height: number };
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The offline notice is a small toast over none of the header's or the game's controls, gone by itself. */
async function expectNoticeAside(page: Page) {
  const notice = page.getByRole('region', { name: 'App updates' });
  const box = await notice.boundingBox();
  const game = page.getByRole('main').getByRole('region', { name: /^(?!App updates$)/ });
  const controls = page
    .getByRole('banner')
    .getByRole('link')
    .or(page.getByRole('banner').getByRole('button'))
    .or(page.getByRole('navigation', { name: 'Site' }).getByRole('button'))
    .or(page.getByRole('main').getByRole('button', { name: /^(Course map|Get the app|How to play)$/ }))
    .or(game.getByRole('button'))
    .or(game.getByRole('textbox'))
    .or(page.getByRole('group', { name: 'Phonetic keyboard' }).getByRole('button'));
  const all = await controls.all();
  expect(all.length).toBeGreaterThan(40);
  for (const control of all) {
    const controlBox = await control.boundingBox();
    const name = await control.evaluate(
      (element) => element.getAttribute('aria-label') ?? element.textContent,
    );
    expect(box && controlBox && overlap(box, controlBox), `the notice covers ${name}`).toBe(false);
  }
  await expect(notice).toBeHidden({ timeout: 10_000 });
}

/** What the page's own requests meet with the network cut: the worker must not reach the server either. */
const fetchesMe = (page: Page) =>
  page.evaluate(() =>
    fetch('/api/v1/me').then(
      () => 'answered',
      () => 'failed',
    ),
  );

/** Every sound, picture and video the course plays and shows (a video level shows no item's picture), each once. */
const mediaOf = (levels: Level[]) => [
  ...new Set(
    levels.flatMap((level) => [
      ...level.sounds.map((sound) => sound.sound),
      ...level.sounds.flatMap((sound) => (sound.image && level.type !== 'video' ? [sound.image.link] : [])),
      ...(level.image ? [level.image.link] : []),
      ...(level.video ? [level.video.link] : []),
    ]),
  ),
];

/** Passes a level from its item `from` on: Next on its texts (info, speaking), the right answer to its sounds. */
async function passLevel(page: Page, level: Level, from = 0) {
  const texts = level.type === 'info' || level.type === 'speaking';
  expect(texts || level.type === 'sound' || level.type === 'listening').toBe(true);
  const count = texts ? level.texts.length : level.sounds.length;
  for (let item = from; item < count; item++) {
    await expect(page.getByText(`Level ${level.level} · Part ${item + 1} of ${count}`)).toBeVisible();
    if (texts) await page.getByRole('button', { name: 'Next' }).click();
    else await answerRight(page, level.sounds[item]?.answer ?? '');
  }
}

async function answerRight(page: Page, answer: string) {
  const field = page.getByLabel('Your answer');
  await expect(field).toBeEditable();
  await typePhysically(page, answer);
  await page.keyboard.press('Enter');
  const right = page.getByRole('region', { name: 'Correct Answer!' });
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

test('a guest who has played once plays the whole course with the network cut, and opens the site pages', async ({
  page,
  context,
}) => {
  // Ten levels played item by item, most of them offline: on a loaded machine it needs more than the default.
  test.slow();
  const levels = await courseOf(page);
  const firstTen = levels.slice(0, 10);
  const [first, second] = firstTen as [Level, Level];
  expect(firstTen.map((level) => level.type)).toEqual([
    'info',
    'sound',
    'sound',
    'sound',
    'sound',
    'speaking',
    'listening',
    'info',
    'sound',
    'sound',
  ]);

  await page.goto('/');
  await passLevel(page, first);
  await answerRight(page, second.sounds[0]?.answer ?? '');
  await waitUntilOfflineReady(page);
  await expectNoticeAside(page);

  // Every file of the course was kept in the background, not only the levels reached.
  const media = mediaOf(levels);
  const missing = await page.evaluate(
    async (urls) =>
      (await Promise.all(urls.map(async (url) => ((await caches.match(url)) ? [] : [url])))).flat(),
    media,
  );
  expect(missing).toEqual([]);

  await context.setOffline(true);
  expect(await fetchesMe(page)).toBe('failed');
  await page.reload();
  await expect(
    page.getByText("You're offline. You can keep playing the levels already on this device."),
  ).toBeVisible();

  // The rest of level 2, then on to level 10 and past it, all offline.
  await passLevel(page, second, 1);
  for (const level of firstTen.slice(2)) await passLevel(page, level);
  await expect(page.getByText('Level 11 · Part 1 of', { exact: false })).toBeVisible();
  expect(
    await page.evaluate(() => [localStorage.getItem('guestLevel'), localStorage.getItem('guestSublevel')]),
  ).toEqual(['10', '0']);

  // A video level's video plays from the cache, which cuts the player's byte ranges from it.
  const video = levels.find((level) => level.video)?.video?.link ?? '';
  expect(
    await page.evaluate(async (src) => {
      const element = document.createElement('video');
      element.muted = true;
      element.src = src;
      await new Promise((resolve, reject) => {
        element.addEventListener('loadeddata', resolve, { once: true });
        element.addEventListener('error', () => reject(new Error(`video error ${element.error?.code}`)));
      });
      return element.duration;
    }, video),
  ).toBeGreaterThan(0);

  // The site's pages that need no server open offline.
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1, name: 'About TP' })).toBeVisible();
  await page.goto('/privacy-policy');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeHidden();

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
  const { token } = await signUpAndSignIn(request, {
    name: 'Offline Learner',
    email: uniqueEmail('offline'),
    password: 'no network at all',
  });
  const me = async () =>
    (
      (await (await request.get('/api/v1/me', { headers: { authorization: `Bearer ${token}` } })).json()) as {
        user: { level: number; sublevel: number; retries: number[]; points: number };
      }
    ).user;

  await page.goto('/');
  await page.evaluate((t) => localStorage.setItem('token', t), token);
  await page.reload();
  await passLevel(page, first);
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
  // A wrong answer is kept too (the server counts it in the learner's sound statistics) and goes
  // on, its word to come back at the end of the level, as the server will place it.
  await typePhysically(page, 'ʒʒʒ');
  await page.keyboard.press('Enter');
  const wrong = page.getByRole('region', { name: 'Incorrect Answer.' });
  await expect(wrong).toContainText('It comes back at the end of this level.');
  await page.keyboard.press('Enter');
  await expect(wrong).toBeHidden();
  const places = second.sounds.length + 1;
  await expect(page.getByText(`Level 2 · Part 3 of ${places}`)).toBeVisible();
  await answerRight(page, second.sounds[2]?.answer ?? '');

  // Still signed in after a reload with no network, at the place reached offline.
  await page.reload();
  await expect(page.getByText(`Level 2 · Part 4 of ${places}`)).toBeVisible();
  expect(await me()).toEqual(before);

  await context.setOffline(false);
  const saved = page.getByText('Your answers from offline play have been saved.');
  await expect(saved).toBeVisible();
  // In the game's flow, above the item: it covers none of the header's controls, the answer or the keys.
  await expect(
    page.getByRole('main').getByText('Your answers from offline play have been saved.'),
  ).toBeVisible();
  const savedBox = await saved.boundingBox();
  const fieldBox = await page.getByLabel('Your answer').boundingBox();
  const headerBox = await header.boundingBox();
  expect((savedBox?.y ?? 0) + (savedBox?.height ?? 0)).toBeLessThanOrEqual(fieldBox?.y ?? 0);
  expect(savedBox?.y ?? 0).toBeGreaterThanOrEqual((headerBox?.y ?? 0) + (headerBox?.height ?? 0));
  await page.screenshot({ path: test.info().outputPath('saved-notice.png') });
  const points = before.points + 2 * second.points;
  expect(await me()).toMatchObject({ level: 2, sublevel: 3, retries: [1], points });
  await expect(header).toContainText(`Points ${points}`);
  expect(await page.evaluate(() => localStorage.getItem('answerOutbox'))).toBeNull();
});

test('a new version waits for the learner, and reloading takes it', async ({ page }) => {
  await page.goto('/');
  await waitUntilOfflineReady(page);
  await page.getByRole('region', { name: 'App updates' }).getByRole('button', { name: 'Dismiss' }).click();

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
