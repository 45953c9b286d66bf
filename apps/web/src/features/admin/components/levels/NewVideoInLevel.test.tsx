import { screen, waitFor, within } from '@testing-library/react';
import type { Video } from '@tp/contract/levels';
import { describe, expect, it } from 'vitest';
import { mockApi } from '#web/test/api-mock';
import { makeLevel } from '#web/test/game-fixtures';
import { fileTitle } from './NewVideoInLevel';
import { draftServer, renderLevelsTab, sentBody } from './render-levels-tab';

const greetings: Video = { _id: crypto.randomUUID(), title: 'Greetings', link: '/media/hi.mp4', level: null };
const frogFile = () => new File(['mp4'], 'a-frog_jumps.mp4', { type: 'video/mp4' });

/**
 * The server as a video level's editor meets it: creating a level adds an empty video draft, a
 * video is uploaded and created, and a level's video saved; `created` and `saved` are the bodies.
 */
function studioServer() {
  const draft = draftServer(makeLevel({ level: 2, type: 'video', published: false }));
  let videos: Video[] = [greetings];
  const created: unknown[] = [];
  const saved: unknown[] = [];
  mockApi({
    ...draft.routes,
    'GET /api/v1/all-videos': () => ({ body: { videos } }),
    'GET /api/v1/sounds': { body: { sounds: [] } },
    'POST /api/v1/upload-video': { status: 201, body: { url: '/media/frog.mp4', message: 'ok' } },
    'POST /api/v1/create-video': ({ init }) => {
      const body = sentBody(init) as { title: string; link: string };
      created.push(body);
      const video = { _id: crypto.randomUUID(), ...body, level: null };
      videos = [video, ...videos];
      return { status: 201, body: { video, message: 'Video details saved successfully!' } };
    },
    [`PUT /api/v1/levels/update-video/${draft.level()._id}`]: ({ init }) => {
      const body = sentBody(init) as { video: string };
      saved.push(body);
      draft.set({ ...draft.level(), video: videos.find((video) => video._id === body.video) ?? null });
      return { body: { level: draft.level(), message: 'Saved.' } };
    },
  });
  return { created, saved };
}

/** Creates a video level, whose editor opens. */
async function createVideoLevel() {
  const { user } = renderLevelsTab();
  await screen.findByRole('button', { name: 'Edit level 1' });
  await user.selectOptions(screen.getByLabelText('Type'), 'Video');
  await user.click(screen.getByRole('button', { name: 'Create level' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Edit level 2' }));
  return { user, dialog };
}

describe('a new video in the level editor', () => {
  it('uploads the video chosen, titles it by its file and shows it in the level at once; its sounds come next', async () => {
    const { created, saved } = studioServer();
    const { user, dialog } = await createVideoLevel();
    // The sounds wait for the video, which a video level's sounds are saved with.
    expect(dialog.queryByLabelText('Name')).not.toBeInTheDocument();
    await user.upload(dialog.getByLabelText('Video file'), frogFile());

    expect(await dialog.findByText('The video is shown in this level.')).toBeInTheDocument();
    expect(created).toEqual([{ title: 'a frog jumps', link: '/media/frog.mp4' }]);
    expect(saved).toEqual([{ video: expect.any(String), sounds: [] }]);
    const video = dialog.getByRole('group', { name: 'Video' });
    await waitFor(() => expect(within(video).getByRole('radio', { name: 'a frog jumps' })).toBeChecked());
    expect(within(video).getByLabelText('Preview of a frog jumps')).toHaveAttribute('src', '/media/frog.mp4');
    expect(await dialog.findByLabelText('Name')).toBeInTheDocument();
  });

  it('keeps the title typed before the file is chosen', async () => {
    const { created } = studioServer();
    const { user, dialog } = await createVideoLevel();
    await user.type(dialog.getByLabelText('Title'), 'A frog');
    await user.upload(dialog.getByLabelText('Video file'), frogFile());
    expect(await dialog.findByText('The video is shown in this level.')).toBeInTheDocument();
    expect(created).toEqual([{ title: 'A frog', link: '/media/frog.mp4' }]);
    expect(dialog.getByLabelText('Title')).toHaveValue('');
  });
});

describe('fileTitle', () => {
  it('titles a video by its file name, without the extension, dashes and underscores as spaces', () => {
    expect(fileTitle('a-glass_of-milk.mp4')).toBe('a glass of milk');
    expect(fileTitle('.mp4')).toBe('.mp4');
    expect(fileTitle('x'.repeat(300))).toHaveLength(200);
  });
});
