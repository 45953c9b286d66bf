import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ContrastDrill } from '@tp/contract/levels';
import { describe, expect, it, vi } from 'vitest';
import { storageKeys } from '#web/lib/storage';
import { makeUser, mockApi } from '#web/test/api-mock';
import { smallCourse } from '#web/test/game-fixtures';
import { fakeEngine } from '#web/test/keyboard-practice';
import { renderApp } from '#web/test/render-app';

vi.mock('#web/lib/audio-engine', () => ({ audioEngine: () => fakeEngine() }));

const drill = (contrast: string, level: number, premiumOnly = false): ContrastDrill => ({
  contrast,
  levelId: `00000000-0000-4000-8000-${String(level).padStart(12, '0')}`,
  level,
  premiumOnly,
});

/** The server's drills: Japanese speakers get l / r, then θ / s, then a premium-only one. */
const drillsRoute = {
  'GET /api/v1/first-language-drills': ({ url }: { url: URL }) =>
    url.searchParams.get('firstLanguage') === 'ja'
      ? {
          body: {
            contrasts: ['l-r', 'θ-s', 'h-'],
            drills: [drill('l-r', 1), drill('θ-s', 3), drill('h-', 2, true)],
          },
        }
      : { body: { contrasts: [], drills: [] } },
};

describe("the learner's first language", () => {
  it('is asked in the how-to-play dialog; a guest keeps it, and is offered its hard sounds, hardest first', async () => {
    const fetch = mockApi({ 'GET /api/v1/levels': { body: { levels: smallCourse() } }, ...drillsRoute });
    const user = userEvent.setup();
    renderApp('/');
    const dialog = await screen.findByRole('dialog', { name: 'How to Play' });
    const choice = within(dialog).getByRole('combobox', { name: 'The language you grew up with' });
    // Until the learner says, the interface language stands for it: English speakers are offered nothing.
    expect(choice).toHaveValue('en');
    expect(screen.queryByText(/Sounds that are hard/)).not.toBeInTheDocument();
    await user.selectOptions(choice, 'ja');
    expect(localStorage.getItem(storageKeys.firstLanguage)).toBe('ja');
    await user.click(within(dialog).getByRole('button', { name: "Let's play" }));

    const offer = await screen.findByText('Sounds that are hard for speakers of Japanese');
    await user.click(offer);
    const items = within(offer.closest('details') as HTMLElement).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^l \/ r\s*Level 1Practise$/),
      expect.stringMatching(/^θ \/ s\s*Level 3Not reached yet$/),
      expect.stringMatching(/^h \/ no sound\s*Level 2Premium$/),
    ]);
    expect(within(items[2] as HTMLElement).getByRole('link', { name: 'Premium' })).toHaveAttribute(
      'href',
      '/checkout',
    );
    expect(fetch.mock.calls.map(([url]) => String(url))).toContain(
      '/api/v1/first-language-drills?firstLanguage=ja',
    );

    // A drill reached is played again from its start.
    localStorage.setItem(storageKeys.guestLevel, '2');
    await user.click(
      within(items[0] as HTMLElement).getByRole('button', { name: 'Practise l / r, level 1' }),
    );
    await waitFor(() => expect(localStorage.getItem(storageKeys.guestLevel)).toBe('0'));
  });

  it('is asked on the profile, and kept on the account', async () => {
    localStorage.setItem(storageKeys.token, 'tok');
    const saved: unknown[] = [];
    mockApi({
      'GET /api/v1/me': { body: { user: makeUser() } },
      'GET /api/v1/me/sessions': { body: { sessions: [] } },
      'PUT /api/v1/me/settings': ({ init }) => {
        saved.push(JSON.parse(String(init?.body)));
        return { body: { settings: {}, firstLanguage: 'ko' } };
      },
      ...drillsRoute,
    });
    const user = userEvent.setup();
    renderApp('/profile');
    const choice = await screen.findByRole('combobox', { name: 'The language you grew up with' });
    await user.selectOptions(choice, 'ko');
    await waitFor(() => expect(saved).toEqual([{ firstLanguage: 'ko' }]));
    await waitFor(() => expect(choice).toHaveValue('ko'));
    expect(localStorage.getItem(storageKeys.firstLanguage)).toBeNull();
  });
});
