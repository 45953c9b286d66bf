import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { storageKeys } from '#web/lib/storage';
import { apiError, makeUser, mockApi } from '#web/test/api-mock';
import { renderWithProviders } from '#web/test/render-with-providers';
import { postsQueryKey } from '../api/posts';
import { Component } from './CreatePostPage';

const admin = makeUser({ role: 'admin', name: 'Grace Hopper' });
const created = {
  post: {
    _id: '5d0f3a52-8a0f-4c38-9a8e-2a3f4b5c6d7e',
    title: 'Stress',
    content: 'It moves.',
    author: 'Grace Hopper',
    date: '2026-03-15T12:00:00.000Z',
  },
  message: 'created',
};

async function openForm(routes: Parameters<typeof mockApi>[0]) {
  localStorage.setItem(storageKeys.token, 'admin-token');
  const fetch = mockApi({ 'GET /api/v1/me': { body: { user: admin } }, ...routes });
  const router = createMemoryRouter([{ path: '/post', Component }], { initialEntries: ['/post'] });
  const view = renderWithProviders(<RouterProvider router={router} />);
  expect(screen.getByRole('heading', { level: 1, name: 'Write a blog post' })).toBeInTheDocument();
  const author = await screen.findByLabelText('Author');
  return {
    fetch,
    queryClient: view.queryClient,
    title: screen.getByLabelText('Title'),
    content: screen.getByLabelText('Content'),
    author,
    publish: screen.getByRole('button', { name: 'Publish' }),
  };
}

async function publish(routes: Parameters<typeof mockApi>[0]) {
  const user = userEvent.setup();
  const form = await openForm(routes);
  await user.type(form.title, 'Stress');
  await user.type(form.content, 'It moves.');
  await waitFor(() => expect(form.publish).toBeEnabled());
  await user.click(form.publish);
  return form;
}

describe('blog post form', () => {
  it('starts with the admin as the author and requires every field', async () => {
    const user = userEvent.setup();
    const form = await openForm({});
    expect(form.author).toHaveValue('Grace Hopper');
    await user.clear(form.author);
    await user.click(form.title);
    await user.click(form.content);
    await user.tab();
    expect(await screen.findByText('Title is required')).toBeInTheDocument();
    expect(screen.getByText('Content is required')).toBeInTheDocument();
    expect(screen.getByText('Author is required')).toBeInTheDocument();
    expect(form.publish).toBeDisabled();
  });

  it('publishes with the admin token, says so and clears the form for the next post', async () => {
    const form = await publish({ 'POST /api/v1/create': { status: 201, body: created } });
    expect(await screen.findByText('Blog post created successfully!')).toBeInTheDocument();
    const [, init] = form.fetch.mock.calls.find(([url]) => url === '/api/v1/create') ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({
      title: 'Stress',
      content: 'It moves.',
      author: 'Grace Hopper',
    });
    expect(init?.headers).toMatchObject({ Authorization: 'Bearer admin-token' });
    expect(form.title).toHaveValue('');
    expect(form.content).toHaveValue('');
    expect(form.author).toHaveValue('Grace Hopper');
  });

  it('marks the cached blog list stale once a post is published', async () => {
    const user = userEvent.setup();
    const form = await openForm({ 'POST /api/v1/create': { status: 201, body: created } });
    form.queryClient.setQueryData(postsQueryKey, { posts: [] });
    await user.type(form.title, 'Stress');
    await user.type(form.content, 'It moves.');
    await waitFor(() => expect(form.publish).toBeEnabled());
    await user.click(form.publish);
    await screen.findByText('Blog post created successfully!');
    expect(form.queryClient.getQueryState(postsQueryKey)?.isInvalidated).toBe(true);
  });

  it('says the post was not created when the API refuses it, keeping the text', async () => {
    const form = await publish({ 'POST /api/v1/create': apiError(403, 'forbidden') });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to create blog post.');
    expect(form.content).toHaveValue('It moves.');
  });

  it('says the post could not be submitted when the request gets no answer', async () => {
    await publish({
      'POST /api/v1/create': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Error submitting blog post.');
  });
});
