import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { makeUser, mockApi } from '#web/test/api-mock';
import { makeBadge, makeLevel, makeMcq, makeSound } from '#web/test/game-fixtures';
import { renderWithProviders } from '#web/test/render-with-providers';
import { BadgesTab } from '../badges/BadgesTab';
import { ImagesTab } from '../images/ImagesTab';
import { McqsTab } from '../mcqs/McqsTab';
import { AudiosTab } from '../sounds/AudiosTab';
import { UsersTab } from '../users/UsersTab';
import { VideosTab } from '../videos/VideosTab';

const image = (title: string) => ({ _id: crypto.randomUUID(), title, link: `/media/${title}.png` });
const video = (title: string) => ({
  _id: crypto.randomUUID(),
  title,
  link: `/media/${title}.mp4`,
  level: null,
});

/** The cards and users shown, in order, as their headings or buttons name them. */
const items = () => screen.queryAllByRole('listitem').filter((item) => !item.parentElement?.closest('li'));
const shown = () =>
  items().map(
    (item) =>
      within(item).queryByRole('heading')?.textContent ??
      within(item).getByRole('button').getAttribute('aria-label'),
  );

interface Case {
  tab: ReactElement;
  route: string;
  body: unknown;
  label: string;
  /** Typed into the search box, and what is left. */
  search: string;
  found: string[];
  noMatch: string;
  /** The order shown before searching. */
  all: string[];
}

const cases: Record<string, Case> = {
  videos: {
    tab: <VideosTab />,
    route: 'GET /api/v1/all-videos',
    body: { videos: [video('Vowels 2'), video('greetings'), video('Vowels 10')] },
    label: 'Search videos by title',
    search: 'vowels',
    found: ['Vowels 2', 'Vowels 10'],
    noMatch: 'No videos match “zebra”.',
    all: ['greetings', 'Vowels 2', 'Vowels 10'],
  },
  images: {
    tab: <ImagesTab />,
    route: 'GET /api/v1/all-images',
    body: { images: [image('sun'), image('Cat'), image('bus')] },
    label: 'Search images by title',
    search: 'U',
    found: ['bus', 'sun'],
    noMatch: 'No images match “zebra”.',
    all: ['bus', 'Cat', 'sun'],
  },
  MCQs: {
    tab: <McqsTab />,
    route: 'GET /api/v1/mcqs',
    body: { mcqs: [makeMcq('Which vowel?', ['a', 'b'], 0), makeMcq('Which stress?', ['a', 'b'], 1)] },
    label: 'Search MCQs by question',
    search: 'stress',
    found: ['Which stress?'],
    noMatch: 'No MCQs match “zebra”.',
    // Newest first, as the server sends them.
    all: ['Which vowel?', 'Which stress?'],
  },
  badges: {
    tab: <BadgesTab />,
    route: 'GET /api/v1/badges',
    body: { badges: [makeBadge('Explorer', 10), makeBadge('Étoile', 100)] },
    label: 'Search badges by name',
    search: 'etoile',
    found: ['Étoile'],
    noMatch: 'No badges match “zebra”.',
    all: ['Explorer', 'Étoile'],
  },
  users: {
    tab: <UsersTab />,
    route: 'GET /api/v1/admin/users',
    body: {
      users: [
        makeUser({ _id: crypto.randomUUID(), name: 'Ada', email: 'ada@example.com' }),
        makeUser({ _id: crypto.randomUUID(), name: 'Grace', email: 'grace@navy.mil' }),
      ],
    },
    label: 'Search users',
    search: 'NAVY',
    found: ['Grace, grace@navy.mil'],
    noMatch: 'No user matches “zebra”.',
    all: ['Ada, ada@example.com', 'Grace, grace@navy.mil'],
  },
};

describe('searching the list tabs', () => {
  for (const [name, c] of Object.entries(cases)) {
    it(`finds ${name} as the admin types, saying how many, in a stable order`, async () => {
      mockApi({ [c.route]: { body: c.body } });
      const user = userEvent.setup();
      renderWithProviders(c.tab);
      const search = await screen.findByRole('searchbox', { name: c.label });
      const total = c.all.length;
      expect(screen.getByText(`Showing ${total} of ${total}`)).toBeInTheDocument();
      expect(shown()).toEqual(c.all);

      await user.type(search, c.search);
      await waitFor(() => expect(shown()).toEqual(c.found));
      expect(screen.getByText(`Showing ${c.found.length} of ${total}`)).toBeInTheDocument();
      expect(new URLSearchParams(window.location.search).get('q')).toBe(c.search);

      await user.clear(search);
      await user.type(search, 'zebra');
      expect(await screen.findByText(c.noMatch)).toBeInTheDocument();
      expect(items()).toEqual([]);
    });
  }

  it('finds sounds by answer, orders them by name then answer, and says where each is used', async () => {
    const helloA = makeSound('hello', 'hɛloʊ');
    const helloB = makeSound('hello', 'həloʊ');
    const bus = makeSound('bus', 'bʌs');
    mockApi({
      'GET /api/v1/sounds': { body: { sounds: [helloA, bus, helloB] } },
      'GET /api/v1/admin/levels': {
        body: { levels: [makeLevel({ level: 4, type: 'sound', sounds: [helloB, bus] })] },
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<AudiosTab />);
    const search = await screen.findByRole('searchbox', { name: 'Search sounds by name or answer' });
    expect(shown()).toEqual(['bus', 'hello', 'hello']);
    const cards = items();
    expect(cards[1]).toHaveTextContent('həloʊ');
    expect(await within(cards[1] as HTMLElement).findByText('In levels: 4')).toBeInTheDocument();
    expect(within(cards[2] as HTMLElement).getByText('In no level')).toBeInTheDocument();
    expect(cards[2]).toHaveTextContent('hɛloʊ');

    await user.type(search, 'hɛ');
    await waitFor(() => expect(shown()).toEqual(['hello']));
    expect(screen.getByText('hɛloʊ')).toBeInTheDocument();
  });

  it('draws a long list 60 cards at a time, and a new search from its first page', async () => {
    const users = Array.from({ length: 130 }, (_, i) =>
      makeUser({ _id: crypto.randomUUID(), name: `User ${i + 1}`, email: `user${i + 1}@example.com` }),
    );
    mockApi({ 'GET /api/v1/admin/users': { body: { users } } });
    const user = userEvent.setup();
    renderWithProviders(<UsersTab />);
    await user.click(await screen.findByRole('button', { name: 'Show more (70 left)' }));
    expect(screen.getAllByRole('listitem')).toHaveLength(120);
    await user.click(screen.getByRole('button', { name: 'Show more (10 left)' }));
    expect(screen.getAllByRole('listitem')).toHaveLength(130);
    expect(screen.queryByRole('button', { name: /Show more/ })).not.toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Search users' }), 'example');
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(60));
    expect(screen.getByText('Showing 130 of 130')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show more (70 left)' })).toBeInTheDocument();
  });
});
