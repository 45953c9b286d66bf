import { render, screen } from '@testing-library/react';
import { BrowserRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '#web/app/App';
import { createQueryClient } from '#web/app/query-client';
import { seedCourse } from '#web/course/levels';
import { setString, storageKeys, storedNothing } from '#web/lib/storage';
import { mockApi } from '#web/test/api-mock';
import { smallCourse } from '#web/test/game-fixtures';
import { renderFirstScreen } from './server-render';

afterEach(() => {
  // biome-ignore lint/suspicious/noDocumentCookie: the test clears the flag the app sets.
  document.cookie = 'tp_stored=; max-age=0; path=/';
});

describe('the first screen rendered by the server', () => {
  it('shows the course’s first item, and the browser hydrates it as it is, then opens how to play', async () => {
    const course = { levels: smallCourse() };
    const html = await renderFirstScreen(course);
    expect(html).toContain('Welcome to TP!');
    expect(html).toContain('Level 1');
    // A dialog is the browser's to open: none in the page.
    expect(html).not.toContain('<dialog');

    mockApi({ 'GET /api/v1/levels': { body: course } });
    const root = document.createElement('div');
    root.innerHTML = html;
    document.body.append(root);
    const welcome = screen.getByText('Welcome to TP!');
    const queryClient = createQueryClient();
    seedCourse(queryClient, course);
    const mismatch = vi.fn();
    render(<App queryClient={queryClient} Router={BrowserRouter} />, {
      container: root,
      hydrate: true,
      onRecoverableError: mismatch,
    });

    expect(mismatch).not.toHaveBeenCalled();
    // Hydrated, not rendered again: the server's element is the one on screen.
    expect(screen.getByText('Welcome to TP!')).toBe(welcome);
    expect(await screen.findByRole('dialog', { name: 'How to Play' })).toBeVisible();
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
