import type { Locator, Page } from '@playwright/test';
import {
  createSoundLevel,
  expectLevelCount,
  levelCount,
  courseMedia as media,
  png,
  publishLevel,
  dashboardTab as tab,
} from '../support/dashboard';
import { expect, logIn, test } from '../support/fixtures';
import { shownText } from '../support/phonetic-typing';
import { admin } from '../support/server';

// These tests change the course: they get a server of their own.
test.use({ ownServer: true });
// They work on the levels' cards, as an admin who chose them over the table of a long course.
test.beforeEach(({ page }) => page.addInitScript(() => localStorage.setItem('adminLevelsView', 'cards')));

const card = (page: Page, n: number) =>
  page
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: `Edit level ${n}`, exact: true }) });

/** Deletes through the card's bin icon and the Cancel / Delete confirmation. */
async function confirmDelete(page: Page, name: string) {
  await page.getByRole('button', { name: `Delete ${name}`, exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete' });
  await expect(confirm).toContainText(`Are you sure you want to delete ${name}?`);
  await confirm.getByRole('button', { name: 'Delete' }).click();
}

/** Drags with the mouse, in small steps, as dnd-kit's pointer sensor needs. */
async function drag(page: Page, from: Locator, to: Locator) {
  const a = await from.boundingBox();
  const b = await to.boundingBox();
  if (!a || !b) throw new Error('not visible');
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2 + 12, a.y + a.height / 2, { steps: 4 });
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 16 });
  await page.mouse.up();
}

/** Picks a card up with Space, moves it one place with an arrow key, and drops it with Space. */
async function moveByKeyboard(page: Page, level: number, key: 'ArrowLeft' | 'ArrowRight') {
  const handle = page.getByRole('button', { name: `Move level ${level}`, exact: true });
  await handle.focus();
  await page.keyboard.press('Space');
  await expect(handle).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press(key);
  // Dropped once dnd-kit has moved it over the next place, as it tells screen readers.
  const to = key === 'ArrowRight' ? level + 1 : level - 1;
  await expect(page.getByText(`Level ${level} was moved into position ${to} of`)).toBeAttached();
  await page.keyboard.press('Space');
  await expect(page.getByRole('button', { name: 'SAVE', exact: true })).toBeVisible();
}

async function saveOrder(page: Page) {
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/v1/levels/reorder') && r.ok());
  await page.getByRole('button', { name: 'SAVE', exact: true }).click();
  await saved;
  await expect(page.getByText('Levels reordered successfully!').last()).toBeVisible();
  await expect(page.getByRole('button', { name: 'SAVE', exact: true })).toBeHidden();
}

test('an admin builds a sound level from uploads, moves it first by mouse and keyboard, and a guest plays it first', async ({
  page,
  browser,
  a11y,
}) => {
  // Uploads, a level, three reorders and a guest's game: longer than one screen's test.
  await logIn(page, admin.email, admin.password);
  await page.goto('/dashboard');

  // An image: upload, then its details.
  await tab(page, 'Images').click();
  await page.getByRole('button', { name: 'Add +' }).click();
  await page
    .getByLabel('Image file')
    .setInputFiles({ name: 'sunrise.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByText('File uploaded successfully!')).toBeVisible();
  await page.getByRole('dialog', { name: 'Add image' }).getByLabel('Title').fill('E2E sunrise');
  await page.getByRole('button', { name: 'Save image' }).click();
  await expect(page.getByText('File details saved successfully!')).toBeVisible();
  await page.keyboard.press('Escape');
  // Images are listed by title: the new one is found by it.
  await page.getByRole('searchbox', { name: 'Search images by title' }).fill('sunrise');
  await expect(page.getByRole('img', { name: 'E2E sunrise' })).toBeVisible();

  // A sound: the answer comes from the dictionary, the audio from an upload.
  await tab(page, 'Sounds').click();
  await page.getByRole('button', { name: 'Add +' }).click();
  const soundForm = page.getByRole('dialog', { name: 'Add sound' });
  await soundForm.getByLabel('Name', { exact: true }).fill('rocket');
  await expect(soundForm.getByLabel('Answer', { exact: true })).toHaveValue('rɑkət');
  await soundForm.getByLabel('Audio file').setInputFiles({
    name: 'rocket.mp3',
    mimeType: 'audio/mpeg',
    buffer: media('audio/cat.mp3'),
  });
  await expect(soundForm.getByText('Audio file uploaded successfully!')).toBeVisible();
  await a11y();
  await soundForm.getByRole('button', { name: 'Save sound' }).click();
  await expect(page.getByText('Sound uploaded successfully!')).toBeVisible();

  // A sound level at number 2, given the sound and the image.
  await createSoundLevel(page, 2, /rocket/, 'E2E sunrise');
  await a11y();
  await page.keyboard.press('Escape');
  await expect(card(page, 2)).toContainText('rocket');
  await expect(card(page, 2)).toContainText('Draft');
  await publishLevel(page, 2);

  // First by mouse: level 2 onto level 1.
  await drag(
    page,
    page.getByRole('button', { name: 'Move level 2', exact: true }),
    page.getByRole('button', { name: 'Move level 1', exact: true }),
  );
  await expect(card(page, 1)).toContainText('rocket');
  await saveOrder(page);

  // Then by keyboard: back to 2, and to 1 again.
  await moveByKeyboard(page, 1, 'ArrowRight');
  await expect(card(page, 2)).toContainText('rocket');
  await saveOrder(page);
  await moveByKeyboard(page, 2, 'ArrowLeft');
  await expect(card(page, 1)).toContainText('rocket');
  await saveOrder(page);
  await page.reload();
  await expect(card(page, 1)).toContainText('rocket');

  // A guest now starts with it.
  const guest = await browser.newPage();
  await guest.addInitScript(() => localStorage.setItem('hasSeenModal', 'true'));
  await guest.goto(page.url().replace(/\/dashboard.*$/, '/'));
  await expect(guest.getByRole('banner')).toContainText('Level : 1');
  await expect(guest.getByRole('img', { name: 'E2E sunrise' })).toBeVisible();
  await guest.close();

  // Content a level uses cannot go; once the level is deleted, it can.
  await tab(page, 'Images').click();
  await page.getByRole('searchbox', { name: 'Search images by title' }).fill('E2E sunrise');
  await confirmDelete(page, 'E2E sunrise');
  await expect(page.getByText('Failed to delete image. Levels that use it: 1.')).toBeVisible();
  await tab(page, 'Levels').click();
  await confirmDelete(page, 'Level 1');
  await expect(page.getByText('Level 1 deleted successfully.')).toBeVisible();
  await expect(card(page, 1)).not.toContainText('rocket');
  await tab(page, 'Images').click();
  await page.getByRole('searchbox', { name: 'Search images by title' }).fill('E2E sunrise');
  await confirmDelete(page, 'E2E sunrise');
  await expect(page.getByText('Image deleted successfully.')).toBeVisible();
  await tab(page, 'Sounds').click();
  await page.getByRole('searchbox', { name: 'Search sounds by name or answer' }).fill('rocket');
  await confirmDelete(page, 'rocket');
  await expect(page.getByText('Audio deleted successfully.')).toBeVisible();
});

/** Writes the MCQ 'E2E: which key types ʃ?' (answer: option 2, `a`); `more` fills in the rest of the form. */
async function writeMcq(page: Page, options: string[], more: (form: Locator) => Promise<void>) {
  await page.goto('/dashboard?tab=view-mcqs');
  await page.getByRole('button', { name: 'Add +' }).click();
  const form = page.getByRole('dialog', { name: 'Add MCQ' });
  await form.getByLabel('Question').fill('E2E: which key types ʃ?');
  for (const [index, option] of options.entries()) await form.getByLabel(`Option ${index + 1}`).fill(option);
  await form.getByLabel('Correct answer').selectOption({ label: '2. a' });
  await more(form);
  await form.getByRole('button', { name: 'Create MCQ' }).click();
  await expect(page.getByText('MCQ created successfully!')).toBeVisible();
}

/**
 * Makes that MCQ the question of the MCQ level numbered `n`, just created: ticked in the editor
 * that opens with it, saved, and the editor closed.
 */
async function askTheMcqIn(page: Page, n: number) {
  const edit = page.getByRole('dialog', { name: `Edit level ${n}` });
  await edit.getByRole('searchbox', { name: 'Search MCQs by question' }).fill('which key types');
  await edit.getByRole('checkbox', { name: /which key types ʃ/ }).check();
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit.getByText('Level updated successfully.')).toBeVisible();
  await page.keyboard.press('Escape');
}

test('an admin writes an MCQ, makes it a level, and a guest answers it', async ({ page, browser, a11y }) => {
  await logIn(page, admin.email, admin.password);
  await writeMcq(page, ['q', 'a', 's'], async () => a11y());

  await tab(page, 'Levels').click();
  const levelsBefore = await levelCount(page);
  await page.getByLabel('Level', { exact: true }).fill('1');
  await page.getByLabel('Type', { exact: true }).selectOption({ label: 'MCQ' });
  await page.getByRole('button', { name: 'Create level' }).click();
  await expectLevelCount(page, levelsBefore + 1);
  await expect(card(page, 1)).toContainText('MCQ');
  await expect(page.getByLabel('Type', { exact: true })).toHaveValue('sound');
  await askTheMcqIn(page, 1);
  await publishLevel(page, 1);

  const guest = await browser.newPage();
  await guest.addInitScript(() => localStorage.setItem('hasSeenModal', 'true'));
  await guest.goto(page.url().replace(/\/dashboard.*$/, '/'));
  await expect(guest.getByText('E2E: which key types ʃ?')).toBeVisible();
  await guest.getByRole('group', { name: 'Answers' }).getByRole('button', { name: 'a', exact: true }).click();
  await guest.getByRole('button', { name: 'Next' }).click();
  await expect(guest.getByRole('region', { name: 'Correct Answer!' })).toBeVisible();

  // Edited in place, from the card: the form opens filled in, and the course served has the new wording.
  await tab(page, 'MCQs').click();
  await page.getByRole('button', { name: 'Edit E2E: which key types ʃ?', exact: true }).click();
  const edit = page.getByRole('dialog', { name: 'Edit MCQ' });
  await expect(edit.getByLabel('Option 3')).toHaveValue('s');
  await expect(edit.getByLabel('Correct answer')).toHaveValue('1');
  await edit.getByLabel('Question').fill('E2E: which key types the sound ʃ?');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('MCQ updated successfully!')).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 3, name: 'E2E: which key types the sound ʃ?' }),
  ).toBeVisible();
  await guest.close();
  const course = await page.request.get('/api/v1/levels');
  expect(JSON.stringify(await course.json())).toContain('E2E: which key types the sound ʃ?');

  await tab(page, 'Levels').click();
  await confirmDelete(page, 'Level 1');
  await expect(page.getByText('Level 1 deleted successfully.')).toBeVisible();
  await tab(page, 'MCQs').click();
  await confirmDelete(page, 'E2E: which key types the sound ʃ?');
  await expect(page.getByText('MCQ deleted successfully.')).toBeVisible();
});

test('an admin translates an info text and writes an MCQ with its French, and a French learner reads both', async ({
  page,
  browser,
  request,
  a11y,
}) => {
  await logIn(page, admin.email, admin.password);
  await writeMcq(page, ['q', 'a', 'the s key'], async (form) => {
    await form.getByRole('button', { name: 'Translations' }).click();
    await form.getByLabel('Language').selectOption('fr');
    const french = form.getByRole('group', { name: 'Français' });
    await french.getByLabel('Question').fill('E2E : quelle touche tape ʃ ?');
    await french.getByLabel('Option 3').fill('la touche s');
    await a11y();
  });

  // Level 1 (the demo course's welcome, an info level): its first text in French.
  await tab(page, 'Levels').click();
  await page.getByRole('button', { name: 'Edit level 1', exact: true }).click();
  const edit = page.getByRole('dialog', { name: 'Edit level 1' });
  await edit.getByRole('button', { name: 'Translations' }).click();
  await edit.getByLabel('Language').selectOption('fr');
  const text = edit.getByRole('group', { name: 'Français' }).getByLabel('Text 1');
  await text.fill('E2E : bienvenue sur TP, en français.');
  await a11y();
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit.getByText('Level updated successfully.')).toBeVisible();
  await page.keyboard.press('Escape');

  // The MCQ as level 2.
  await page.getByLabel('Level', { exact: true }).fill('2');
  await page.getByLabel('Type', { exact: true }).selectOption({ label: 'MCQ' });
  await page.getByRole('button', { name: 'Create level' }).click();
  await expect(card(page, 2)).toContainText('MCQ');
  await askTheMcqIn(page, 2);
  await publishLevel(page, 2);

  const learner = await browser.newPage();
  await learner.addInitScript(() => {
    localStorage.setItem('hasSeenModal', 'true');
    localStorage.setItem('lang', 'fr');
  });
  await learner.goto(page.url().replace(/\/dashboard.*$/, '/'));
  // The level's first text as the admin wrote it, the others the demo course's French.
  const inFrench = (await (await request.get('/api/v1/levels?lang=fr')).json()) as {
    levels: { texts: string[] }[];
  };
  const texts = inFrench.levels[0]?.texts ?? [];
  expect(texts[0]).toBe('E2E : bienvenue sur TP, en français.');
  for (const text of texts) {
    await expect(learner.getByText(shownText(text))).toBeVisible();
    await learner.getByRole('button', { name: 'Suivant' }).click();
  }
  await expect(learner.getByText('E2E : quelle touche tape ʃ ?')).toBeVisible();
  const answers = learner.getByRole('group', { name: 'Réponses' });
  await expect(answers.getByRole('button')).toHaveText(['q', 'a', 'la touche s']);
  await answers.getByRole('button', { name: 'a', exact: true }).click();
  await learner.getByRole('button', { name: 'Suivant' }).click();
  await expect(learner.getByRole('region', { name: /^Bonne réponse/ })).toBeVisible();
  await learner.close();

  await confirmDelete(page, 'Level 2');
  await expect(page.getByText('Level 2 deleted successfully.')).toBeVisible();
});
