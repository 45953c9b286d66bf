import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '#web/test/api-mock';
import { makeLevel } from '#web/test/game-fixtures';
import { renderWithProviders } from '#web/test/render-with-providers';
import { AudiosTab } from './AudiosTab';

const sound = (name: string, answer: string) => ({
  _id: crypto.randomUUID(),
  name,
  answer,
  variants: [] as string[],
  sound: `/media/${name}.mp3`,
  image: null,
});
const cot = sound('cot', 'ʞɑt');
const caught = sound('caught', 'ʞɔt');
const law = sound('law', 'lɔ');
const dog = sound('dog', 'dɔg');

function setUp() {
  mockApi({
    'GET /api/v1/sounds': { body: { sounds: [cot, caught, law, dog] } },
    'GET /api/v1/all-images': { body: { images: [] } },
    'GET /api/v1/transcription': { body: { answer: null, variants: [] } },
    'GET /api/v1/admin/levels': {
      body: {
        levels: [
          makeLevel({ level: 23, type: 'sound', sounds: [law, dog] }),
          makeLevel({ level: 26, type: 'listening', sounds: [cot, caught] }),
        ],
      },
    },
  });
  renderWithProviders(<AudiosTab />);
  return userEvent.setup();
}

describe('editing a sound’s variants', () => {
  it('warns at once of a variant that a level of the sound would refuse, its drill defeated', async () => {
    const user = setUp();
    await user.click(await screen.findByRole('button', { name: 'Edit caught' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit sound' });
    const field = within(dialog).getByLabelText('New variant');
    await user.type(field, 'ʞɑt{Enter}');
    expect(
      await within(dialog).findByText(
        '“ʞɑt”, a variant of “caught”, is also accepted for “cot” in level 26: learners typing it there would not be told apart, so it is not accepted for “caught” there.',
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Remove variant ʞɑt' }));
    expect(within(dialog).queryByText(/a variant of “caught”/)).not.toBeInTheDocument();
  });

  it('says nothing of a variant no level refuses', async () => {
    const user = setUp();
    await user.click(await screen.findByRole('button', { name: 'Edit law' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit sound' });
    await user.type(within(dialog).getByLabelText('New variant'), 'lɑ{Enter}');
    expect(
      within(within(dialog).getByRole('list', { name: 'Variants added' })).getByText('lɑ'),
    ).toBeInTheDocument();
    expect(within(dialog).queryByText(/is also accepted for/)).not.toBeInTheDocument();
  });
});
