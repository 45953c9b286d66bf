import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Progress } from '@tp/contract/progress';
import { describe, expect, it, vi } from 'vitest';
import { storageKeys } from '#web/lib/storage';
import { makeProgress, makeUser, mockApi } from '#web/test/api-mock';
import { makeBadge, makeLevel, rightAnswerReply, smallCourse } from '#web/test/game-fixtures';
import { fakeEngine } from '#web/test/keyboard-practice';
import { renderApp } from '#web/test/render-app';

const engine = vi.hoisted(() => ({ current: null as unknown as ReturnType<typeof fakeEngine> }));
vi.mock('#web/lib/audio-engine', () => ({ audioEngine: () => engine.current }));

const badge = makeBadge('First steps', 30);

/** A learner on the second level of the small course (two words, 10 points each), with a 1-day streak. */
function learnerOnLevel2() {
  engine.current = fakeEngine();
  localStorage.setItem(storageKeys.hasSeenModal, 'true');
  localStorage.setItem(storageKeys.token, 'tok');
  const progress = (sublevel: number): Progress =>
    makeProgress({
      level: sublevel === 0 ? 2 : 3,
      sublevel: sublevel === 0 ? 1 : 0,
      displayedLevel: sublevel === 0 ? 2 : 3,
      points: sublevel === 0 ? 20 : 30,
      streak: 2,
    });
  mockApi({
    'GET /api/v1/me': { body: { user: makeUser({ level: 2, sublevel: 0, points: 10, streak: 1 }) } },
    'GET /api/v1/levels': { body: { levels: smallCourse() } },
    'POST /api/v1/me/answer': ({ init }) => {
      const { sublevel } = JSON.parse(String(init?.body)) as { sublevel: number };
      return rightAnswerReply(progress(sublevel), sublevel === 0 ? [] : [badge]);
    },
  });
}

/** Types both words of level 2, closing the first verdict; resolves to the last verdict. */
async function finishLevel2(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('textbox', { name: 'Your answer' }));
  await user.keyboard('s6n{Enter}');
  const middle = await screen.findByRole('region', { name: 'Correct Answer!' });
  expect(within(middle).queryByRole('status')).not.toBeInTheDocument();
  await user.keyboard('{Enter}');
  await screen.findByText('Level 2 · Part 2 of 2');
  await user.keyboard('b6s{Enter}');
  return screen.findByRole('region', { name: 'Correct Answer!' });
}

/** Makes the browser ask for reduced motion, or not. */
function reducedMotion(reduce: boolean) {
  const matchMedia = window.matchMedia.bind(window);
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) =>
    query === '(prefers-reduced-motion: reduce)'
      ? ({
          matches: reduce,
          media: query,
          addEventListener: () => {},
          removeEventListener: () => {},
        } as unknown as MediaQueryList)
      : matchMedia(query),
  );
}

const animated = (element: HTMLElement) => element.querySelectorAll('[class*="animate-"]');

describe('a finished level', () => {
  it('is celebrated with the last verdict: its points counted up, the streak and the badge; Enter goes on', async () => {
    learnerOnLevel2();
    reducedMotion(false);
    const user = userEvent.setup();
    renderApp('/');

    const verdict = await finishLevel2(user);
    // Both words right at the first try: a combo of two.
    expect(verdict).toHaveTextContent('2 right in a row at the first try');
    const celebration = await within(verdict).findByRole('status');
    expect(celebration).toHaveTextContent('Level 2 complete!');
    expect(celebration).toHaveTextContent('Right at the first try: 100%');
    expect(celebration).toHaveTextContent(/Time: \d+ sec/);
    expect(celebration).not.toHaveTextContent('Sounds missed');
    // Counted up to the level's two answers' points; screen readers hear the total once.
    expect(within(celebration).getByText('Points: +20', { selector: '.sr-only' })).toBeInTheDocument();
    await waitFor(() => expect(within(celebration).getByText('★ Points: +20')).toBeInTheDocument());
    expect(celebration).toHaveTextContent('Day streak: 2');
    expect(celebration).toHaveTextContent('Badge unlocked: First steps');
    expect(animated(celebration).length).toBeGreaterThan(0);

    // The same single Enter as before takes the learner to the next level's first item.
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Which symbol is the vowel of “sun”?')).toBeInTheDocument();
    expect(screen.queryByText('Level 2 complete!')).not.toBeInTheDocument();
  });

  it('shows the same without motion when reduced motion is asked for', async () => {
    learnerOnLevel2();
    reducedMotion(true);
    const user = userEvent.setup();
    renderApp('/');

    const celebration = await within(await finishLevel2(user)).findByRole('status');
    expect(within(celebration).getByText('★ Points: +20')).toBeInTheDocument();
    expect(celebration).toHaveTextContent('Day streak: 2');
    expect(animated(celebration)).toHaveLength(0);
  });

  it('comes over the game after a level with no verdict, and goes by itself or with the next key', async () => {
    engine.current = fakeEngine();
    localStorage.setItem(storageKeys.hasSeenModal, 'true');
    const levels = [
      makeLevel({ level: 1, type: 'info', texts: ['Welcome to TP!', 'Press play to hear a word.'] }),
      makeLevel({ level: 2, type: 'info', texts: ['Listen closely.'] }),
      makeLevel({ level: 3, type: 'info', texts: ['Well done.'] }),
    ];
    mockApi({ 'GET /api/v1/levels': { body: { levels } } });
    const user = userEvent.setup();
    renderApp('/');

    await user.click(await screen.findByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Press play to hear a word.')).toBeInTheDocument();
    expect(screen.queryByText('Level 1 complete!')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    const banner = await screen.findByText('Level 1 complete!');
    // A guest earns as a learner does: an info level's 5 points, and the day's streak.
    expect(banner.closest('[role="status"]')).toHaveTextContent(
      /^Level 1 complete!★ Points: \+\dPoints: \+5Day streak: 1Time: \d+ sec$/,
    );
    expect(screen.getByText('Listen closely.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Level 1 complete!')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Level 2 complete!')).toBeInTheDocument();
    await act(() => user.keyboard('{Shift}'));
    expect(screen.queryByText('Level 2 complete!')).not.toBeInTheDocument();
  });

  it('sums up a level played with a miss: the share right at the first try, and the sounds to practise', async () => {
    engine.current = fakeEngine();
    localStorage.setItem(storageKeys.hasSeenModal, 'true');
    localStorage.setItem(storageKeys.guestLevel, '1');
    mockApi({ 'GET /api/v1/levels': { body: { levels: smallCourse() } } });
    const user = userEvent.setup();
    renderApp('/');
    await user.click(await screen.findByRole('textbox', { name: 'Your answer' }));
    // sun typed with an m: missed, it comes back after bus.
    await user.keyboard('s6m{Enter}');
    await screen.findByRole('region', { name: 'Incorrect Answer.' });
    await user.keyboard('{Enter}');
    await screen.findByText('Level 2 · Part 2 of 3');
    await user.keyboard('b6s{Enter}');
    const bus = await screen.findByRole('region', { name: 'Correct Answer!' });
    expect(bus).not.toHaveTextContent('in a row');
    await user.keyboard('{Enter}');
    await screen.findByText('Level 2 · Part 3 of 3');
    await user.keyboard('s6n{Enter}');
    const last = await screen.findByRole('region', { name: 'Correct Answer!' });
    const summary = await within(last).findByRole('status');
    expect(summary).toHaveTextContent('Level 2 complete!');
    expect(summary).toHaveTextContent('Right at the first try: 50%');
    expect(summary).toHaveTextContent('Sounds missed:n');
    expect(within(summary).getByRole('link', { name: 'Practise these' })).toHaveAttribute(
      'href',
      '/my-sounds/review?sounds=n',
    );
  });
});
