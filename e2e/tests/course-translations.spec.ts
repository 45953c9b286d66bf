import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

interface Level {
  type: string;
  texts: string[];
  mcqs: { question: string; options: { text: string }[] }[];
}

const translations = (language: string) =>
  JSON.parse(
    readFileSync(new URL(`../../content/translations/${language}.json`, import.meta.url), 'utf8'),
  ) as Record<string, string>;

/** A guest at the start of the course's `index`th level (0-based), with the interface in `language`. */
async function guestAt(page: Page, index: number, language: string) {
  await page.addInitScript(
    ([level, lang]) => {
      localStorage.setItem('guestLevel', level);
      localStorage.setItem('guestSublevel', '0');
      localStorage.setItem('lang', lang);
    },
    [String(index), language] as const,
  );
  await page.goto('/');
}

test('a learner with the interface in French reads the explanations and quizzes in French, and in German once switched', async ({
  page,
  request,
  a11y,
}) => {
  const { levels } = (await (await request.get('/api/v1/levels')).json()) as { levels: Level[] };
  const french = translations('fr');
  const german = translations('de');
  const info = levels.findIndex((level) => level.type === 'info');
  const quiz = levels.findIndex((level) => level.type === 'mcq');
  const [firstText = ''] = levels[info]?.texts ?? [];
  const mcq = levels[quiz]?.mcqs[0];
  if (!mcq || !french[firstText] || !french[mcq.question])
    throw new Error('The demo course is not translated');

  // The first text, in French, the phonetic spellings in it as the English writes them.
  await guestAt(page, info, 'fr');
  await expect(page.getByText(french[firstText] ?? '')).toBeVisible();
  await expect(page.getByText(firstText)).toBeHidden();
  await expect(page.getByRole('button', { name: 'Suivant' })).toBeVisible();
  await a11y();

  // The quiz: its question and options in French; an option that is a spelling reads the same.
  await guestAt(page, quiz, 'fr');
  await expect(page.getByText(french[mcq.question] ?? '')).toBeVisible();
  const answers = page.getByRole('group', { name: 'Réponses' });
  await expect(answers.getByRole('button')).toHaveText(
    mcq.options.map((option) => french[option.text] ?? option.text),
  );

  // The learner switches the interface to German: the same question, now in German.
  await page.getByLabel('Langue').selectOption('de');
  await expect(page.getByText(german[mcq.question] ?? '')).toBeVisible();
  await expect(page.getByRole('group', { name: 'Antworten' })).toBeVisible();
  await a11y();
});
