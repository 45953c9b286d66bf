import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiError, mockApi } from '#web/test/api-mock';
import { makeLevel } from '#web/test/game-fixtures';
import { courseServer, renderLevelsTab, sentBody } from './render-levels-tab';

/**
 * happy-dom lays nothing out, so the keyboard would find no neighbours: place the cards in a grid
 * of three columns, as on a desktop.
 */
function layOutCards() {
  const measure = Element.prototype.getBoundingClientRect;
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    if (this.tagName !== 'LI') return measure.call(this);
    const index = [...(this.parentElement?.children ?? [])].indexOf(this);
    return DOMRect.fromRect({
      x: (index % 3) * 320,
      y: Math.floor(index / 3) * 220,
      width: 300,
      height: 200,
    });
  });
}

/** Each card as "Level n: type". */
const cards = () =>
  screen
    .getAllByRole('listitem')
    .map(
      (card) =>
        `${within(card).getByRole('heading').textContent}: ${card.querySelector('p span')?.textContent}`,
    );

function course() {
  return courseServer([
    makeLevel({ level: 1, type: 'sound' }),
    makeLevel({ level: 2, type: 'mcq' }),
    makeLevel({ level: 3, type: 'info' }),
  ]);
}

/** Picks up level 2 with Space, moves it one place towards the start, and drops it. */
async function moveLevel2First(user: ReturnType<typeof renderLevelsTab>['user']) {
  screen.getByRole('button', { name: 'Move level 2' }).focus();
  await user.keyboard(' ');
  await user.keyboard('{ArrowLeft}');
  await user.keyboard(' ');
}

describe('reordering levels', () => {
  it('moves a level by keyboard, numbers the cards by their new places, and saves the order', async () => {
    layOutCards();
    const server = course();
    const [sound, mcq, info] = server.state.levels;
    const sent: unknown[] = [];
    mockApi({
      'GET /api/v1/admin/levels': server.reply,
      'PUT /api/v1/levels/reorder': ({ init }) => {
        const body = sentBody(init) as { levels: { _id: string; level: number }[] };
        sent.push(body);
        server.state.levels = body.levels.map(({ _id, level }) => ({
          ...(server.state.levels.find((other) => other._id === _id) ?? makeLevel({ level, type: 'sound' })),
          level,
        }));
        return { body: { levels: server.state.levels, message: 'Reordered.' } };
      },
    });
    const { user } = renderLevelsTab();
    const handle = await screen.findByRole('button', { name: 'Move level 2' });
    // dnd-kit mounts the description beside the grid once the cards are on screen.
    await waitFor(() =>
      expect(handle).toHaveAccessibleDescription(/^To pick up a level, press Space or Enter\./),
    );
    expect(screen.queryByRole('button', { name: 'SAVE' })).not.toBeInTheDocument();

    await moveLevel2First(user);

    expect(await screen.findByText('Level 2 was dropped in position 1 of 3.')).toBeInTheDocument();
    expect(cards()).toEqual(['Level 1: MCQ', 'Level 2: Sound', 'Level 3: Info']);
    const save = screen.getByRole('button', { name: 'SAVE' });
    expect(save).toHaveTextContent(/^SAVE$/);
    await user.click(save);

    expect(await screen.findByText('Levels reordered successfully!')).toBeInTheDocument();
    expect(sent).toEqual([
      {
        levels: [
          { _id: mcq?._id, level: 1 },
          { _id: sound?._id, level: 2 },
          { _id: info?._id, level: 3 },
        ],
      },
    ]);
    expect(screen.queryByRole('button', { name: 'SAVE' })).not.toBeInTheDocument();
    expect(cards()).toEqual(['Level 1: MCQ', 'Level 2: Sound', 'Level 3: Info']);
  });

  it('on a failed save says so and shows the course as the server has it', async () => {
    layOutCards();
    const server = course();
    const fetch = mockApi({
      'GET /api/v1/admin/levels': server.reply,
      'PUT /api/v1/levels/reorder': apiError(409, 'conflict'),
    });
    const { user } = renderLevelsTab();
    await screen.findByRole('button', { name: 'Move level 2' });
    await moveLevel2First(user);
    expect(cards()).toEqual(['Level 1: MCQ', 'Level 2: Sound', 'Level 3: Info']);

    await user.click(screen.getByRole('button', { name: 'SAVE' }));

    expect(await screen.findByText('Failed to reorder levels.')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        fetch.mock.calls
          .map(([url, init]) => `${init?.method} ${url}`)
          .filter((call) => !call.includes('answer-stats')),
      ).toEqual(['GET /api/v1/admin/levels', 'PUT /api/v1/levels/reorder', 'GET /api/v1/admin/levels']),
    );
    expect(cards()).toEqual(['Level 1: Sound', 'Level 2: MCQ', 'Level 3: Info']);
    expect(screen.queryByRole('button', { name: 'SAVE' })).not.toBeInTheDocument();
  });

  it('leaves the order alone when the move is cancelled with Escape', async () => {
    layOutCards();
    mockApi({ 'GET /api/v1/admin/levels': course().reply });
    const { user } = renderLevelsTab();
    (await screen.findByRole('button', { name: 'Move level 3' })).focus();
    await user.keyboard(' ');
    expect(await screen.findByText('Picked up Level 3. It is in position 3 of 3.')).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}');
    expect(await screen.findByText('Level 3 was moved into position 2 of 3.')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(
      await screen.findByText(/^Moving was cancelled\. Level 3 is back in position 3 of 3\.$/),
    ).toBeInTheDocument();
    expect(cards()).toEqual(['Level 1: Sound', 'Level 2: MCQ', 'Level 3: Info']);
    expect(screen.queryByRole('button', { name: 'SAVE' })).not.toBeInTheDocument();
  });
});
