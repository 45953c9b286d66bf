import { screen, waitFor, within } from '@testing-library/react';
import type { Mcq } from '@tp/contract/levels';
import { describe, expect, it, vi } from 'vitest';
import { apiError, mockApi } from '#web/test/api-mock';
import { makeLevel, makeMcq } from '#web/test/game-fixtures';
import { draftServer, renderLevelsTab, sentBody } from './render-levels-tab';

const vowel = makeMcq('Which vowel?', ['a', 'e', 'i'], 0);

/**
 * The server as an MCQ level's editor meets it: creating a level adds an empty MCQ draft, a
 * question is created, a level's questions are saved and a level is published; `calls` lists the
 * writes in order, as [call, body].
 */
function studioServer({ refused = false } = {}) {
  const draft = draftServer(makeLevel({ level: 2, type: 'mcq', published: false }));
  const levelId = draft.level()._id;
  let mcqs: Mcq[] = [vowel];
  const calls: [string, unknown][] = [];
  mockApi({
    ...draft.routes,
    'GET /api/v1/mcqs': () => ({ body: { mcqs } }),
    'POST /api/v1/mcq': ({ init }) => {
      const body = sentBody(init) as { question: string; options: string[]; correctAnswer: number };
      calls.push(['create', body]);
      if (refused) return apiError(500, 'internal');
      const mcq = makeMcq(body.question, body.options, body.correctAnswer);
      mcqs = [mcq, ...mcqs];
      return { status: 201, body: { mcq, message: 'MCQ created successfully!' } };
    },
    [`PUT /api/v1/levels/update-mcq/${levelId}`]: ({ init }) => {
      const body = sentBody(init) as { mcqs: string[] };
      calls.push(['level', body]);
      draft.set({ ...draft.level(), mcqs: body.mcqs.map((id) => mcqs.find((mcq) => mcq._id === id) as Mcq) });
      return { body: { level: draft.level(), message: 'Saved.' } };
    },
    [`PUT /api/v1/levels/${levelId}/settings`]: ({ init }) => {
      const body = sentBody(init) as { published: boolean };
      calls.push(['settings', body]);
      draft.set({ ...draft.level(), published: body.published });
      return { body: { level: draft.level(), message: 'Saved.' } };
    },
  });
  return { calls };
}

/** Creates an MCQ level, whose editor opens, and fills in a question with its right option. */
async function writeQuestion() {
  const { user } = renderLevelsTab();
  await screen.findByRole('button', { name: 'Edit level 1' });
  await user.selectOptions(screen.getByLabelText('Type'), 'MCQ');
  await user.click(screen.getByRole('button', { name: 'Create level' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Edit level 2' }));
  expect(dialog.getByText('Add at least one question to publish this level.')).toBeInTheDocument();
  expect(dialog.getByRole('button', { name: 'Publish' })).toBeDisabled();
  await user.type(dialog.getByLabelText('Question'), 'Which word starts like ship?');
  await user.type(dialog.getByLabelText('Option 1'), 'chip');
  await user.type(dialog.getByLabelText('Option 2'), 'shop');
  await user.type(dialog.getByLabelText('Option 3'), 'sip');
  await user.selectOptions(dialog.getByLabelText('Correct answer'), '1');
  return { user, dialog };
}

const question = {
  question: 'Which word starts like ship?',
  options: ['chip', 'shop', 'sip'],
  correctAnswer: 1,
};

describe('a new question in the level editor', () => {
  it('creates the question written in the editor and adds it to the level at once, the form starting over', async () => {
    const { calls } = studioServer();
    const { user, dialog } = await writeQuestion();
    await user.click(dialog.getByRole('button', { name: 'Create MCQ' }));

    expect(await dialog.findByText('The question was added to this level.')).toBeInTheDocument();
    expect(calls[0]).toEqual(['create', question]);
    expect(calls[1]?.[0]).toBe('level');
    expect(calls[1]?.[1]).toEqual({ mcqs: [expect.any(String)] });
    // The list of questions holds the new one, ticked; the others can still be picked.
    const list = dialog.getByRole('group', { name: 'MCQs' });
    await waitFor(() =>
      expect(within(list).getByRole('checkbox', { name: 'Which word starts like ship?' })).toBeChecked(),
    );
    expect(within(list).getByRole('checkbox', { name: 'Which vowel?' })).not.toBeChecked();
    // Ready for the next question.
    await waitFor(() => expect(dialog.getByLabelText('Question')).toHaveValue(''));
    expect(dialog.getByRole('button', { name: 'Publish' })).toBeEnabled();
  });

  it('saves the question filled in into the level when Publish is pressed, then publishes', async () => {
    const { calls } = studioServer();
    const { user, dialog } = await writeQuestion();
    // The question filled in counts: the level can be published.
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Publish' })).toBeEnabled());
    await user.click(dialog.getByRole('button', { name: 'Publish' }));

    expect(await dialog.findByText('Level 2 is published: learners see it now.')).toBeInTheDocument();
    expect(calls.map(([call]) => call)).toEqual(['create', 'level', 'settings']);
    expect(calls[0]?.[1]).toEqual(question);
    expect(calls[2]?.[1]).toEqual({ published: true });
  });

  it('keeps the level a draft when the question filled in cannot be saved, keeping what was typed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { calls } = studioServer({ refused: true });
    const { user, dialog } = await writeQuestion();
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Publish' })).toBeEnabled());
    await user.click(dialog.getByRole('button', { name: 'Publish' }));

    expect(await dialog.findByText('Error creating MCQ. Please try again.')).toBeInTheDocument();
    expect(calls.map(([call]) => call)).toEqual(['create']);
    expect(dialog.getByLabelText('Question')).toHaveValue('Which word starts like ship?');
    expect(dialog.queryByText('Level 2 is published: learners see it now.')).not.toBeInTheDocument();
  });
});
