import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '#web/test/api-mock';
import { renderWithProviders } from '#web/test/render-with-providers';
import { Component as DashboardPage } from './DashboardPage';

/** The dashboard at `path` on a screen that is `wide` (≥ 768 px) or not, each tab's list empty. */
function renderDashboard(path = '/dashboard', { wide = true } = {}) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: wide, media: query }));
  mockApi({
    'GET /api/v1/admin/levels': { body: { levels: [] } },
    'GET /api/v1/all-videos': { body: { videos: [] } },
    'GET /api/v1/mcqs': { body: { mcqs: [] } },
  });
  const router = createMemoryRouter([{ path: '/dashboard', Component: DashboardPage }], {
    initialEntries: [path],
  });
  const view = renderWithProviders(<RouterProvider router={router} />);
  const nav = screen.getByRole('navigation', { name: 'Dashboard sections' });
  return { ...view, router, nav, user: userEvent.setup() };
}

/** The sidebar's tabs in the spec's order (§2), then the audit log, inbox and mailing list, by their English names. */
const tabNames = [
  'Upload Sounds',
  'Upload Videos',
  'Levels',
  'Users',
  'Videos',
  'Audios',
  'MCQs',
  'Badges',
  'Images',
  'Audit',
  'Inbox',
  'Subscribers',
];

const tabTitle = () => screen.getByRole('heading', { level: 2 });

describe('dashboard', () => {
  it('lists the 9 tabs of the spec and the 3 that admins read, with Levels open by default', async () => {
    const { nav } = renderDashboard();
    expect(tabNames.map((name) => within(nav).getByRole('button', { name }))).toEqual(
      within(nav).getAllByRole('button'),
    );
    expect(within(nav).getByRole('button', { name: 'Levels' })).toHaveAttribute('aria-current', 'page');
    expect(tabTitle()).toHaveTextContent('Levels');
    expect(await screen.findByText('No levels yet. Create the first one above.')).toBeInTheDocument();
  });

  it('shows the tab chosen and keeps it in the URL', async () => {
    const { nav, user, router } = renderDashboard();
    await user.click(within(nav).getByRole('button', { name: 'Videos' }));
    expect(tabTitle()).toHaveTextContent('Videos');
    expect(within(nav).getByRole('button', { name: 'Videos' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('button', { name: 'Levels' })).not.toHaveAttribute('aria-current');
    expect(router.state.location.search).toBe('?tab=view-videos');
    expect(await screen.findByText('No videos yet.')).toBeInTheDocument();

    await user.click(within(nav).getByRole('button', { name: 'Levels' }));
    expect(tabTitle()).toHaveTextContent('Levels');
    expect(router.state.location.search).toBe('');
  });

  // An unknown tab falls back to the default.
  it.each([
    ['?tab=view-mcqs', 'MCQs'],
    ['?tab=inbox', 'Inbox'],
    ['?tab=unknown', 'Levels'],
  ])('opens %s as %s', async (search, title) => {
    const { nav } = renderDashboard(`/dashboard${search}`);
    expect(tabTitle()).toHaveTextContent(title);
    expect(within(nav).getByRole('button', { name: title })).toHaveAttribute('aria-current', 'page');
  });

  it('collapses the sidebar to 20 units, keeping the tabs named, and expands it to 64', async () => {
    const { nav, user } = renderDashboard();
    const sidebar = nav.closest('aside');
    const toggle = screen.getByRole('button', { name: 'Collapse sidebar' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(sidebar).toHaveClass('w-64');
    expect(within(nav).getByText('Upload Sounds')).toBeInTheDocument();

    await user.click(toggle);
    expect(toggle).toHaveAccessibleName('Expand sidebar');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(sidebar).toHaveClass('w-20');
    expect(sidebar).not.toHaveClass('w-64');
    // Only the initials show; each tab keeps its name for screen readers and as a tooltip.
    expect(within(nav).queryByText('Upload Sounds')).not.toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'Upload Sounds' })).toHaveAttribute(
      'title',
      'Upload Sounds',
    );

    await user.click(toggle);
    expect(toggle).toHaveAccessibleName('Collapse sidebar');
    expect(sidebar).toHaveClass('w-64');
    expect(within(nav).getByText('Upload Sounds')).toBeInTheDocument();
  });

  it('starts collapsed on a phone', () => {
    const { nav } = renderDashboard('/dashboard', { wide: false });
    expect(nav.closest('aside')).toHaveClass('w-20');
    expect(screen.getByRole('button', { name: 'Expand sidebar' })).toHaveAttribute('aria-expanded', 'false');
  });
});
