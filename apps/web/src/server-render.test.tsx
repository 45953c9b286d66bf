import { render, screen } from '@testing-library/react';
import { BrowserRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '#web/app/App';
import { createQueryClient, type PageData } from '#web/app/query-client';
import { preloadScreens } from '#web/app/routes';
import { setString, storageKeys, storedNothing } from '#web/lib/storage';
import { mockApi } from '#web/test/api-mock';
import { smallCourse } from '#web/test/game-fixtures';
import { stubNavigator } from '#web/test/stub-navigator';
import { firstVisitPages, renderPage, type ServerData } from './server-render';

afterEach(() => {
  // biome-ignore lint/suspicious/noDocumentCookie: the test clears the flag the app sets.
  document.cookie = 'tp_stored=; max-age=0; path=/';
});

const siteInfo: ServerData['siteInfo'] = {
  supportEmail: 'help@tp.example',
  signInProviders: { google: false, apple: null },
  keyboardLinks: { android: 'https://play.google.com/store/apps/details?id=example.keyboard' },
};
const course = { levels: smallCourse() };
const post = {
  _id: '0b0f2d3e-8a4c-4a55-9d1e-0d6a1f6e5b01',
  title: 'New levels',
  content: 'Ten more words to type.',
  author: 'TP',
  date: '2026-03-15T12:00:00.000Z',
};
const data = (path: string): ServerData => ({
  siteInfo,
  ...(firstVisitPages[path] === 'course' && { course }),
  ...(firstVisitPages[path] === 'posts' && { posts: { posts: [post] } }),
});

/** The server's HTML at `path`, in the page as the browser has it before any script runs. */
function serverPage(path: string, html: string) {
  window.history.pushState(null, '', path);
  const root = document.createElement('div');
  root.innerHTML = html;
  document.body.append(root);
  return root;
}

/**
 * Hydrates the page as main.tsx does (the data seeded, the screen's code loaded first), and says
 * whether React found anything to mend.
 */
async function hydrate(root: HTMLElement, pageData: PageData) {
  const queryClient = createQueryClient();
  for (const [key, value] of pageData) queryClient.setQueryData(key, value);
  if (location.pathname !== '/') await preloadScreens(location.pathname);
  const mismatch = vi.fn();
  render(<App queryClient={queryClient} Router={BrowserRouter} />, {
    container: root,
    hydrate: true,
    onRecoverableError: mismatch,
  });
  return mismatch;
}

describe('the pages rendered by the server', () => {
  it('show the game at the course’s first item, which the browser hydrates as it is, then opens how to play', async () => {
    const rendered = await renderPage('/', data('/'));
    expect(rendered.html).toContain('Welcome to TP!');
    expect(rendered.html).toContain('Level 1');
    // A dialog is the browser's to open: none in the page.
    expect(rendered.html).not.toContain('<dialog');

    mockApi({ 'GET /api/v1/levels': { body: course } });
    const root = serverPage('/', rendered.html);
    const welcome = screen.getByText('Welcome to TP!');
    const mismatch = await hydrate(root, rendered.pageData);
    expect(mismatch).not.toHaveBeenCalled();
    expect(await screen.findByRole('dialog', { name: 'How to Play' })).toBeVisible();
    // Hydrated, not rendered again: the server's element is the one on screen.
    expect(screen.getByText('Welcome to TP!')).toBe(welcome);
  });

  it.each(Object.keys(firstVisitPages).filter((path) => path !== '/'))(
    'show %s whole, with its data, and the browser hydrates it as it is',
    async (path) => {
      const rendered = await renderPage(path, data(path));
      // The screen itself, not its spinner, and nothing left to fetch.
      expect(rendered.html).toMatch(/<h1[ >]/);
      expect(rendered.html).not.toContain('animate-spin');
      expect(rendered.pageData).toContainEqual([['site-info'], siteInfo]);

      const fetched = mockApi({});
      const root = serverPage(path, rendered.html);
      const heading = screen.getByRole('heading', { level: 1 });
      const mismatch = await hydrate(root, rendered.pageData);
      expect(mismatch).not.toHaveBeenCalled();
      expect(screen.getByRole('heading', { level: 1 })).toBe(heading);
      expect(fetched).not.toHaveBeenCalled();
    },
  );

  it('show the sign-in providers as the server is configured', async () => {
    const { html } = await renderPage('/login', {
      siteInfo: { ...siteInfo, signInProviders: { google: true, apple: null } },
    });
    expect(html).toContain('href="/api/v1/auth/google"');
    expect(html).toContain('Sign-in with Apple is not configured yet.');
  });

  it('leave the download page’s tab to the browser, which opens the visitor’s platform once live', async () => {
    // The server's user agent is no visitor's (Node's own, from Node 21 on).
    vi.stubGlobal('navigator', { userAgent: 'Node.js/22' });
    const rendered = await renderPage('/download-keyboard', data('/download-keyboard'));
    vi.unstubAllGlobals();
    stubNavigator({ userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36' });
    const mismatch = await hydrate(serverPage('/download-keyboard', rendered.html), rendered.pageData);
    expect(await screen.findByRole('tab', { selected: true })).toHaveAccessibleName('Windows');
    expect(mismatch).not.toHaveBeenCalled();
  });
});

describe('a browser that has stored something', () => {
  it('is no longer a first visit, and tells the server so with a cookie', () => {
    expect(storedNothing()).toBe(true);
    expect(document.cookie).not.toContain('tp_stored');
    setString(storageKeys.hasSeenModal, 'true');
    expect(storedNothing()).toBe(false);
    expect(document.cookie).toContain('tp_stored=1');
  });
});
