import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { limits } from '@tp/contract/constants';
import { describe, expect, it } from 'vitest';
import { apiError, mockApi } from '#web/test/api-mock';
import { makeLevel, makeSound } from '#web/test/game-fixtures';
import { renderWithProviders } from '#web/test/render-with-providers';
import { VideoForm } from './VideoForm';

const videoFile = () => new File(['mp4'], 'intro.mp4', { type: 'video/mp4' });
const uploaded = { status: 201, body: { url: '/media/intro.mp4', message: 'ok' } };

function renderFlow() {
  const user = userEvent.setup();
  renderWithProviders(<VideoForm />);
  return { user, file: screen.getByLabelText('Video file') };
}

describe('video upload flow', () => {
  it('refuses a video over 10 MB without sending it', async () => {
    const fetch = mockApi({ 'POST /api/v1/upload-video': uploaded });
    const { user, file } = renderFlow();
    const big = videoFile();
    Object.defineProperty(big, 'size', { value: limits.uploadMaxBytes + 1 });
    await user.upload(file, big);
    expect(await screen.findByText('The video file size must be less than 10 MB.')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
    expect(screen.queryByLabelText('Title')).not.toBeInTheDocument();
  });

  it('says when the upload fails, and keeps the details hidden', async () => {
    mockApi({ 'POST /api/v1/upload-video': apiError(400, 'validation_failed') });
    const { user, file } = renderFlow();
    await user.upload(file, videoFile());
    expect(await screen.findByText('Failed to get video URL. Please try again.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Title')).not.toBeInTheDocument();
  });

  it('lists the accepted formats and the size limit before any upload', () => {
    mockApi({});
    const { file } = renderFlow();
    expect(file).toHaveAccessibleDescription(
      'Accepted formats: MP4, M4V, WEBM, OGV, MOV. At most 10 MB. The file is uploaded as soon as you choose it.',
    );
  });

  it('shows the details form only once the file is stored, then saves them', async () => {
    const video = { _id: crypto.randomUUID(), title: 'Intro', link: '/media/intro.mp4', level: null };
    const fetch = mockApi({
      'GET /api/v1/admin/levels': { body: { levels: [] } },
      'POST /api/v1/upload-video': uploaded,
      'POST /api/v1/create-video': { status: 201, body: { video, message: 'Created' } },
    });
    const { user, file } = renderFlow();
    expect(screen.queryByLabelText('Title')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save video' })).not.toBeInTheDocument();

    await user.upload(file, videoFile());
    expect(await screen.findByText('Video file uploaded successfully!')).toBeInTheDocument();
    expect(screen.getByLabelText('File URL')).toHaveValue('/media/intro.mp4');
    const sent = fetch.mock.calls[0]?.[1]?.body;
    expect(sent).toBeInstanceOf(FormData);
    expect((sent as FormData).get('video')).toBeInstanceOf(File);

    // Disabled, it says why until the title is there.
    const save = screen.getByRole('button', { name: 'Save video' });
    expect(save).toBeDisabled();
    expect(save).toHaveAccessibleDescription('Fill in Title first.');
    await user.type(screen.getByLabelText('Title'), 'Intro');
    await waitFor(() => expect(save).toBeEnabled());
    expect(save).not.toHaveAccessibleDescription();
    expect(screen.queryByText('Fill in Title first.')).not.toBeInTheDocument();
    await user.click(save);

    expect(await screen.findByText('Video details saved successfully!')).toBeInTheDocument();
    const call = fetch.mock.calls.find(([url]) => String(url) === '/api/v1/create-video');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      title: 'Intro',
      link: '/media/intro.mp4',
      level: null,
    });
    // The flow starts over for the next video.
    await waitFor(() => expect(screen.queryByLabelText('Title')).not.toBeInTheDocument());
    expect(screen.getByLabelText('Video file')).toHaveFocus();
  });

  it('makes the saved video the video of the level chosen, keeping that level’s sounds', async () => {
    const hello = makeSound('hello', 'hɛloʊ');
    const videoLevel = makeLevel({ level: 4, type: 'video', sounds: [hello] });
    const video = { _id: crypto.randomUUID(), title: 'Intro', link: '/media/intro.mp4', level: 4 };
    const fetch = mockApi({
      'GET /api/v1/admin/levels': {
        body: { levels: [makeLevel({ level: 1, type: 'sound' }), videoLevel] },
      },
      'POST /api/v1/upload-video': uploaded,
      'POST /api/v1/create-video': { status: 201, body: { video, message: 'Created' } },
      [`PUT /api/v1/levels/update-video/${videoLevel._id}`]: { body: { level: videoLevel } },
    });
    const { user, file } = renderFlow();
    await user.upload(file, videoFile());
    await user.type(await screen.findByLabelText('Title'), 'Intro');
    const level = screen.getByLabelText('Level that shows it');
    // Only video levels can show a video.
    await waitFor(() =>
      expect([...(level as HTMLSelectElement).options].map((option) => option.text)).toEqual([
        'None',
        'Level 4',
      ]),
    );
    await user.selectOptions(level, 'Level 4');
    await user.click(screen.getByRole('button', { name: 'Save video' }));

    expect(await screen.findByText('Video details saved successfully!')).toBeInTheDocument();
    const created = fetch.mock.calls.find(([url]) => String(url) === '/api/v1/create-video');
    expect(JSON.parse(String(created?.[1]?.body))).toMatchObject({ level: 4 });
    const given = fetch.mock.calls.find(([url]) => String(url).includes('/levels/update-video/'));
    expect(JSON.parse(String(given?.[1]?.body))).toEqual({ video: video._id, sounds: [hello._id] });
  });

  it('sends no level when none is given, and says when saving fails', async () => {
    const fetch = mockApi({
      'GET /api/v1/admin/levels': { body: { levels: [] } },
      'POST /api/v1/upload-video': uploaded,
      'POST /api/v1/create-video': apiError(400, 'validation_failed'),
    });
    const { user, file } = renderFlow();
    await user.upload(file, videoFile());
    await user.type(await screen.findByLabelText('Title'), 'Intro');
    await user.click(screen.getByRole('button', { name: 'Save video' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to save video details. Please try again.',
    );
    const call = fetch.mock.calls.find(([url]) => String(url) === '/api/v1/create-video');
    expect(JSON.parse(String(call?.[1]?.body))).toMatchObject({ level: null });
    expect(screen.getByLabelText('Title')).toHaveValue('Intro');
  });
});
