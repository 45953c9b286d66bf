import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, type MockReply, mockApi } from '#web/test/api-mock';
import { renderWithProviders } from '#web/test/render-with-providers';
import { AudiosTab } from './AudiosTab';

const sunImage = { _id: crypto.randomUUID(), title: 'The sun', link: '/media/sun.svg' };
const cat = {
  _id: crypto.randomUUID(),
  name: 'cat',
  answer: 'kæt',
  variants: ['ʞæt'],
  sound: '/media/cat.mp3',
  image: sunImage,
};
const edited = { ...cat, answer: 'kət' };

/** The audios tab listing the cat, then the edited cat once it is saved; `put` answers the edit. */
function setUp(put: MockReply) {
  let saved = false;
  const fetch = mockApi({
    'GET /api/v1/sounds': () => ({ body: { sounds: [saved ? edited : cat] } }),
    'GET /api/v1/all-images': { body: { images: [sunImage] } },
    'GET /api/v1/transcription': { body: { answer: 'kæt', variants: [] } },
    'POST /api/v1/audio-upload-single': { status: 201, body: { audioURL: '/media/new.mp3', message: 'ok' } },
    [`PUT /api/v1/sound/${cat._id}`]: () => {
      saved = (put.status ?? 200) < 300;
      return put;
    },
  });
  renderWithProviders(<AudiosTab />);
  return { fetch, user: userEvent.setup() };
}

async function openEdit(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Edit cat' }));
  return screen.getByRole('dialog', { name: 'Edit sound' });
}

async function save(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
  const button = within(dialog).getByRole('button', { name: 'Save sound' });
  await waitFor(() => expect(button).toBeEnabled());
  await user.click(button);
}

const sentBody = (fetch: ReturnType<typeof mockApi>) => {
  const call = fetch.mock.calls.find(
    ([url, init]) => String(url).startsWith('/api/v1/sound/') && init?.method === 'PUT',
  );
  return JSON.parse(String(call?.[1]?.body));
};

describe('editing a sound from its card', () => {
  it('opens the sound form prefilled, its file optional and its audio kept', async () => {
    const { user } = setUp({ body: { sound: edited, message: 'ok' } });
    const dialog = await openEdit(user);
    expect(within(dialog).getByLabelText('Name')).toHaveValue('cat');
    expect(within(dialog).getByLabelText('Answer')).toHaveValue('kæt');
    expect(
      within(within(dialog).getByRole('list', { name: 'Variants added' })).getByText('ʞæt'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(
        within(within(dialog).getByRole('group', { name: 'Picture of its own' })).getByRole('radio', {
          name: sunImage.title,
        }),
      ).toBeChecked(),
    );
    expect(within(dialog).getByLabelText('File URL')).toHaveValue('/media/cat.mp3');
    expect(within(dialog).getByLabelText('Audio file')).toHaveAccessibleDescription(
      expect.stringContaining('Leave it empty to keep the current file.'),
    );
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Save sound' })).toBeEnabled());
  });

  it('saves the corrected answer with PUT, keeping the audio, and the list shows it', async () => {
    const { fetch, user } = setUp({ body: { sound: edited, message: 'ok' } });
    const dialog = await openEdit(user);
    const answer = within(dialog).getByLabelText('Answer');
    await user.clear(answer);
    await user.type(answer, 'k4t');
    await save(user, dialog);
    expect(await screen.findByText('Sound updated successfully!')).toBeInTheDocument();
    // The current audio is not sent: the server keeps it.
    expect(sentBody(fetch)).toEqual({ name: 'cat', answer: 'kət', variants: ['ʞæt'], imageId: sunImage._id });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('kət')).toBeInTheDocument();
  });

  it('sends a newly uploaded file in place of the current one', async () => {
    const { fetch, user } = setUp({ body: { sound: edited, message: 'ok' } });
    const dialog = await openEdit(user);
    await user.upload(
      within(dialog).getByLabelText('Audio file'),
      new File(['ID3'], 'new.mp3', { type: 'audio/mpeg' }),
    );
    await waitFor(() => expect(within(dialog).getByLabelText('File URL')).toHaveValue('/media/new.mp3'));
    await save(user, dialog);
    expect(await screen.findByText('Sound updated successfully!')).toBeInTheDocument();
    expect(sentBody(fetch)).toMatchObject({ sound: '/media/new.mp3' });
  });

  it('shows the server’s objection to the answer beside Answer, translated', async () => {
    const { user } = setUp({
      status: 400,
      body: { error: { code: 'validation_failed', message: 'Invalid', fields: { answer: 'Not typeable' } } },
    });
    const dialog = await openEdit(user);
    await save(user, dialog);
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Answer')).toHaveAccessibleDescription(
        expect.stringContaining('Use only symbols of the phonetic keyboard.'),
      ),
    );
    expect(screen.getByRole('dialog', { name: 'Edit sound' })).toBeInTheDocument();
  });

  it.each([
    ['deleted meanwhile', apiError(404, 'not_found'), 'It no longer exists: someone deleted it meanwhile.'],
    ['refused otherwise', apiError(500, 'internal'), 'Failed to update sound. Please try again.'],
  ])('says when the sound was %s', async (_, reply, message) => {
    const { user } = setUp(reply);
    const dialog = await openEdit(user);
    await save(user, dialog);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
  });
});
