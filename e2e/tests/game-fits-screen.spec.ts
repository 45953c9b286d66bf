import type { Locator, Page } from '@playwright/test';
import { expect, signUpAndSignIn, test, uniqueEmail } from '../support/fixtures';
import { pressPhysically } from '../support/phonetic-typing';

interface Level {
  level: number;
  type: string;
  sounds: { answer: string }[];
}

const screens = [
  { width: 1280, height: 720 },
  { width: 1366, height: 768 },
  { width: 390, height: 844 },
  { width: 360, height: 640 },
];

/** The five themes by their stored index, then Urdu (right to left) in the first. */
const looks = [
  ...['classic', 'neon', 'pastel', 'sakura', 'sunset'].map((theme, index) => ({ theme, index, lang: 'en' })),
  { theme: 'classic', index: 0, lang: 'ur' },
];

/** Fully inside the viewport, and what the page shows at its centre is the element itself. */
async function expectInViewAndUncovered(page: Page, locator: Locator, what: string) {
  const box = await locator.boundingBox();
  const viewport = page.viewportSize();
  expect(box, `${what} is laid out`).not.toBeNull();
  if (!box || !viewport) return;
  expect(box.y, `${what}'s top`).toBeGreaterThanOrEqual(0);
  expect(box.x, `${what}'s start`).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height, `${what}'s bottom`).toBeLessThanOrEqual(viewport.height);
  expect(box.x + box.width, `${what}'s end`).toBeLessThanOrEqual(viewport.width);
  const onTop = await locator.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    const hit = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
    return hit !== null && (element === hit || element.contains(hit))
      ? 'itself'
      : (hit?.outerHTML.slice(0, 120) ?? 'nothing');
  });
  expect(onTop, `nothing covers ${what}`).toBe('itself');
}

/** Answer field, play, Clue, Check and the keyboard's first and last rows, by structure (any language). */
function gameControls(page: Page) {
  const keyboard = page.locator('fieldset[dir="ltr"]');
  return {
    answer: page.getByRole('main').getByRole('textbox'),
    play: page.locator('[aria-keyshortcuts="Tab"]'),
    clue: page.locator('[aria-keyshortcuts="Alt+C"]'),
    check: page.locator('[aria-keyshortcuts="Enter"]'),
    firstRow: keyboard.locator(':scope > div').first(),
    lastRow: keyboard.locator(':scope > div').last(),
  };
}

for (const size of screens) {
  test.describe(`a ${size.width}×${size.height} screen`, () => {
    test.use({ viewport: size });

    test('shows the whole game in one screen, in every theme, in Urdu and signed in, and typing after play fills the answer', async ({
      page,
      request,
    }) => {
      const { levels } = (await (await request.get('/api/v1/levels')).json()) as { levels: Level[] };
      const index = levels.findIndex((level) => level.type === 'sound');
      const answer = levels[index]?.sounds[0]?.answer ?? '';
      expect(answer).not.toBe('');

      for (const look of looks) {
        await page.addInitScript(
          ({ level, theme, lang }) => {
            localStorage.setItem('guestLevel', String(level));
            localStorage.setItem('themeIndex', String(theme));
            localStorage.setItem('lang', lang);
          },
          { level: index, theme: look.index, lang: look.lang },
        );
        await page.goto('/');
        await expect(page.locator('html')).toHaveAttribute('data-theme', look.theme);
        await expect(page.locator('html')).toHaveAttribute('dir', look.lang === 'ur' ? 'rtl' : 'ltr');
        const controls = gameControls(page);
        await expect(controls.answer).toBeEditable({ editable: size.width >= 768 });
        // The picture has arrived, so the layout is final.
        await expect(page.getByRole('main').locator('img')).toHaveJSProperty('complete', true);

        expect(await page.evaluate(() => document.documentElement.scrollTop), 'no scrolling').toBe(0);
        for (const [what, locator] of Object.entries(controls)) {
          await expectInViewAndUncovered(page, locator, `${what} (${look.theme}, ${look.lang})`);
        }
      }

      // A guest's right answer: the verdict docks under the answer, no dialog, and the answer, play
      // and the keys stay in sight, uncovered.
      await page.addInitScript(() => {
        localStorage.setItem('guestSublevel', '0');
        localStorage.setItem('lang', 'en');
      });
      await page.goto('/');
      await expect(page.getByRole('main').locator('img')).toHaveJSProperty('complete', true);
      const typing = gameControls(page);
      await typing.play.click();
      await pressPhysically(page, answer);
      await typing.check.click();
      const verdict = page.getByRole('region', { name: 'Correct Answer!' });
      await expect(verdict).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      // What was typed stays in sight beside the verdict.
      await expect(typing.answer).toHaveValue(answer);
      await page.screenshot({ path: test.info().outputPath(`verdict-${size.width}x${size.height}.png`) });
      for (const what of ['answer', 'play', 'firstRow', 'lastRow'] as const)
        await expectInViewAndUncovered(page, typing[what], `${what} beside the verdict`);
      await expectInViewAndUncovered(page, verdict.getByRole('button', { name: 'Continue' }), 'Continue');
      // The whole answer field above the verdict, not only its centre.
      const fieldBox = await typing.answer.boundingBox();
      const docked = await verdict.boundingBox();
      expect(
        (fieldBox?.y ?? 0) + (fieldBox?.height ?? 0),
        'the answer ends above the verdict',
      ).toBeLessThanOrEqual(docked?.y ?? 0);
      expect(await page.evaluate(() => document.documentElement.scrollTop), 'no scrolling').toBe(0);

      // A miss: what was typed, compared, and the answer, beside it; nothing covered either.
      await verdict.getByRole('button', { name: 'Continue' }).click();
      await expect(verdict).toBeHidden();
      await pressPhysically(page, 'ʒʒʒ');
      await typing.check.click();
      const miss = page.getByRole('region', { name: 'Incorrect Answer.' });
      await expect(miss).toContainText('The answer:');
      await page.screenshot({ path: test.info().outputPath(`miss-${size.width}x${size.height}.png`) });
      for (const what of ['answer', 'play', 'firstRow', 'lastRow'] as const)
        await expectInViewAndUncovered(page, typing[what], `${what} beside the miss`);
      await expectInViewAndUncovered(page, miss.getByRole('button', { name: 'Continue' }), 'Continue');
      const missedField = await typing.answer.boundingBox();
      const missPanel = await miss.boundingBox();
      expect(
        (missedField?.y ?? 0) + (missedField?.height ?? 0),
        'the answer ends above the miss',
      ).toBeLessThanOrEqual(missPanel?.y ?? 0);
      expect(await page.evaluate(() => document.documentElement.scrollTop), 'no scrolling').toBe(0);

      // The tallest top bar: a signed-in learner's points and streak, and the strip asking to verify.
      const { token } = await signUpAndSignIn(request, {
        name: 'Ada Lovelace',
        email: uniqueEmail(),
        password: 'tall screens and small',
      });
      await request.post('/api/v1/me/level', {
        headers: { authorization: `Bearer ${token}` },
        // As a guest who got there and signed up.
        data: { level: index + 1, incrementDisplayedLevel: true },
      });
      await page.addInitScript((stored) => {
        localStorage.setItem('token', stored);
        localStorage.setItem('lang', 'en');
      }, token);
      await page.goto('/');
      await expect(page.getByText('Please verify your account.', { exact: false })).toBeVisible();
      await expect(page.getByRole('main').locator('img')).toHaveJSProperty('complete', true);
      for (const [what, locator] of Object.entries(gameControls(page))) {
        await expectInViewAndUncovered(page, locator, `${what} (signed in)`);
      }

      // Typing goes on into the answer after pressing play, with the physical keyboard.
      const { play, answer: field, check } = gameControls(page);
      await play.click();
      await pressPhysically(page, answer);
      await expect(field).toHaveValue(answer);
      await check.click();
      await expect(page.getByRole('region', { name: 'Correct Answer!' })).toBeVisible();
    });
  });
}
