import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, mockApi } from '#web/test/api-mock';
import { makeLevel } from '#web/test/game-fixtures';
import { renderWithProviders } from '#web/test/render-with-providers';
import { VideosTab } from './VideosTab';

const greetings = { _id: crypto.randomUUID(), title: 'Greetings', link: '/media/hi.mp4', level: 3 };
const numbers = { _id: crypto.randomUUID(), title: 'Numbers', link: '/media/numbers.mp4', level: null };

/** Opens the delete confirm of Greetings; returns the dialog. */
async function askToDeleteGreetings() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Delete Greetings' }));
  const dialog = screen.getByRole('dialog');
  expect(dialog).toHaveTextContent('Greetings');
  return { user, dialog: within(dialog) };
}

describe('videos tab', () => {
  it('shows each video with its title, its level if any, and a player', async () => {
    mockApi({ 'GET /api/v1/all-videos': { body: { videos: [greetings, numbers] } } });
    renderWithProviders(<VideosTab />);
    const card = (await screen.findByRole('heading', { level: 3, name: 'Greetings' })).closest('li');
    expect(card).not.toBeNull();
    expect(within(card as HTMLElement).getByText('Level 3')).toBeInTheDocument();
    const player = (card as HTMLElement).querySelector('video');
    expect(player).toHaveAttribute('src', '/media/hi.mp4');
    expect(player).toHaveAttribute('controls');
    expect(player).toHaveAccessibleName('Greetings');

    const other = screen.getByRole('heading', { level: 3, name: 'Numbers' }).closest('li');
    expect(other).not.toHaveTextContent('Level');
    expect(screen.getByRole('button', { name: 'Add +' })).toBeInTheDocument();
  });

  it('deletes nothing when the confirm is cancelled', async () => {
    const fetch = mockApi({ 'GET /api/v1/all-videos': { body: { videos: [greetings] } } });
    renderWithProviders(<VideosTab />);
    const { user, dialog } = await askToDeleteGreetings();
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fetch.mock.calls.map(([, init]) => init?.method ?? 'GET')).toEqual(['GET']);
  });

  it('deletes a video after the confirm, says so and drops it from the list', async () => {
    let videos = [greetings, numbers];
    const fetch = mockApi({
      'GET /api/v1/all-videos': () => ({ body: { videos } }),
      [`DELETE /api/v1/delete-video/${greetings._id}`]: () => {
        videos = [numbers];
        return { body: { message: 'Deleted' } };
      },
    });
    renderWithProviders(<VideosTab />);
    const { user, dialog } = await askToDeleteGreetings();
    await user.click(dialog.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Video deleted successfully.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Greetings' })).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { level: 3, name: 'Numbers' })).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledWith(
      `/api/v1/delete-video/${greetings._id}`,
      expect.objectContaining({ method: 'DELETE' }),
    );
  });

  it('says when a video could not be deleted, and keeps it', async () => {
    mockApi({
      'GET /api/v1/all-videos': { body: { videos: [greetings] } },
      [`DELETE /api/v1/delete-video/${greetings._id}`]: apiError(500, 'internal'),
    });
    renderWithProviders(<VideosTab />);
    const { user, dialog } = await askToDeleteGreetings();
    await user.click(dialog.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete video.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Greetings' })).toBeInTheDocument();
  });

  it('edits a video from its card, prefilled, and says when it was deleted meanwhile', async () => {
    const showing = makeLevel({ level: 3, type: 'video', video: greetings });
    const fetch = mockApi({
      'GET /api/v1/all-videos': { body: { videos: [greetings] } },
      'GET /api/v1/admin/levels': { body: { levels: [showing, makeLevel({ level: 5, type: 'video' })] } },
      [`PUT /api/v1/video/${greetings._id}`]: apiError(404, 'not_found'),
    });
    renderWithProviders(<VideosTab />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Greetings' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Edit video' }));
    expect(dialog.getByLabelText('Title')).toHaveValue('Greetings');
    // The level that shows it comes chosen.
    await waitFor(() => expect(dialog.getByLabelText('Level that shows it')).toHaveValue(showing._id));
    await user.click(dialog.getByRole('button', { name: 'Save video' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'It no longer exists: someone deleted it meanwhile.',
    );
    const call = fetch.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ title: 'Greetings', level: 3 });
  });
});
