import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { LogoutConfirmProvider } from '#web/session/logout-confirm';
import { makeUser } from '#web/test/api-mock';
import { renderWithProviders } from '#web/test/render-with-providers';
import AdminBar from './AdminBar';

function renderBar() {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <LogoutConfirmProvider>
            <AdminBar user={makeUser({ role: 'admin', name: 'Ada Admin' })} />
          </LogoutConfirmProvider>
        ),
      },
    ],
    { initialEntries: ['/post'] },
  );
  renderWithProviders(<RouterProvider router={router} />);
  return router;
}

describe('the admin bar', () => {
  it('finds a level from any admin page: the dashboard opens on the levels with the words typed', async () => {
    const router = renderBar();
    const find = screen.getByRole('searchbox', { name: 'Find a level' });
    expect(find).toHaveAttribute('placeholder', 'Find a level: number or word');
    await userEvent.type(find, '  fish chips {Enter}');
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('fish chips');
  });

  it('opens the dashboard as it is when nothing is typed', async () => {
    const router = renderBar();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Find a level' }), '{Enter}');
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(router.state.location.search).toBe('');
  });
});
