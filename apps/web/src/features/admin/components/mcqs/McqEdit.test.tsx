import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminMcq } from '@tp/contract/levels';
import { describe, expect, it } from 'vitest';
import { apiError, mockApi } from '#web/test/api-mock';
import { renderWithProviders } from '#web/test/render-with-providers';
import { McqsTab } from './McqsTab';

const saved: AdminMcq = {
  _id: '3f1c2b9a-1d2e-4f5a-8b6c-7d8e9f0a1b2c',
  question: 'Which symbol starts "ship"?',
  options: [
    { _id: '1', text: 's' },
    { _id: '2', text: 'ʃ' },
    { _id: '3', text: 'ʒ' },
  ],
  correctAnswer: 1,
  translations: {
    fr: { question: 'Quel symbole commence « ship » ?', options: [null, null, 'ʒ (comme « je »)'] },
  },
};
const route = `PUT /api/v1/mcq/${saved._id}`;

async function openEdit() {
  const user = userEvent.setup();
  renderWithProviders(<McqsTab />);
  await user.click(await screen.findByRole('button', { name: 'Edit Which symbol starts "ship"?' }));
  return { user, dialog: within(await screen.findByRole('dialog', { name: 'Edit MCQ' })) };
}

describe('editing an MCQ', () => {
  it('opens the form prefilled, translations too, and saves every field, the list showing the change', async () => {
    let list = [saved];
    let sent: unknown;
    mockApi({
      'GET /api/v1/mcqs': () => ({ body: { mcqs: list } }),
      [route]: ({ init }) => {
        sent = JSON.parse(String(init?.body));
        list = [{ ...saved, question: 'Which symbol starts "shoe"?' }];
        return { body: { mcq: list[0], message: 'MCQ updated successfully!' } };
      },
    });
    const { user, dialog } = await openEdit();
    const question = dialog.getByRole('textbox', { name: 'Question' });
    expect(question).toHaveValue('Which symbol starts "ship"?');
    expect(dialog.getByRole('textbox', { name: 'Option 2' })).toHaveValue('ʃ');
    expect(dialog.getByRole('combobox', { name: 'Correct answer' })).toHaveDisplayValue('2. ʃ');
    await user.click(dialog.getByRole('button', { name: 'Translations' }));
    await user.selectOptions(dialog.getByRole('combobox', { name: 'Language' }), 'fr');
    const french = within(dialog.getByRole('group', { name: 'Français' }));
    expect(french.getByRole('textbox', { name: 'Question' })).toHaveValue('Quel symbole commence « ship » ?');
    expect(french.getByRole('textbox', { name: 'Option 3' })).toHaveValue('ʒ (comme « je »)');

    await user.clear(question);
    await user.type(question, 'Which symbol starts "shoe"?');
    await user.click(dialog.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('MCQ updated successfully!')).toBeInTheDocument();
    expect(sent).toEqual({
      question: 'Which symbol starts "shoe"?',
      options: ['s', 'ʃ', 'ʒ'],
      correctAnswer: 1,
      translations: {
        fr: { question: 'Quel symbole commence « ship » ?', options: [null, null, 'ʒ (comme « je »)'] },
      },
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 3, name: 'Which symbol starts "shoe"?' }),
    ).toBeInTheDocument();
  });

  it('shows the server’s word beside the field it refused, cleared as soon as the field changes', async () => {
    mockApi({
      'GET /api/v1/mcqs': { body: { mcqs: [saved] } },
      [route]: {
        status: 400,
        body: {
          error: { code: 'validation_failed', message: 'Invalid', fields: { 'options.2': 'Too long' } },
        },
      },
    });
    const { user, dialog } = await openEdit();
    await user.click(dialog.getByRole('button', { name: 'Save changes' }));
    const option = dialog.getByRole('textbox', { name: 'Option 3' });
    expect(await dialog.findByText('The server did not accept this value.')).toBeInTheDocument();
    expect(option).toHaveAccessibleDescription('The server did not accept this value.');
    expect(option).toHaveFocus();
    expect(dialog.getByRole('alert')).toHaveTextContent('Error updating MCQ. Please try again.');
    await user.type(option, 'ʒ');
    expect(option).not.toHaveAccessibleDescription('The server did not accept this value.');
  });

  it('says so when the question was deleted meanwhile', async () => {
    mockApi({ 'GET /api/v1/mcqs': { body: { mcqs: [saved] } }, [route]: apiError(404, 'not_found') });
    const { user, dialog } = await openEdit();
    await user.click(dialog.getByRole('button', { name: 'Save changes' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'It no longer exists: someone deleted it meanwhile.',
    );
  });
});

describe('an option’s error', () => {
  it('shows once the option is left empty, and clears as soon as it is filled, options added or not', async () => {
    mockApi({ 'GET /api/v1/mcqs': { body: { mcqs: [] } } });
    const user = userEvent.setup();
    renderWithProviders(<McqsTab />);
    await user.click(await screen.findByRole('button', { name: 'Add +' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add MCQ' }));
    const first = dialog.getByRole('textbox', { name: 'Option 1' });
    await user.click(first);
    await user.click(dialog.getByRole('textbox', { name: 'Question' }));
    expect(first).toHaveAccessibleDescription('This field is required.');

    // Adding an option checks every option: the ones not yet visited say nothing yet.
    await user.click(dialog.getByRole('button', { name: 'Add option' }));
    const fourth = dialog.getByRole('textbox', { name: 'Option 4' });
    expect(fourth).toHaveFocus();
    expect(dialog.getByRole('textbox', { name: 'Option 2' })).not.toHaveAccessibleDescription();
    expect(fourth).not.toHaveAccessibleDescription();
    await user.type(fourth, 'f');
    expect(fourth).not.toHaveAccessibleDescription();
    await user.type(first, 's');
    expect(first).not.toHaveAccessibleDescription();
    await user.clear(first);
    expect(first).toHaveAccessibleDescription('This field is required.');
  });
});
