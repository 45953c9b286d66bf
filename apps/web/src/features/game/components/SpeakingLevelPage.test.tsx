import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '#web/test/api-mock';
import { fakeMicrophone } from '#web/test/fake-microphone';
import { renderApp } from '#web/test/render-app';
import { stubNavigator } from '#web/test/stub-navigator';

function microphone(getUserMedia: () => Promise<MediaStream>) {
  stubNavigator({ mediaDevices: { getUserMedia } });
  return vi.spyOn(console, 'warn').mockImplementation(() => {});
}

describe('/speaking-level', () => {
  it('explains a refused microphone', async () => {
    const warn = microphone(() => Promise.reject(new DOMException('Permission denied', 'NotAllowedError')));
    mockApi({});
    const user = userEvent.setup();
    renderApp('/speaking-level');
    await user.click(await screen.findByRole('button', { name: 'Start recording' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Microphone access was refused. Allow the microphone for this site in your browser's settings, then try again.",
    );
    expect(warn).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Start recording' })).toBeEnabled();
  });

  it('explains a missing microphone', async () => {
    microphone(() => Promise.reject(new DOMException('Requested device not found', 'NotFoundError')));
    mockApi({});
    const user = userEvent.setup();
    renderApp('/speaking-level');
    await user.click(await screen.findByRole('button', { name: 'Start recording' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No microphone was found. Connect a microphone, then try again.',
    );
  });

  it('records, stops and plays the recording back as WAV without uploading it', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const stopTrack = fakeMicrophone('audio/webm');
    const fetch = mockApi({});
    const user = userEvent.setup();
    renderApp('/speaking-level');
    await user.click(await screen.findByRole('button', { name: 'Start recording' }));
    expect(await screen.findByText('Recording…')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Stop recording' }));
    expect(await screen.findByText('Your recording')).toBeInTheDocument();
    expect(document.querySelector('audio')).toHaveAttribute('src', 'blob:recording');
    expect(stopTrack).toHaveBeenCalled();
    expect(fetch).not.toHaveBeenCalled();
  });
});
