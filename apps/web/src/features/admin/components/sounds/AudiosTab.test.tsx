import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Sound } from '@tp/contract/levels';
import { describe, expect, it } from 'vitest';
import { mockApi } from '#web/test/api-mock';
import { renderWithProviders } from '#web/test/render-with-providers';
import { AudiosTab } from './AudiosTab';

const hello: Sound = {
  _id: crypto.randomUUID(),
  name: 'hello',
  answer: 'həloʊ',
  variants: [],
  sound: '/media/hello.wav',
  image: null,
};
const cat: Sound = {
  _id: crypto.randomUUID(),
  name: 'cat',
  answer: 'ʞæt',
  variants: ['kæt', 'ʞɑt'],
  sound: '/media/cat.wav',
  image: { _id: crypto.randomUUID(), title: 'A cat', link: '/media/cat.svg' },
};

async function deleteHello() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Delete hello' }));
  const dialog = screen.getByRole('dialog');
  expect(dialog).toHaveTextContent('hello');
  await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
}

describe('audios tab', () => {
  it('shows each sound with its answer and a player', async () => {
    mockApi({ 'GET /api/v1/sounds': { body: { sounds: [hello, cat] } } });
    renderWithProviders(<AudiosTab />);
    const card = (await screen.findByRole('heading', { level: 3, name: 'hello' })).closest('li');
    expect(card).not.toBeNull();
    expect(within(card as HTMLElement).getByText('həloʊ')).toHaveClass('font-phonetic');
    const player = (card as HTMLElement).querySelector('audio');
    expect(player).toHaveAttribute('src', '/media/hello.wav');
    expect(player).toHaveAttribute('preload', 'none');
    // No variants, no picture of its own: nothing more is shown.
    expect(within(card as HTMLElement).queryByText('Accepted variants')).not.toBeInTheDocument();
    expect(within(card as HTMLElement).queryByRole('img')).not.toBeInTheDocument();
  });

  it('shows a sound’s accepted variants and its own picture', async () => {
    mockApi({ 'GET /api/v1/sounds': { body: { sounds: [hello, cat] } } });
    renderWithProviders(<AudiosTab />);
    const card = (await screen.findByRole('heading', { level: 3, name: 'cat' })).closest('li') as HTMLElement;
    expect(within(card).getByText('Accepted variants')).toBeInTheDocument();
    expect(within(card).getByText('kæt · ʞɑt')).toHaveClass('font-phonetic');
    expect(within(card).getByRole('img', { name: 'A cat' })).toHaveAttribute('src', '/media/cat.svg');
  });

  it('deletes a sound after the confirm, says so and drops it from the list', async () => {
    let sounds = [hello, cat];
    const fetch = mockApi({
      'GET /api/v1/sounds': () => ({ body: { sounds } }),
      [`DELETE /api/v1/sound/${hello._id}`]: () => {
        sounds = [cat];
        return { body: { message: 'Deleted' } };
      },
    });
    renderWithProviders(<AudiosTab />);
    await deleteHello();
    expect(await screen.findByText('Audio deleted successfully.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'hello' })).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { level: 3, name: 'cat' })).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledWith(
      `/api/v1/sound/${hello._id}`,
      expect.objectContaining({ method: 'DELETE' }),
    );
  });

  it('names the levels that still use a sound it cannot delete', async () => {
    mockApi({
      'GET /api/v1/sounds': { body: { sounds: [hello] } },
      [`DELETE /api/v1/sound/${hello._id}`]: {
        status: 409,
        body: { error: { code: 'in_use', message: 'In use', levels: [2, 5] } },
      },
    });
    renderWithProviders(<AudiosTab />);
    await deleteHello();
    expect(await screen.findByText('Failed to delete audio. Levels that use it: 2, 5.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'hello' })).toBeInTheDocument();
  });
});
