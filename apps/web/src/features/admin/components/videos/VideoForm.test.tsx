import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { limits } from '@tp/contract/constants';
import { describe, expect, it } from 'vitest';
import { apiError, mockApi } from '#web/test/api-mock';
import { renderWithProviders } from '#web/test/render-with-providers';
import { VideoUploadTab } from './VideoUploadTab';

const videoFile = () => new File(['mp4'], 'intro.mp4', { type: 'video/mp4' });
const uploaded = { status: 201, body: { url: '/media/intro.mp4', message: 'ok' } };

function renderFlow() {
  const user = userEvent.setup();
  renderWithProviders(<VideoUploadTab />);
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

  it('shows the details form only once the file is stored, then saves them', async () => {
    const video = { _id: crypto.randomUUID(), title: 'Intro', link: '/media/intro.mp4', level: 3 };
    const fetch = mockApi({
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

    const save = screen.getByRole('button', { name: 'Save video' });
    expect(save).toBeDisabled();
    await user.type(screen.getByLabelText('Level'), '0');
    await user.type(screen.getByLabelText('Title'), 'Intro');
    expect(await screen.findByText('Level must be a whole number of 1 or more.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Level'));
    await user.type(screen.getByLabelText('Level'), '3');
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);

    expect(await screen.findByText('Video details saved successfully!')).toBeInTheDocument();
    const call = fetch.mock.calls.find(([url]) => String(url) === '/api/v1/create-video');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      title: 'Intro',
      link: '/media/intro.mp4',
      level: 3,
    });
    // The flow starts over for the next video.
    await waitFor(() => expect(screen.queryByLabelText('Title')).not.toBeInTheDocument());
    expect(screen.getByLabelText('Video file')).toHaveFocus();
  });

  it('sends no level when none is given, and says when saving fails', async () => {
    const fetch = mockApi({
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
