import { screen, waitFor } from '@testing-library/react';
import { uploadFormats } from '@tp/contract/constants';
import { describe, expect, it } from 'vitest';
import { storageKeys } from '#web/lib/storage';
import { makeUser, mockApi } from '#web/test/api-mock';
import { renderApp } from '#web/test/render-app';

describe('/sound/upload', () => {
  it('shows an admin the sound form under the page’s heading', async () => {
    localStorage.setItem(storageKeys.token, 'tok');
    mockApi({ 'GET /api/v1/me': { body: { user: makeUser({ role: 'admin' }) } } });
    renderApp('/sound/upload');
    expect(await screen.findByRole('heading', { level: 1, name: 'Upload a sound' })).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toBeInTheDocument();
    // Audio formats only (spec §4), as the server takes them.
    expect(screen.getByLabelText('Audio file')).toHaveAttribute(
      'accept',
      uploadFormats.audio.map((format) => `.${format}`).join(','),
    );
    expect(screen.getByRole('button', { name: 'Save sound' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'See all sounds' })).toHaveAttribute(
      'href',
      '/dashboard?tab=view-audios',
    );
    await waitFor(() => expect(document.title).toBe('Upload a sound · TP'));
  });

  it('sends a learner to /access-blocked', async () => {
    localStorage.setItem(storageKeys.token, 'tok');
    mockApi({ 'GET /api/v1/me': { body: { user: makeUser() } } });
    const { router } = renderApp('/sound/upload');
    await waitFor(() => expect(router.state.location.pathname).toBe('/access-blocked'));
  });
});
