import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { storageKeys } from '#web/lib/storage';
import { mockApi } from '#web/test/api-mock';
import { smallCourse } from '#web/test/game-fixtures';
import { fakeEngine } from '#web/test/keyboard-practice';
import { renderApp } from '#web/test/render-app';

vi.mock('#web/lib/audio-engine', () => ({ audioEngine: () => fakeEngine() }));

it('leads to the symbol table on the help page, and counts as seen', async () => {
  mockApi({ 'GET /api/v1/levels': { body: { levels: smallCourse() } } });
  const user = userEvent.setup();
  const { router } = renderApp('/');
  const dialog = await screen.findByRole('dialog', { name: 'How to Play' });
  const link = within(dialog).getByRole('link', {
    name: 'See every symbol and its sound in the symbol table',
  });
  expect(link).toHaveAttribute('href', '/info');
  await user.click(link);
  expect(await screen.findByRole('heading', { level: 1, name: 'Help and support' })).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/info');
  expect(screen.getByRole('heading', { name: 'What is the New Phonetic Model?' })).toBeInTheDocument();
  expect(localStorage.getItem(storageKeys.hasSeenModal)).toBe('true');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});
