import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '#web/test/api-mock';
import { renderApp } from '#web/test/render-app';

describe('/about', () => {
  it('tells the story in six paragraphs, ending with a way to write to us', async () => {
    mockApi({});
    renderApp('/about');
    await screen.findByRole('heading', { level: 1, name: 'About TP' });
    await waitFor(() => expect(document.title).toBe('About TP · TP'));
    const paragraphs = screen.getByRole('article').querySelectorAll('p');
    expect(paragraphs).toHaveLength(6);
    expect(paragraphs[0]).toHaveTextContent(/^TP began with a simple observation/);
    expect(within(paragraphs[5] as HTMLElement).getByRole('link', { name: 'write to us' })).toHaveAttribute(
      'href',
      '/contact',
    );
  });
});
