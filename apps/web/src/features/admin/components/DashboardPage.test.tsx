import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { mockApi } from '#web/test/api-mock';
import { screenWidth } from '#web/test/keyboard-practice';
import { renderWithProviders } from '#web/test/render-with-providers';
import { Component as DashboardPage } from './DashboardPage';

/** The dashboard at `path` on a screen `width` pixels wide, each tab's list empty. */
function renderDashboard(path = '/dashboard', { width = 1280 } = {}) {
  screenWidth(width);
  mockApi({
    'GET /api/v1/admin/levels': { body: { levels: [] } },
    'GET /api/v1/all-videos': { body: { videos: [] } },
    'GET /api/v1/mcqs': { body: { mcqs: [] } },
    'GET /api/v1/sounds': { body: { sounds: [] } },
    'GET /api/v1/all-images': { body: { images: [] } },
  });
  const router = createMemoryRouter([{ path: '/dashboard', Component: DashboardPage }], {
    initialEntries: [path],
  });
  const view = renderWithProviders(<RouterProvider router={router} />);
  return { ...view, router, user: userEvent.setup() };
}

/**
 * The sidebar's tabs in the spec's order (§2), one collection per kind of content, then what learners miss, the audit log, inbox,
 * mailing list and the course as a file, by their English names.
 */
const tabNames = [
  'Levels',
  'Users',
  'Videos',
  'Sounds',
  'MCQs',
  'Badges',
  'Images',
  'Insights',
  'Audit',
  'Inbox',
  'Subscribers',
  'Course file',
];

const tabTitle = () => screen.getByRole('heading', { level: 2 });
const sections = () => screen.getByRole('navigation', { name: 'Dashboard sections' });

describe('dashboard', () => {
  it('lists the 7 sections of the spec and the 5 that admins read, with Levels open by default', async () => {
    renderDashboard();
    const nav = sections();
    expect(tabNames.map((name) => within(nav).getByRole('button', { name }))).toEqual(
      within(nav).getAllByRole('button'),
    );
    expect(within(nav).getByRole('button', { name: 'Levels' })).toHaveAttribute('aria-current', 'page');
    expect(tabTitle()).toHaveTextContent('Levels');
    expect(await screen.findByText('No levels yet. Create the first one above.')).toBeInTheDocument();
  });

  it('shows the tab chosen and keeps it in the URL', async () => {
    const { user, router } = renderDashboard();
    const nav = sections();
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
    renderDashboard(`/dashboard${search}`);
    const nav = sections();
    expect(tabTitle()).toHaveTextContent(title);
    expect(within(nav).getByRole('button', { name: title })).toHaveAttribute('aria-current', 'page');
  });

  // The spec's upload tabs are the collections' 'Add +' forms: an old link opens the form there.
  it.each([
    ['upload-sounds', 'Sounds', 'Add sound', '?tab=view-audios'],
    ['upload-videos', 'Videos', 'Add video', '?tab=view-videos'],
  ])('opens an old link to %s as %s with its form open', async (old, title, form, search) => {
    const { user, router } = renderDashboard(`/dashboard?tab=${old}`);
    const nav = sections();
    expect(screen.getByRole('heading', { level: 2, name: title })).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: title })).toHaveAttribute('aria-current', 'page');
    const dialog = await screen.findByRole('dialog', { name: form });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    // The collection chosen again from the sidebar opens without its form.
    await user.click(within(nav).getByRole('button', { name: 'Levels' }));
    await user.click(within(nav).getByRole('button', { name: title }));
    expect(router.state.location.search).toBe(search);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('collapses the sidebar to 20 units of icons, each tab keeping its name, and expands it to 64', async () => {
    const { user } = renderDashboard();
    const nav = sections();
    const sidebar = nav.closest('aside');
    const toggle = screen.getByRole('button', { name: 'Collapse sidebar' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(sidebar).toHaveClass('w-64');
    expect(within(nav).getByText('Sounds')).toBeInTheDocument();
    // Each tab shows an icon beside its name, hidden from screen readers.
    for (const button of within(nav).getAllByRole('button')) {
      expect(button.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    }

    await user.click(toggle);
    expect(toggle).toHaveAccessibleName('Expand sidebar');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(sidebar).toHaveClass('w-20');
    expect(sidebar).not.toHaveClass('w-64');
    // Only the icons show; each tab keeps its name for screen readers and as a tooltip.
    expect(within(nav).queryByText('Sounds')).not.toBeInTheDocument();
    for (const name of tabNames) {
      const tab = within(nav).getByRole('button', { name });
      expect(tab).toHaveAttribute('title', name);
      expect(tab).toHaveTextContent('');
      expect(tab.querySelector('svg path')).toBeInTheDocument();
    }
    await user.click(within(nav).getByRole('button', { name: 'Images' }));
    expect(tabTitle()).toHaveTextContent('Images');

    await user.click(toggle);
    expect(toggle).toHaveAccessibleName('Collapse sidebar');
    expect(sidebar).toHaveClass('w-64');
    expect(within(nav).getByText('Sounds')).toBeInTheDocument();
  });

  it('keeps its sections in view beside a long page, scrolling them on their own', () => {
    renderDashboard();
    const list = sections();
    expect(list.closest('aside')).not.toHaveClass('self-start');
    expect(list.parentElement).toHaveClass('sticky', 'top-0', 'max-h-dvh');
    expect(list).toHaveClass('overflow-y-auto');
  });

  it('gives a phone the whole width: a menu beside the title instead of a sidebar', async () => {
    const { user, router } = renderDashboard('/dashboard', { width: 360 });
    expect(document.querySelector('aside')).toBeNull();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    // The title and the menu share one row above the section.
    const menu = screen.getByRole('button', { name: 'Dashboard sections, now Levels' });
    const title = screen.getByRole('heading', { level: 1, name: 'Dashboard' });
    expect(menu.parentElement?.parentElement).toBe(title.parentElement);
    expect(title.parentElement).toHaveClass('flex', 'items-center');
    expect(menu).toHaveAttribute('aria-expanded', 'false');

    await user.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    const nav = sections();
    expect(
      within(nav)
        .getAllByRole('button')
        .map((tab) => tab.textContent),
    ).toEqual(tabNames);
    expect(within(nav).getByRole('button', { name: 'Levels' })).toHaveAttribute('aria-current', 'page');

    await user.click(within(nav).getByRole('button', { name: 'Badges' }));
    expect(router.state.location.search).toBe('?tab=view-badges');
    expect(tabTitle()).toHaveTextContent('Badges');
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    const renamed = screen.getByRole('button', { name: 'Dashboard sections, now Badges' });
    expect(renamed).toHaveFocus();

    // Escape closes the list and gives the focus back to the menu.
    await user.click(renamed);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(renamed).toHaveFocus();
  });
});
