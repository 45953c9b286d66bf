import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { storageKeys } from '#web/lib/storage';
import { apiError, makeUser, mockApi } from '#web/test/api-mock';
import { fakeEngine } from '#web/test/keyboard-practice';
import { renderApp } from '#web/test/render-app';

const engine = vi.hoisted(() => ({ current: null as unknown as ReturnType<typeof fakeEngine> }));
vi.mock('#web/lib/audio-engine', () => ({ audioEngine: () => engine.current }));

const reviewId = '5f1c2d3e-4a5b-4c6d-8e7f-901234567890';
const review = {
  reviewId,
  sounds: ['ɪ'],
  items: [
    {
      position: 0,
      kind: 'typing',
      symbol: 'ɪ',
      sound: {
        _id: '11111111-1111-4111-8111-111111111111',
        name: 'ship',
        answer: 'ʃɪp',
        variants: [],
        sound: '/media/ship.mp3',
        image: null,
      },
      image: null,
    },
    {
      position: 1,
      kind: 'pair',
      symbol: 'ɪ',
      pairedWith: 'i',
      audio: '/media/sit.mp3',
      options: ['seat', 'sit'],
    },
  ],
};

const verdict = (correct: boolean, pointsAwarded: number, points: number) => ({
  body: { correct, expected: '', answer: '', alignment: [], pointsAwarded, points, streak: 1, newBadges: [] },
});

function learner(routes: Parameters<typeof mockApi>[0]) {
  engine.current = fakeEngine();
  localStorage.setItem(storageKeys.token, 'tok');
  return mockApi({ 'GET /api/v1/me': { body: { user: makeUser() } }, ...routes });
}

describe('Practise my weak sounds', () => {
  it('plays a typing item and a minimal pair, and ends with the points earned', async () => {
    const answers: unknown[] = [];
    const fetch = learner({
      'POST /api/v1/me/review': { status: 201, body: review },
      [`POST /api/v1/me/review/${reviewId}/answer`]: ({ init }) => {
        const body = JSON.parse(String(init?.body));
        answers.push(body);
        return body.position === 0 ? verdict(true, 10, 10) : verdict(true, 10, 20);
      },
    });
    const user = userEvent.setup();
    renderApp('/my-sounds/review');
    expect(await screen.findByText('Practising: ɪ · Item 1 of 2')).toBeInTheDocument();
    await user.click(await screen.findByRole('textbox', { name: 'Your answer' }));
    await user.keyboard('a8p{Enter}');
    // Docked under the answer, not a dialog; its Continue has the focus, so one Enter goes on.
    const right = await screen.findByRole('region', { name: 'Correct Answer!' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(right).getByText('Points earned: 10')).toBeInTheDocument();
    await waitFor(() => expect(within(right).getByRole('button', { name: 'Continue' })).toHaveFocus());
    await user.keyboard('{Enter}');

    expect(await screen.findByRole('heading', { name: 'Which word do you hear?' })).toBeInTheDocument();
    expect(screen.getByText('Practising: ɪ · Item 2 of 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Play the word' }));
    expect(engine.current.play.mock.calls.at(-1)?.[0]).toBe('/media/sit.mp3');
    const next = screen.getByRole('button', { name: 'Next' });
    expect(next).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'sit' }));
    await user.click(next);
    await screen.findByRole('region', { name: 'Correct Answer!' });
    await user.keyboard('{Enter}');

    expect(await screen.findByRole('heading', { name: 'Practice complete' })).toBeInTheDocument();
    expect(screen.getByText('Points earned: 20')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to my sounds' })).toHaveAttribute('href', '/my-sounds');
    expect(answers).toEqual([
      expect.objectContaining({ position: 0, answer: 'ʃɪp', clueUsed: false }),
      expect.objectContaining({ position: 1, answer: 1 }),
    ]);
    expect(fetch.mock.calls.filter(([url]) => url === '/api/v1/me/review')).toHaveLength(1);
  });

  it('shows a typing item with its own picture and says when its variant was accepted', async () => {
    const ownPicture = {
      _id: '22222222-2222-4222-8222-222222222222',
      title: 'A boat',
      link: '/media/boat.svg',
    };
    const [typing, pair] = review.items;
    learner({
      'POST /api/v1/me/review': {
        status: 201,
        body: {
          ...review,
          items: [
            {
              ...typing,
              sound: { ...typing?.sound, variants: ['ʃɪʔ'], image: ownPicture },
              image: ownPicture,
            },
            pair,
          ],
        },
      },
      [`POST /api/v1/me/review/${reviewId}/answer`]: {
        body: {
          correct: true,
          expected: 'ʃɪʔ',
          answer: 'ʃɪp',
          alignment: [],
          pointsAwarded: 10,
          points: 10,
          streak: 1,
          newBadges: [],
        },
      },
    });
    const user = userEvent.setup();
    renderApp('/my-sounds/review');
    await user.click(await screen.findByRole('textbox', { name: 'Your answer' }));
    expect(screen.getByRole('img', { name: 'A boat' })).toHaveAttribute('src', '/media/boat.svg');
    await user.keyboard('a8={Enter}');
    const right = await screen.findByRole('region', { name: 'Correct Answer!' });
    expect(within(right).getByText('Accepted variant:').nextElementSibling).toHaveTextContent('ʃɪʔ');
    expect(within(right).getByText('Main answer:').nextElementSibling).toHaveTextContent('ʃɪp');
  });

  it('keeps a wrong answer on the same item', async () => {
    learner({
      'POST /api/v1/me/review': { status: 201, body: review },
      [`POST /api/v1/me/review/${reviewId}/answer`]: verdict(false, 0, 0),
    });
    const user = userEvent.setup();
    renderApp('/my-sounds/review');
    await user.click(await screen.findByRole('textbox', { name: 'Your answer' }));
    await user.keyboard('a9p{Enter}');
    const wrong = await screen.findByRole('region', { name: 'Incorrect Answer.' });
    await waitFor(() => expect(within(wrong).getByRole('button', { name: 'Try again' })).toHaveFocus());
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Incorrect Answer.' })).not.toBeInTheDocument(),
    );
    expect(screen.getByText('Practising: ɪ · Item 1 of 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clue' })).toBeEnabled();
  });

  it('practises the sounds a level’s summary named, else the weakest', async () => {
    const fetch = learner({ 'POST /api/v1/me/review': { status: 201, body: review } });
    renderApp(`/my-sounds/review?sounds=${encodeURIComponent('ɪ,ʌ')}`);
    expect(await screen.findByText('Practising: ɪ · Item 1 of 2')).toBeInTheDocument();
    const started = fetch.mock.calls.filter(([url]) => url === '/api/v1/me/review');
    expect(started.map(([, init]) => JSON.parse(String(init?.body)))).toEqual([{ sounds: ['ɪ', 'ʌ'] }]);
  });

  it('says when there is nothing to practise yet', async () => {
    learner({ 'POST /api/v1/me/review': apiError(409, 'conflict') });
    renderApp('/my-sounds/review');
    expect(
      await screen.findByRole('heading', {
        name: 'Nothing to practise yet: answer a few words in the game first.',
      }),
    ).toBeInTheDocument();
  });

  it("offers, with nothing to practise, the drills hardest for the learner's first language", async () => {
    learner({
      'GET /api/v1/me': { body: { user: makeUser({ firstLanguage: 'de', displayedLevel: 9 }) } },
      'POST /api/v1/me/review': apiError(409, 'conflict'),
      'GET /api/v1/first-language-drills': ({ url }) => ({
        body: {
          contrasts: ['t-d', 'v-w'],
          drills:
            url.searchParams.get('firstLanguage') === 'de'
              ? [
                  {
                    contrast: 't-d',
                    levelId: '00000000-0000-4000-8000-000000000012',
                    level: 12,
                    premiumOnly: false,
                  },
                  {
                    contrast: 'v-w',
                    levelId: '00000000-0000-4000-8000-000000000004',
                    level: 4,
                    premiumOnly: false,
                  },
                ]
              : [],
        },
      }),
    });
    renderApp('/my-sounds/review');
    const offer = await screen.findByRole('region', { name: 'Sounds that are hard for speakers of German' });
    const rows = within(offer).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^t \/ d\s*Level 12Not reached yet$/),
      expect.stringMatching(/^v \/ w\s*Level 4Practise$/),
    ]);
  });

  it('asks a guest to sign up', async () => {
    engine.current = fakeEngine();
    const fetch = mockApi({});
    renderApp('/my-sounds/review');
    const main = await screen.findByRole('main');
    expect(await within(main).findByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup');
    expect(fetch.mock.calls.some(([url]) => url === '/api/v1/me/review')).toBe(false);
  });
});
