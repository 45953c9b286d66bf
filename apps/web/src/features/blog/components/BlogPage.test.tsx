import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Post } from '@tp/contract/site';
import i18next from 'i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { storageKeys } from '#web/lib/storage';
import { apiError, makeUser, mockApi } from '#web/test/api-mock';
import { createQueryClient, Providers } from '#web/test/render-with-providers';
import { Component } from './BlogPage';

const post = (overrides: Partial<Post> = {}): Post => ({
  _id: '5d0f3a52-8a0f-4c38-9a8e-2a3f4b5c6d7e',
  title: 'Hearing the schwa',
  content: 'The ə is everywhere.\n\nListen for it in “about”.',
  author: 'Ada Lovelace',
  date: '2026-03-15T12:00:00.000Z',
  ...overrides,
});

/** The blog alone, without the app's retries, so a failure shows at once. */
function openBlog() {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  const router = createMemoryRouter([{ path: '/blog', Component }], { initialEntries: ['/blog'] });
  render(
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>,
  );
}

describe('blog', () => {
  it('shows the loading text, then each post as an article', async () => {
    let answer: (reply: { body: unknown }) => void = () => {};
    mockApi({ 'GET /api/v1/posts': () => new Promise((resolve) => (answer = resolve)) });
    openBlog();
    expect(screen.getByRole('heading', { level: 1, name: 'Blog' })).toBeInTheDocument();
    expect(await screen.findByText('Loading…')).toBeInTheDocument();
    answer({
      body: { posts: [post(), post({ _id: 'a1c8e0f2-3b4d-4e5f-8a9b-0c1d2e3f4a5b', title: 'Stress' })] },
    });

    const article = await screen.findByRole('article', { name: 'Hearing the schwa' });
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(within(article).getByRole('heading', { level: 2 })).toHaveTextContent('Hearing the schwa');
    expect(within(article).getByText('March 15, 2026')).toHaveAttribute(
      'datetime',
      '2026-03-15T12:00:00.000Z',
    );
    expect(within(article).getByText(/By Ada Lovelace/)).toBeInTheDocument();
    expect(within(article).getByText('The ə is everywhere.').tagName).toBe('P');
    expect(within(article).getByText('Listen for it in “about”.').tagName).toBe('P');
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
  });

  it('writes the date in the interface language', async () => {
    await act(() => i18next.changeLanguage('fr'));
    mockApi({ 'GET /api/v1/posts': { body: { posts: [post()] } } });
    openBlog();
    expect(await screen.findByText('15 mars 2026')).toBeInTheDocument();
    expect(screen.getByText(/Par Ada Lovelace/)).toBeInTheDocument();
  });

  it('dates a post by its day in UTC, the same for the server’s page and for any reader', async () => {
    vi.stubEnv('TZ', 'America/Los_Angeles');
    onTestFinished(() => {
      vi.unstubAllEnvs();
    });
    // Still the 14th in Los Angeles.
    mockApi({ 'GET /api/v1/posts': { body: { posts: [post({ date: '2026-03-15T02:00:00.000Z' })] } } });
    openBlog();
    expect(await screen.findByText('March 15, 2026')).toBeInTheDocument();
  });

  it('renders markup in a post as text, never as HTML', async () => {
    const content = '<script>window.hacked = true</script>\n\n<img src="x" onerror="window.hacked = true">';
    mockApi({ 'GET /api/v1/posts': { body: { posts: [post({ title: '<b>Bold</b>', content })] } } });
    openBlog();
    const article = await screen.findByRole('article', { name: '<b>Bold</b>' });
    expect(within(article).getByText('<script>window.hacked = true</script>')).toBeInTheDocument();
    expect(within(article).getByText('<img src="x" onerror="window.hacked = true">')).toBeInTheDocument();
    expect(article.querySelector('script, img, b')).toBeNull();
    expect(window).not.toHaveProperty('hacked');
  });

  it('says when there are no posts', async () => {
    mockApi({ 'GET /api/v1/posts': { body: { posts: [] } } });
    openBlog();
    expect(await screen.findByText('No blog posts available.')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('says when the posts cannot be fetched, and tries again on request', async () => {
    let fail = true;
    mockApi({
      'GET /api/v1/posts': () => (fail ? apiError(503, 'internal') : { body: { posts: [post()] } }),
    });
    const user = userEvent.setup();
    openBlog();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch blog posts');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Hearing the schwa' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('gives visitors no way to write a post', async () => {
    mockApi({ 'GET /api/v1/posts': { body: { posts: [] } } });
    openBlog();
    await screen.findByText('No blog posts available.');
    expect(screen.queryByRole('link', { name: 'Write a post' })).not.toBeInTheDocument();
  });

  it('shows an admin the link to /post', async () => {
    localStorage.setItem(storageKeys.token, 'tok');
    mockApi({
      'GET /api/v1/me': { body: { user: makeUser({ role: 'admin' }) } },
      'GET /api/v1/posts': { body: { posts: [] } },
    });
    openBlog();
    expect(await screen.findByRole('link', { name: 'Write a post' })).toHaveAttribute('href', '/post');
  });

  it('gives a learner no Edit or Delete on the posts', async () => {
    localStorage.setItem(storageKeys.token, 'tok');
    mockApi({
      'GET /api/v1/me': { body: { user: makeUser() } },
      'GET /api/v1/posts': { body: { posts: [post()] } },
    });
    openBlog();
    await screen.findByRole('article', { name: 'Hearing the schwa' });
    expect(screen.queryByRole('button', { name: /Edit|Delete/ })).not.toBeInTheDocument();
  });

  it('lets an admin edit a post in the form it was written in, prefilled', async () => {
    localStorage.setItem(storageKeys.token, 'tok');
    let shown = post();
    let sent: unknown;
    mockApi({
      'GET /api/v1/me': { body: { user: makeUser({ role: 'admin' }) } },
      'GET /api/v1/posts': () => ({ body: { posts: [shown] } }),
      [`PUT /api/v1/posts/${post()._id}`]: ({ init }) => {
        sent = JSON.parse(String(init?.body));
        shown = { ...shown, ...(sent as Partial<Post>) };
        return { body: { post: shown, message: 'Blog post updated successfully!' } };
      },
    });
    const user = userEvent.setup();
    openBlog();
    await user.click(await screen.findByRole('button', { name: 'Edit “Hearing the schwa”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit blog post' });
    const title = within(dialog).getByRole('textbox', { name: 'Title' });
    expect(title).toHaveValue('Hearing the schwa');
    expect(within(dialog).getByRole('textbox', { name: 'Content' })).toHaveValue(post().content);
    expect(within(dialog).getByRole('textbox', { name: 'Author' })).toHaveValue('Ada Lovelace');
    await user.clear(title);
    await user.tab();
    expect(title).toHaveAccessibleDescription('Title is required');
    await user.type(title, 'Finding the schwa');
    expect(title).not.toHaveAccessibleDescription('Title is required');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Blog post updated successfully!')).toBeInTheDocument();
    expect(sent).toEqual({ title: 'Finding the schwa', content: post().content, author: 'Ada Lovelace' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Finding the schwa' })).toBeInTheDocument();
  });

  it('says so in the form when the edited post was deleted meanwhile', async () => {
    localStorage.setItem(storageKeys.token, 'tok');
    mockApi({
      'GET /api/v1/me': { body: { user: makeUser({ role: 'admin' }) } },
      'GET /api/v1/posts': { body: { posts: [post()] } },
      [`PUT /api/v1/posts/${post()._id}`]: apiError(404, 'not_found'),
    });
    const user = userEvent.setup();
    openBlog();
    await user.click(await screen.findByRole('button', { name: 'Edit “Hearing the schwa”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit blog post' });
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This post no longer exists: someone deleted it meanwhile.',
    );
  });

  it('lets an admin delete a post once confirmed', async () => {
    localStorage.setItem(storageKeys.token, 'tok');
    let posts = [post(), post({ _id: 'a1c8e0f2-3b4d-4e5f-8a9b-0c1d2e3f4a5b', title: 'Stress' })];
    const fetch = mockApi({
      'GET /api/v1/me': { body: { user: makeUser({ role: 'admin' }) } },
      'GET /api/v1/posts': () => ({ body: { posts } }),
      [`DELETE /api/v1/posts/${post()._id}`]: () => {
        posts = posts.slice(1);
        return { body: { message: 'Blog post deleted successfully.' } };
      },
    });
    const user = userEvent.setup();
    openBlog();
    await user.click(await screen.findByRole('button', { name: 'Delete “Hearing the schwa”' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete' });
    expect(confirm).toHaveTextContent('Are you sure you want to delete Hearing the schwa?');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Delete “Hearing the schwa”' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete' })).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('Blog post deleted successfully.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Hearing the schwa' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('article', { name: 'Stress' })).toBeInTheDocument();
  });

  it('says so when a post cannot be deleted, keeping it', async () => {
    localStorage.setItem(storageKeys.token, 'tok');
    mockApi({
      'GET /api/v1/me': { body: { user: makeUser({ role: 'admin' }) } },
      'GET /api/v1/posts': { body: { posts: [post()] } },
      [`DELETE /api/v1/posts/${post()._id}`]: apiError(500, 'internal'),
    });
    const user = userEvent.setup();
    openBlog();
    await user.click(await screen.findByRole('button', { name: 'Delete “Hearing the schwa”' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete' })).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('Failed to delete blog post.')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Hearing the schwa' })).toBeInTheDocument();
  });
});
