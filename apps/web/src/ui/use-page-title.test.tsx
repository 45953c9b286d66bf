import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { usePageTitle } from './use-page-title';

const metaDescriptions = () => document.head.querySelectorAll<HTMLMetaElement>('meta[name="description"]');

describe('usePageTitle', () => {
  afterEach(() => {
    for (const meta of metaDescriptions()) meta.remove();
    document.title = '';
  });

  it('names the tab after the page and sets the meta description', () => {
    renderHook(() => usePageTitle('Settings', 'Choose the interface language.'));
    expect(document.title).toBe('Settings · TP');
    expect(metaDescriptions()).toHaveLength(1);
    expect(metaDescriptions()[0]).toHaveAttribute('content', 'Choose the interface language.');
  });

  it('shows the bare site name when the title is empty', () => {
    renderHook(() => usePageTitle('', 'The TP game.'));
    expect(document.title).toBe('TP');
  });

  it('replaces both when the page changes, reusing the one meta tag', () => {
    const { rerender } = renderHook(({ title, description }) => usePageTitle(title, description), {
      initialProps: { title: 'Log In', description: 'Log in to your account.' },
    });
    rerender({ title: 'Sign Up', description: 'Create an account.' });
    expect(document.title).toBe('Sign Up · TP');
    expect(metaDescriptions()).toHaveLength(1);
    expect(metaDescriptions()[0]).toHaveAttribute('content', 'Create an account.');
  });

  it('overwrites the description a previous page left in the head', () => {
    const stale = document.createElement('meta');
    stale.name = 'description';
    stale.content = 'The previous page.';
    document.head.append(stale);
    const first = renderHook(() => usePageTitle('Contact', 'Send the team a question.'));
    first.unmount();
    renderHook(() => usePageTitle('About', 'The story of TP.'));
    expect(metaDescriptions()).toHaveLength(1);
    expect(stale).toHaveAttribute('content', 'The story of TP.');
  });
});
