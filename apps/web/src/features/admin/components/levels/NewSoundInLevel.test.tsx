import { screen, waitFor, within } from '@testing-library/react';
import type { Level, Sound } from '@tp/contract/levels';
import { describe, expect, it, vi } from 'vitest';
import { apiError, mockApi } from '#web/test/api-mock';
import { fakeMicrophone } from '#web/test/fake-microphone';
import { makeLevel, makeSound } from '#web/test/game-fixtures';
import { courseServer, renderLevelsTab, sentBody } from './render-levels-tab';

const catImage = { _id: crypto.randomUUID(), title: 'A cat', link: '/media/cat.png' };
const sun = makeSound('sun', 'sʌn');
/** The suggestion comes after the 400 ms pause in typing: room for a slow machine. */
const afterPause = { timeout: 3000 };

/**
 * The server as the level studio meets it: a course with an MCQ level, creating a level adds an
 * empty one, a sound is created from the recorded audio, and a level's sounds are saved.
 */
function studioServer({ addRefused = false } = {}) {
  const server = courseServer([makeLevel({ level: 1, type: 'mcq' })]);
  const newLevel = makeLevel({ level: 2, type: 'sound', sounds: [], published: false });
  const created: unknown[] = [];
  const saved: unknown[] = [];
  let sounds: Sound[] = [sun];
  mockApi({
    'GET /api/v1/admin/levels': server.reply,
    'GET /api/v1/sounds': () => ({ body: { sounds } }),
    'GET /api/v1/all-images': { body: { images: [catImage] } },
    'GET /api/v1/transcription': { body: { answer: 'kæt', variants: [] } },
    'POST /api/v1/create-level': () => {
      server.state.levels = [...server.state.levels, newLevel];
      return { status: 201, body: { newLevel, message: 'Level created.' } };
    },
    'POST /api/v1/audio-upload-single': { status: 201, body: { audioURL: '/media/cat.wav', message: 'ok' } },
    'POST /api/v1/create-sound': ({ init }) => {
      const body = sentBody(init) as { name: string; answer: string };
      created.push(body);
      const sound = { ...makeSound(body.name, body.answer), sound: '/media/cat.wav' };
      sounds = [...sounds, sound];
      return { status: 201, body: { sound, message: 'Sound uploaded successfully!' } };
    },
    [`PUT /api/v1/levels/update-sound/${newLevel._id}`]: ({ init }) => {
      const body = sentBody(init) as { sounds: string[] };
      saved.push(body);
      if (addRefused) return apiError(500, 'internal');
      const level: Level = { ...newLevel, sounds: sounds.filter((sound) => body.sounds.includes(sound._id)) };
      server.state.levels = [server.state.levels[0] as Level, level];
      return { body: { level, message: 'Saved.' } };
    },
  });
  return { created, saved };
}

/** Creates a sound level and records a word in its editor, as the admin does. */
async function buildLevel() {
  const { user } = renderLevelsTab();
  await screen.findByRole('button', { name: 'Edit level 1' });
  await user.click(screen.getByRole('button', { name: 'Create level' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Edit level 2' }));
  // The new sound is the next thing to do: its name has the focus.
  const name = dialog.getByLabelText('Name');
  await waitFor(() => expect(name).toHaveFocus());
  await user.keyboard('cat');
  await waitFor(() => expect(dialog.getByLabelText('Answer')).toHaveValue('kæt'), afterPause);
  await user.click(dialog.getByRole('button', { name: 'Record the word' }));
  await user.click(await dialog.findByRole('button', { name: 'Stop recording' }));
  await dialog.findByText('Recorded. Listen to it below.');
  await user.click(
    within(dialog.getByRole('group', { name: 'Picture of its own' })).getByRole('radio', { name: 'A cat' }),
  );
  await user.click(dialog.getByRole('button', { name: 'Save sound' }));
  return { user, dialog };
}

describe('a new sound in the level editor', () => {
  it('creates a sound level, records its word and adds it with its picture, in six actions', async () => {
    fakeMicrophone();
    const { created, saved } = studioServer();
    const { dialog } = await buildLevel();

    expect(await dialog.findByText('The sound was added to this level.')).toBeInTheDocument();
    expect(created).toEqual([
      { name: 'cat', answer: 'kæt', variants: [], imageId: catImage._id, sound: '/media/cat.wav' },
    ]);
    expect(saved).toHaveLength(1);
    expect((saved[0] as { sounds: string[] }).sounds).toHaveLength(1);
    // The picker holds the new sound, ticked, with its play button.
    const picker = dialog.getByRole('group', { name: 'Audio' });
    await waitFor(() => expect(within(picker).getByRole('checkbox', { name: 'cat' })).toBeChecked());
    expect(within(picker).getByRole('checkbox', { name: 'sun' })).not.toBeChecked();
    expect(within(picker).getByRole('button', { name: 'Play cat' })).toBeInTheDocument();
    // The course shows it in the level's card, a draft.
    const card = screen.getAllByRole('listitem').find((item) => within(item).queryByText('Level 2'));
    await waitFor(() => expect(card).toHaveTextContent('cat'));
  });

  it('says when the sound was saved but the level could not take it', async () => {
    fakeMicrophone();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    studioServer({ addRefused: true });
    const { dialog } = await buildLevel();
    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'The sound “cat” was saved but could not be added to this level.',
    );
    expect(
      within(dialog.getByRole('group', { name: 'Audio' })).getByRole('checkbox', { name: 'cat' }),
    ).not.toBeChecked();
  });
});
