import { execFileSync } from 'node:child_process';
import type { Browser, Page } from '@playwright/test';
import { readWav } from '@tp/speech/pcm';
import { pick, png, publishLevel, dashboardTab as tab } from '../support/dashboard';
import { expect, logIn, test } from '../support/fixtures';
import { toneSamples, useFakeMicrophone } from '../support/microphone';
import { typePhysically } from '../support/phonetic-typing';
import { admin } from '../support/server';

// This test changes the course: it gets a server of its own.
test.use({ ownServer: true });
// They work on the levels' cards, as an admin who chose them over the table of a long course.
test.beforeEach(({ page }) => page.addInitScript(() => localStorage.setItem('adminLevelsView', 'cards')));

/**
 * What the microphone hears: a second and a half of silence, so that a busy browser starting to
 * record late still hears all of the tone, then half a second of the tone and six seconds of silence.
 */
useFakeMicrophone(toneSamples(48_000, 8, 1.5, 2), 48_000);

/** A guest's first screen, in a browser of its own. */
async function guestPage(browser: Browser) {
  const context = await browser.newContext();
  const guest = await context.newPage();
  await guest.addInitScript(() => localStorage.setItem('hasSeenModal', 'true'));
  await guest.goto('/');
  return { guest, close: () => context.close() };
}

/** Types an answer on the guest's first level and says which verdict came. */
async function answer(guest: Page, text: string) {
  // The first visit is rendered by the server: keys pressed before the scripts take over are
  // lost, so the answer is typed again until it is there.
  const field = guest.getByLabel('Your answer');
  await expect(async () => {
    await field.clear();
    await typePhysically(guest, text);
    await expect(field).toHaveValue(text, { timeout: 1_000 });
  }).toPass();
  await guest.keyboard.press('Enter');
  const right = guest.getByRole('region', { name: 'Correct Answer!' });
  const wrong = guest.getByRole('region', { name: 'Incorrect Answer.' });
  await expect(right.or(wrong)).toBeVisible();
  return (await right.isVisible()) ? 'right' : 'wrong';
}

test('an admin records a word into a new draft level, publishes it, a guest plays it, and an answer fixed in place reaches the guest', async ({
  page,
  browser,
  request,
  a11y,
}) => {
  test.setTimeout(180_000);
  const { token } = await (
    await request.post('/api/v1/signin', { data: { email: admin.email, password: admin.password } })
  ).json();
  const headers = { authorization: `Bearer ${token}` };
  const uploaded = await request.post('/api/v1/upload-image', {
    headers,
    multipart: { file: { name: 'kitten.png', mimeType: 'image/png', buffer: png } },
  });
  await request.post('/api/v1/create-image', {
    headers,
    data: { title: 'E2E kitten', link: (await uploaded.json()).url },
  });

  await logIn(page, admin.email, admin.password);
  await page.goto('/dashboard');
  await tab(page, 'Levels').click();
  await expect(page.getByRole('button', { name: /^Edit level \d+$/ }).first()).toBeVisible();

  // First in the course, so that a guest meets it first once published.
  await page.getByLabel('Level', { exact: true }).fill('1');
  await page.getByRole('button', { name: 'Create level' }).click();
  const editor = page.getByRole('dialog', { name: 'Edit level 1' });
  const name = editor.getByLabel('Name', { exact: true });
  await expect(name).toBeFocused();
  await page.keyboard.type('kitten');
  await expect(editor.getByLabel('Answer', { exact: true })).toHaveValue('ʞɪtən');

  await editor.getByRole('button', { name: 'Record the word' }).click();
  await expect(editor.getByText('Recording… say the word, then stop.')).toBeVisible();
  await page.waitForTimeout(3000);
  const stored = page.waitForResponse((r) => r.url().endsWith('/api/v1/audio-upload-single'));
  await editor.getByRole('button', { name: 'Stop recording' }).click();
  const { audioURL } = await (await stored).json();
  await expect(editor.getByText('Recorded. Listen to it below.')).toBeVisible();
  await expect(editor.getByLabel('Listen to kitten')).toHaveAttribute('src', audioURL);

  // Stored as the course's MP3, its silence cut (about 3 s recorded, half a second of tone) and
  // levelled: read back through ffmpeg.
  expect(audioURL).toMatch(/\.mp3$/);
  const mp3 = await (await request.get(audioURL)).body();
  const wav = readWav(
    execFileSync('ffmpeg', ['-v', 'error', '-i', 'pipe:0', '-f', 'wav', 'pipe:1'], { input: mp3 }),
  );
  expect(wav.rate).toBe(32000);
  const values = Array.from(wav.samples, (value) => value / 0x7fff);
  const seconds = values.length / wav.rate;
  const peak = values.reduce((loudest, value) => Math.max(loudest, Math.abs(value)), 0);
  expect(seconds).toBeGreaterThan(0.45);
  expect(seconds).toBeLessThan(0.8);
  // Half volume recorded, −20 dBFS RMS stored: a sine's peak at 0.14.
  expect(peak).toBeGreaterThan(0.1);
  expect(peak).toBeLessThan(0.2);

  await pick(editor, 'Picture of its own', 'E2E kitten');
  await editor.getByRole('button', { name: 'Save sound' }).click();
  await expect(editor.getByText('The sound was added to this level.')).toBeVisible();
  const picker = editor.getByRole('group', { name: 'Audio' });
  await picker.getByRole('checkbox', { name: 'Only the chosen (1)' }).check();
  await expect(picker.getByRole('checkbox', { name: 'kitten' })).toBeChecked();
  await expect(picker.getByRole('button', { name: 'Play kitten' })).toBeVisible();
  await page.keyboard.press('Escape');
  const card = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: 'Edit level 1', exact: true }) });
  await expect(card).toContainText('kitten');
  await expect(card).toContainText('Draft');

  // A draft: guests neither get it from the API nor meet it first.
  const draft = (await (await request.get('/api/v1/levels')).json()) as {
    levels: { sounds: { name: string }[] }[];
  };
  expect(draft.levels.flatMap((level) => level.sounds.map((sound) => sound.name))).not.toContain('kitten');
  const before = await guestPage(browser);
  await expect(before.guest.getByRole('banner')).toContainText('Level : 1');
  await expect(before.guest.getByRole('img', { name: 'E2E kitten' })).toHaveCount(0);
  await before.close();

  await publishLevel(page, 1);
  const played = await guestPage(browser);
  await expect(played.guest.getByRole('img', { name: 'E2E kitten' })).toBeVisible();
  expect(await answer(played.guest, 'ʞɪtən')).toBe('right');
  await played.close();

  // The answer corrected where the sound is kept; learners get the new one at once.
  await tab(page, 'Sounds').click();
  await page.getByRole('searchbox', { name: 'Search sounds by name or answer' }).fill('kitten');
  await page.getByRole('button', { name: 'Edit kitten', exact: true }).click();
  const edit = page.getByRole('dialog', { name: 'Edit sound' });
  await edit.getByLabel('Answer', { exact: true }).fill('ʞɪtɪn');
  await edit.getByRole('button', { name: 'Save sound' }).click();
  await expect(page.getByText('Sound updated successfully!')).toBeVisible();

  const fixed = await guestPage(browser);
  await expect(fixed.guest.getByRole('img', { name: 'E2E kitten' })).toBeVisible();
  expect(await answer(fixed.guest, 'ʞɪtən')).toBe('wrong');
  await fixed.close();
  const again = await guestPage(browser);
  expect(await answer(again.guest, 'ʞɪtɪn')).toBe('right');
  await again.close();

  // On a phone, the editor and its new sound fit the width and are reached by the keyboard.
  await page.keyboard.press('Escape');
  await page.setViewportSize({ width: 360, height: 740 });
  await page.getByRole('button', { name: /^Dashboard sections, now / }).click();
  await tab(page, 'Levels').click();
  await page.getByRole('button', { name: 'Edit level 1', exact: true }).click();
  const phone = page.getByRole('dialog', { name: 'Edit level 1' });
  await phone.locator('summary', { hasText: 'New sound in this level' }).focus();
  await page.keyboard.press('Enter');
  await expect(phone.getByRole('button', { name: 'Record the word' })).toBeVisible();
  await phone.getByRole('checkbox', { name: 'Only the chosen (1)' }).check();
  await expect(phone.getByRole('button', { name: 'Play kitten' })).toBeVisible();
  expect(await phone.evaluate((dialog) => dialog.scrollWidth <= dialog.clientWidth)).toBe(true);
  await phone.screenshot({ path: test.info().outputPath('editor-on-a-phone.png') });
  await a11y();
});
