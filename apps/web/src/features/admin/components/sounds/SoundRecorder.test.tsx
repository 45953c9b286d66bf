import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { apiError, mockApi } from '#web/test/api-mock';
import { fakeMicrophone } from '#web/test/fake-microphone';
import { renderWithProviders } from '#web/test/render-with-providers';
import { stubNavigator } from '#web/test/stub-navigator';
import { SoundRecorder } from './SoundRecorder';

const stored = { status: 201, body: { audioURL: '/media/recorded.wav', message: 'ok' } };

function renderRecorder() {
  const onRecorded = vi.fn();
  const user = userEvent.setup();
  renderWithProviders(<SoundRecorder onRecorded={onRecorded} />);
  return { user, onRecorded };
}

/** The file the upload sent, from its multipart body. */
const sentFile = (init: RequestInit | undefined) => {
  if (!(init?.body instanceof FormData)) throw new Error('not a form');
  return init.body.get('audio') as File;
};

describe('SoundRecorder', () => {
  it('records, releases the microphone, and uploads the recording as the browser made it', async () => {
    const stopTrack = fakeMicrophone('audio/ogg;codecs=opus');
    const fetch = mockApi({ 'POST /api/v1/audio-upload-single': stored });
    const { user, onRecorded } = renderRecorder();
    await user.click(screen.getByRole('button', { name: 'Record the word' }));
    expect(await screen.findByText('Recording… say the word, then stop.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Stop recording' }));

    await vi.waitFor(() => expect(onRecorded).toHaveBeenCalledWith('/media/recorded.wav'));
    expect(stopTrack).toHaveBeenCalled();
    const file = sentFile(fetch.mock.calls[0]?.[1]);
    expect(file.name).toBe('recording.ogg');
    expect(file.type).toBe('audio/ogg;codecs=opus');
    expect(await file.text()).toBe('recorded word');
    expect(screen.getByText('Recorded. Listen to it below.')).toHaveAttribute('role', 'status');
    // Another take is one press away.
    expect(screen.getByRole('button', { name: 'Record again' })).toBeEnabled();
  });

  it('says when the server heard nothing in the recording', async () => {
    fakeMicrophone();
    mockApi({ 'POST /api/v1/audio-upload-single': apiError(400, 'validation_failed') });
    const { user, onRecorded } = renderRecorder();
    await user.click(screen.getByRole('button', { name: 'Record the word' }));
    await user.click(await screen.findByRole('button', { name: 'Stop recording' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Nothing was heard in the recording. Record again, closer to the microphone.',
    );
    expect(onRecorded).not.toHaveBeenCalled();
  });

  it('explains a refused microphone, and sends nothing', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    stubNavigator({
      mediaDevices: { getUserMedia: () => Promise.reject(new DOMException('denied', 'NotAllowedError')) },
    });
    const fetch = mockApi({});
    const { user } = renderRecorder();
    await user.click(screen.getByRole('button', { name: 'Record the word' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Microphone access was refused\./);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('is worked from the keyboard', async () => {
    fakeMicrophone();
    mockApi({ 'POST /api/v1/audio-upload-single': stored });
    const { user, onRecorded } = renderRecorder();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Record the word' })).toHaveFocus();
    await user.keyboard('{Enter}');
    const stop = await screen.findByRole('button', { name: 'Stop recording' });
    stop.focus();
    await user.keyboard('{Enter}');
    await vi.waitFor(() => expect(onRecorded).toHaveBeenCalledTimes(1));
  });
});
