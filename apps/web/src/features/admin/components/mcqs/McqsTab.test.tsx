import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Mcq } from '@tp/contract/levels';
import { describe, expect, it } from 'vitest';
import { apiError, mockApi } from '#web/test/api-mock';
import { renderWithProviders } from '#web/test/render-with-providers';
import { McqsTab } from './McqsTab';

const mcq = (question: string, overrides: Partial<Mcq> = {}): Mcq => ({
  _id: '3f1c2b9a-1d2e-4f5a-8b6c-7d8e9f0a1b2c',
  question,
  options: [
    { _id: 'a', text: 'ʃ' },
    { _id: 'b', text: 'ʒ' },
    { _id: 'c', text: 'θ' },
  ],
  correctAnswer: 1,
  ...overrides,
});

const renderTab = () => renderWithProviders(<McqsTab />);

async function openForm() {
  const user = userEvent.setup();
  renderTab();
  await user.click(await screen.findByRole('button', { name: 'Add +' }));
  return { user, dialog: await screen.findByRole('dialog', { name: 'Add MCQ' }) };
}

describe('MCQs tab', () => {
  it('shows each question with its numbered options and the correct answer', async () => {
    mockApi({ 'GET /api/v1/mcqs': { body: { mcqs: [mcq('Which symbol starts "measure"?')] } } });
    renderTab();
    const card = (
      await screen.findByRole('heading', { level: 3, name: 'Which symbol starts "measure"?' })
    ).closest('li') as HTMLElement;
    const options = within(card).getByRole('list', { name: 'Options' });
    expect(
      within(options)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['ʃ', 'ʒ', 'θ']);
    expect(within(card).getByText('Correct answer: 2. ʒ')).toBeInTheDocument();
  });

  it('cuts a long question at 300 characters until expanded', async () => {
    const long = `${'a'.repeat(300)}bcd`;
    mockApi({
      'GET /api/v1/mcqs': {
        body: { mcqs: [mcq(long), mcq('b'.repeat(300), { _id: '4f1c2b9a-1d2e-4f5a-8b6c-7d8e9f0a1b2c' })] },
      },
    });
    const user = userEvent.setup();
    renderTab();
    const heading = await screen.findByRole('heading', { level: 3, name: `${'a'.repeat(300)}…` });
    // Exactly 300 characters is not cut, so only the long one has a toggle.
    expect(screen.getByRole('heading', { level: 3, name: 'b'.repeat(300) })).toBeInTheDocument();
    const toggle = screen.getByRole('button', { name: 'Read more' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(heading).toHaveTextContent(long, { normalizeWhitespace: false });
    expect(screen.getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('button', { name: 'Show less' }));
    expect(heading.textContent).toBe(`${'a'.repeat(300)}…`);
  });

  it('creates an MCQ, sending the correct answer as a zero-based number', async () => {
    const created = mcq('Which symbol ends "bath"?', {
      _id: '5f1c2b9a-1d2e-4f5a-8b6c-7d8e9f0a1b2c',
      options: [
        { _id: 'a', text: 's' },
        { _id: 'b', text: 'θ' },
        { _id: 'c', text: 'ð' },
        { _id: 'd', text: 'f' },
      ],
    });
    let list: Mcq[] = [];
    let sent: unknown;
    const fetch = mockApi({
      'GET /api/v1/mcqs': () => ({ body: { mcqs: list } }),
      'POST /api/v1/mcq': ({ init }) => {
        sent = JSON.parse(String(init?.body));
        list = [created];
        return { status: 201, body: { mcq: created, message: 'MCQ created successfully!' } };
      },
    });
    const { user, dialog } = await openForm();
    await user.type(within(dialog).getByRole('textbox', { name: 'Question' }), 'Which symbol ends "bath"?');
    await user.type(within(dialog).getByRole('textbox', { name: 'Option 1' }), 's');
    await user.type(within(dialog).getByRole('textbox', { name: 'Option 2' }), 'θ');
    await user.type(within(dialog).getByRole('textbox', { name: 'Option 3' }), 'ð');
    await user.click(within(dialog).getByRole('button', { name: 'Add option' }));
    expect(within(dialog).getByRole('textbox', { name: 'Option 4' })).toHaveFocus();
    await user.keyboard('f');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Correct answer' }), '2. θ');
    await user.click(within(dialog).getByRole('button', { name: 'Create MCQ' }));

    expect(await screen.findByText('MCQ created successfully!')).toBeInTheDocument();
    expect(sent).toEqual({
      question: 'Which symbol ends "bath"?',
      options: ['s', 'θ', 'ð', 'f'],
      correctAnswer: 1,
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 3, name: 'Which symbol ends "bath"?' }),
    ).toBeInTheDocument();
    expect(fetch.mock.calls.filter(([, init]) => (init?.method ?? 'GET') === 'GET')).toHaveLength(2);
  });

  it('keeps an empty option from being sent and says why', async () => {
    const fetch = mockApi({ 'GET /api/v1/mcqs': { body: { mcqs: [] } } });
    const { user, dialog } = await openForm();
    await user.type(within(dialog).getByRole('textbox', { name: 'Question' }), 'Which one?');
    await user.type(within(dialog).getByRole('textbox', { name: 'Option 1' }), 'ʃ');
    await user.type(within(dialog).getByRole('textbox', { name: 'Option 2' }), 'ʒ');
    await user.click(within(dialog).getByRole('textbox', { name: 'Option 3' }));
    await user.tab();
    expect(within(dialog).getByRole('textbox', { name: 'Option 3' })).toHaveAccessibleDescription(
      'This field is required.',
    );
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Correct answer' }), '1. ʃ');
    const submit = within(dialog).getByRole('button', { name: 'Create MCQ' });
    expect(submit).toBeDisabled();
    await user.click(submit);
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('keeps the chosen answer on its option when an option before it is removed', async () => {
    mockApi({ 'GET /api/v1/mcqs': { body: { mcqs: [] } } });
    const { user, dialog } = await openForm();
    for (const [n, text] of ['a', 'b', 'c', 'd', 'e'].entries()) {
      if (n >= 3) await user.click(within(dialog).getByRole('button', { name: 'Add option' }));
      await user.type(within(dialog).getByRole('textbox', { name: `Option ${n + 1}` }), text);
    }
    const answer = within(dialog).getByRole('combobox', { name: 'Correct answer' });
    await user.selectOptions(answer, '5. e');
    await user.click(within(dialog).getByRole('button', { name: 'Remove option 4' }));
    expect(answer).toHaveDisplayValue('4. e');
    await user.click(within(dialog).getByRole('button', { name: 'Remove option 4' }));
    expect(answer).toHaveDisplayValue('Choose an option');
    expect(within(dialog).getByText('Choose the correct option.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /Remove option/ })).not.toBeInTheDocument();
  });

  it('creates an MCQ with its question and options translated, an option’s translations going with it', async () => {
    let sent: unknown;
    mockApi({
      'GET /api/v1/mcqs': { body: { mcqs: [] } },
      'POST /api/v1/mcq': ({ init }) => {
        sent = JSON.parse(String(init?.body));
        return { status: 201, body: { mcq: mcq('Q'), message: 'MCQ created successfully!' } };
      },
    });
    const { user, dialog } = await openForm();
    const form = within(dialog);
    await user.type(form.getByRole('textbox', { name: 'Question' }), 'How do you type ꟼ?');
    for (const [n, text] of ['Shift+P', 'the 5 key', 'P without Shift', 'the P key'].entries()) {
      if (n >= 3) await user.click(form.getByRole('button', { name: 'Add option' }));
      await user.type(form.getByRole('textbox', { name: `Option ${n + 1}` }), text);
    }
    await user.selectOptions(form.getByRole('combobox', { name: 'Correct answer' }), '1. Shift+P');

    await user.click(form.getByRole('button', { name: 'Translations' }));
    await user.selectOptions(form.getByRole('combobox', { name: 'Language' }), 'fr');
    const french = within(form.getByRole('group', { name: 'Français' }));
    expect(french.getByRole('textbox', { name: 'Question' })).toHaveAccessibleDescription(
      'English: How do you type ꟼ?',
    );
    expect(french.getByRole('textbox', { name: 'Option 2' })).toHaveAccessibleDescription(
      'English: the 5 key',
    );
    await user.type(french.getByRole('textbox', { name: 'Question' }), 'Comment tape-t-on ꟼ ?');
    await user.type(french.getByRole('textbox', { name: 'Option 1' }), 'Maj+P');
    await user.type(french.getByRole('textbox', { name: 'Option 2' }), 'la touche 5');
    await user.type(french.getByRole('textbox', { name: 'Option 3' }), 'P sans Maj');
    await user.type(french.getByRole('textbox', { name: 'Option 4' }), 'la touche P');
    await user.selectOptions(form.getByRole('combobox', { name: 'Language' }), 'es');
    await user.type(
      within(form.getByRole('group', { name: 'Español' })).getByRole('textbox', { name: 'Option 2' }),
      'la tecla 5',
    );
    // The fourth option goes, with its translations.
    await user.click(form.getByRole('button', { name: 'Remove option 4' }));
    await user.click(form.getByRole('button', { name: 'Create MCQ' }));

    expect(await screen.findByText('MCQ created successfully!')).toBeInTheDocument();
    expect(sent).toEqual({
      question: 'How do you type ꟼ?',
      options: ['Shift+P', 'the 5 key', 'P without Shift'],
      correctAnswer: 0,
      translations: {
        es: { question: null, options: [null, 'la tecla 5', null] },
        fr: { question: 'Comment tape-t-on ꟼ ?', options: ['Maj+P', 'la touche 5', 'P sans Maj'] },
      },
    });
  });

  it('says so when the MCQ cannot be created, keeping the form', async () => {
    mockApi({
      'GET /api/v1/mcqs': { body: { mcqs: [] } },
      'POST /api/v1/mcq': apiError(400, 'validation_failed'),
    });
    const { user, dialog } = await openForm();
    await user.type(within(dialog).getByRole('textbox', { name: 'Question' }), 'Which one?');
    for (const n of [1, 2, 3])
      await user.type(within(dialog).getByRole('textbox', { name: `Option ${n}` }), `${n}`);
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Correct answer' }), '3. 3');
    await user.click(within(dialog).getByRole('button', { name: 'Create MCQ' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Error creating MCQ. Please try again.',
    );
    expect(within(dialog).getByRole('textbox', { name: 'Question' })).toHaveValue('Which one?');

    // An option added after sending waits to be filled in before it is found wanting.
    await user.click(within(dialog).getByRole('button', { name: 'Add option' }));
    const added = within(dialog).getByRole('textbox', { name: 'Option 4' });
    expect(added).not.toHaveAccessibleDescription();
    await user.click(added);
    await user.tab();
    expect(added).toHaveAccessibleDescription('This field is required.');
  });

  it('deletes an MCQ after confirmation, naming it by the start of its question', async () => {
    let list = [mcq('Which symbol is the first sound of "think", as in thin or thanks?')];
    mockApi({
      'GET /api/v1/mcqs': () => ({ body: { mcqs: list } }),
      'DELETE /api/v1/mcq/3f1c2b9a-1d2e-4f5a-8b6c-7d8e9f0a1b2c': () => {
        list = [];
        return { body: { message: 'MCQ deleted successfully.' } };
      },
    });
    const user = userEvent.setup();
    renderTab();
    await user.click(
      await screen.findByRole('button', { name: 'Delete Which symbol is the first sound of "thin…' }),
    );
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('MCQ deleted successfully.')).toBeInTheDocument();
    expect(await screen.findByText('No MCQs yet.')).toBeInTheDocument();
  });

  it('says so when the questions cannot be fetched', async () => {
    mockApi({ 'GET /api/v1/mcqs': apiError(403, 'forbidden') });
    renderTab();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch MCQs.');
  });
});
