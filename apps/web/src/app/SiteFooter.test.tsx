import { act, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '#web/test/api-mock';
import { renderWithProviders } from '#web/test/render-with-providers';
import { SiteFooter } from './SiteFooter';

function openFooter(path = '/') {
  const router = createMemoryRouter([{ path: '*', Component: SiteFooter }], { initialEntries: [path] });
  renderWithProviders(<RouterProvider router={router} />);
  return screen.getByRole('contentinfo');
}

describe('site footer', () => {
  it('links the site’s other pages, marking the current one', () => {
    mockApi({});
    const footer = openFooter('/blog');
    const nav = within(footer).getByRole('navigation', { name: 'More pages' });
    const links = within(nav)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['About', '/about'],
      ['Contact', '/contact'],
      ['Blog', '/blog'],
      ['Download keyboard', '/download-keyboard'],
      ['Privacy policy', '/privacy-policy'],
      ['Terms and conditions', '/terms-and-conditions'],
      ['Returns policy', '/returns-policy'],
      ['Delete account request', '/delete-account'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Blog' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows the mailing list’s words at once, and brings its form in once the footer nears the viewport', async () => {
    mockApi({});
    const observers: IntersectionObserverCallback[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: IntersectionObserverCallback) {
          observers.push(callback);
        }
        observe() {}
        disconnect() {}
      },
    );
    const footer = openFooter();
    // The words are the footer's own, in the page the server renders: on a short page they are its
    // largest text.
    expect(within(footer).getByRole('heading', { level: 2, name: 'Mailing list' })).toBeInTheDocument();
    expect(
      within(footer).getByText('New levels and tips, now and then. Unsubscribe at any time.'),
    ).toBeVisible();
    expect(within(footer).queryByRole('form', { name: 'Mailing list' })).toBeNull();
    act(() => {
      for (const callback of observers) {
        callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
      }
    });
    const form = await within(footer).findByRole('form', { name: 'Mailing list' });
    expect(within(form).getByLabelText('Email address')).toHaveAttribute('type', 'email');
    expect(within(form).getByRole('button', { name: 'Subscribe' })).toBeInTheDocument();
  });
});
