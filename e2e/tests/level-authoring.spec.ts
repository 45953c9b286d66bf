import type { Browser, Page } from '@playwright/test';
import { courseMedia, dashboardTab as tab } from '../support/dashboard';
import { expect, logIn, test } from '../support/fixtures';
import { typePhysically } from '../support/phonetic-typing';
import { admin } from '../support/server';

// This test changes the course: it gets a server of its own.
test.use({ ownServer: true });
// It works on the levels' cards, as an admin who chose them over the table of a long course.
test.beforeEach(({ page }) => page.addInitScript(() => localStorage.setItem('adminLevelsView', 'cards')));

/** An author's actions, each named, counted from the levels tab to the published level. */
function authoring() {
  const steps: string[] = [];
  return {
    steps,
    step: async (name: string, action: () => Promise<unknown>) => {
      steps.push(name);
      await action();
    },
  };
}

/** A guest, in a browser of its own, placed on the last published level: the one just made. */
async function guestOnLastLevel(browser: Browser, page: Page) {
  const { levels } = (await (await page.request.get('/api/v1/levels')).json()) as { levels: unknown[] };
  const context = await browser.newContext();
  const guest = await context.newPage();
  await guest.addInitScript((at) => {
    localStorage.setItem('hasSeenModal', 'true');
    localStorage.setItem('guestLevel', String(at));
  }, levels.length - 1);
  await guest.goto('/');
  await expect(guest.getByRole('banner')).toContainText(`Level : ${levels.length}`);
  return { guest, close: () => context.close() };
}

/**
 * The guest types `answer`, as the editor stored it, with the keyboard's keys, and the game judges
 * it right: the course the guest plays holds that answer for the level's first item.
 */
async function answerRight(guest: Page, answer: string) {
  const { levels } = (await (await guest.request.get('/api/v1/levels')).json()) as {
    levels: { sounds: { answer: string }[] }[];
  };
  expect(levels.at(-1)?.sounds[0]?.answer).toBe(answer);
  await typePhysically(guest, answer);
  await guest.keyboard.press('Enter');
  await expect(guest.getByRole('region', { name: 'Correct Answer!' })).toBeVisible();
}

/** The dashboard's levels tab, where each count starts. */
async function levelsTab(page: Page) {
  await page.goto('/dashboard');
  await tab(page, 'Levels').click();
  await expect(page.getByRole('button', { name: /^Edit level \d+$/ }).first()).toBeVisible();
}

/** Creates a level of `type` (the form's first type needs no choosing), whose editor opens. */
async function create(step: ReturnType<typeof authoring>['step'], page: Page, type?: string) {
  const form = page.getByRole('form', { name: 'Create a level' });
  if (type) await step('choose the type', () => form.getByLabel('Type').selectOption({ label: type }));
  await step('create', () => form.getByRole('button', { name: 'Create level' }).click());
  return page.getByRole('dialog', { name: /^Edit level \d+$/ });
}

/**
 * In the open editor: a new sound named `name`, its audio uploaded, saved into the level; resolves
 * to the answer the editor suggested and stored.
 */
async function addSound(step: ReturnType<typeof authoring>['step'], page: Page, name: string) {
  const editor = page.getByRole('dialog', { name: /^Edit level \d+$/ });
  await step('name the sound', () => editor.getByLabel('Name', { exact: true }).fill(name));
  await expect(editor.getByLabel('Answer', { exact: true })).not.toHaveValue('');
  await step('upload its audio', () =>
    editor.getByLabel('Audio file').setInputFiles({
      name: `${name}.mp3`,
      mimeType: 'audio/mpeg',
      buffer: courseMedia('audio/cat.mp3'),
    }),
  );
  await expect(editor.getByText('Audio file uploaded successfully!')).toBeVisible();
  // What is saved: the suggestion as it stands once the audio is in.
  const answer = await editor.getByLabel('Answer', { exact: true }).inputValue();
  await step('save the sound', () => editor.getByRole('button', { name: 'Save sound' }).click());
  await expect(editor.getByRole('checkbox', { name: 'Only the chosen (1)' })).toBeVisible();
  return answer;
}

/** Publishes from the editor: the Publish button saves what was typed, then publishes. */
async function publish(step: ReturnType<typeof authoring>['step'], page: Page) {
  const editor = page.getByRole('dialog', { name: /^Edit level \d+$/ });
  await step('publish', () => editor.getByRole('button', { name: 'Publish', exact: true }).click());
  // Speaking prompts are readied for scoring as they are saved: that may take a while.
  await expect(editor.getByText(/is published: learners see it now\.$/)).toBeVisible({ timeout: 60_000 });
  await page.keyboard.press('Escape');
}

test.beforeEach(async ({ page }) => {
  await logIn(page, admin.email, admin.password);
  await levelsTab(page);
});

test('a word level is made and published in its editor in 6 actions, and a guest answers it right', async ({
  page,
  browser,
}) => {
  const { step, steps } = authoring();
  const editor = await create(step, page);
  await expect(editor.getByText('Add at least one sound to publish this level.')).toBeVisible();
  await expect(editor.getByRole('button', { name: 'Publish', exact: true })).toBeDisabled();
  const answer = await addSound(step, page, 'puppy');
  await publish(step, page);
  expect(steps.length, steps.join(', ')).toBeLessThanOrEqual(6);
  // The new card is on the first page, published, without Show more.
  await expect(page.getByRole('listitem').filter({ hasText: 'Sounds: puppy' }).first()).not.toContainText(
    'Draft',
  );

  const { guest, close } = await guestOnLastLevel(browser, page);
  await answerRight(guest, answer);
  await close();
});

test('a listening level is made and published in its editor in 6 actions, and a guest answers it right', async ({
  page,
  browser,
}) => {
  const { step, steps } = authoring();
  await create(step, page, 'Listening');
  const answer = await addSound(step, page, 'kettle');
  await publish(step, page);
  expect(steps.length, steps.join(', ')).toBeLessThanOrEqual(6);
  const { guest, close } = await guestOnLastLevel(browser, page);
  await answerRight(guest, answer);
  await close();
});

test('an info level is written and published in its editor in 4 actions, and a guest reads it', async ({
  page,
  browser,
}) => {
  const { step, steps } = authoring();
  const editor = await create(step, page, 'Info');
  await expect(editor.getByText('Add at least one line of text to publish this level.')).toBeVisible();
  await step('write the text', () =>
    editor.getByRole('textbox', { name: 'Texts' }).fill('Listen before you type.'),
  );
  await publish(step, page);
  expect(steps.length, steps.join(', ')).toBeLessThanOrEqual(4);

  const { guest, close } = await guestOnLastLevel(browser, page);
  await expect(guest.getByText('Listen before you type.')).toBeVisible();
  await close();
});

test('a speaking level is written and published in its editor in 4 actions, and a guest meets its prompt', async ({
  page,
  browser,
}) => {
  const { step, steps } = authoring();
  const editor = await create(step, page, 'Speaking');
  await step('write the prompt', () => editor.getByRole('textbox', { name: 'Texts' }).fill('Say: butterfly'));
  await publish(step, page);
  expect(steps.length, steps.join(', ')).toBeLessThanOrEqual(4);

  const { guest, close } = await guestOnLastLevel(browser, page);
  await expect(guest.getByText(/butterfly/).first()).toBeVisible();
  await close();
});

test('a video level gets its video and sound and is published in its editor in 7 actions, and a guest answers it', async ({
  page,
  browser,
  a11y,
}) => {
  const { step, steps } = authoring();
  const editor = await create(step, page, 'Video');
  await step('upload the video', () =>
    editor.getByLabel('Video file').setInputFiles({
      name: 'frog.mp4',
      mimeType: 'video/mp4',
      buffer: courseMedia('video/frog.mp4'),
    }),
  );
  // Titled by its file, the new video is the level's at once.
  await expect(editor.getByText('The video is shown in this level.')).toBeVisible();
  const video = editor.getByRole('group', { name: 'Video', exact: true });
  await expect(video.getByRole('radio', { name: 'frog', exact: true })).toBeChecked();
  await expect(video.getByLabel('Preview of frog')).toBeVisible();
  // The learner types what the video says: its sound holds the answer.
  await expect(editor.getByText('Add at least one sound to publish this level.')).toBeVisible();
  await a11y();
  const answer = await addSound(step, page, 'frog');
  await publish(step, page);
  expect(steps.length, steps.join(', ')).toBeLessThanOrEqual(7);

  const { guest, close } = await guestOnLastLevel(browser, page);
  await expect(guest.locator('main video')).toBeVisible();
  await answerRight(guest, answer);
  await close();
});

test('an MCQ level gets its question written and is published in its editor in 8 actions, and a guest answers it', async ({
  page,
  browser,
  a11y,
}) => {
  const { step, steps } = authoring();
  const editor = await create(step, page, 'MCQ');
  await expect(editor.getByText('Add at least one question to publish this level.')).toBeVisible();
  await step('write the question', () =>
    editor.getByLabel('Question', { exact: true }).fill('Which word starts with the sound of “ship”?'),
  );
  await step('write option 1', () => editor.getByLabel('Option 1').fill('chip'));
  await step('write option 2', () => editor.getByLabel('Option 2').fill('shop'));
  await step('write option 3', () => editor.getByLabel('Option 3').fill('sip'));
  await step('choose the right option', () => editor.getByLabel('Correct answer').selectOption('1'));
  await a11y();
  // Publish saves the question filled in into the level, then publishes it.
  await publish(step, page);
  expect(steps.length, steps.join(', ')).toBeLessThanOrEqual(8);

  const { guest, close } = await guestOnLastLevel(browser, page);
  await expect(guest.getByText('Which word starts with the sound of “ship”?')).toBeVisible();
  await guest.getByRole('button', { name: 'shop' }).click();
  await guest.getByRole('button', { name: 'Next' }).click();
  await expect(guest.getByRole('region', { name: 'Correct Answer!' })).toBeVisible();
  await close();
});

/** What the server answers the signed-in author at `path`. */
async function asAuthor<T>(page: Page, path: string): Promise<T> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  return (await page.request.get(path, { headers: { authorization: `Bearer ${token}` } })).json();
}

/** The signed-in author's standing, as the server keeps it. */
async function standing(page: Page) {
  const { user } = await asAuthor<{ user: Record<string, unknown> }>(page, '/api/v1/me');
  return { level: user.level, sublevel: user.sublevel, points: user.points, retries: user.retries };
}

test('a draft word level is previewed as a learner plays it, and stays a draft with nothing recorded', async ({
  page,
}) => {
  const { step } = authoring();
  const editor = await create(step, page);
  const answer = await addSound(step, page, 'kitten');
  const before = await standing(page);

  await editor.getByRole('link', { name: 'Preview as a learner' }).click();
  await expect(page).toHaveURL(/\/level-preview\?level=/);
  await expect(page.getByRole('complementary', { name: 'Preview — nothing is saved' })).toBeVisible();
  await typePhysically(page, answer);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('region', { name: 'Correct Answer!' })).toBeVisible();

  // Back in its editor, the level is still a draft, and the author stands where they stood.
  await page.getByRole('link', { name: 'Back to the editor' }).click();
  const again = page.getByRole('dialog', { name: /^Edit level \d+$/ });
  await expect(again.getByRole('button', { name: 'Publish', exact: true })).toBeEnabled();
  const { levels } = await asAuthor<{ levels: { published: boolean; sounds: { name: string }[] }[] }>(
    page,
    '/api/v1/admin/levels',
  );
  const kitten = levels.filter((level) => level.sounds.some((sound) => sound.name === 'kitten'));
  expect(kitten.map((level) => level.published)).toEqual([false]);
  expect(await standing(page)).toEqual(before);
});
