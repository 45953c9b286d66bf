import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Level } from '@tp/contract/levels';
import { describe, expect, it } from 'vitest';
import { mockApi } from '#web/test/api-mock';
import { makeLevel, makeMcq, makeSound } from '#web/test/game-fixtures';
import { renderLevelsTab } from './render-levels-tab';

const hello = makeSound('hello', 'həloʊ');
const sun = makeSound('sun', 'sʌn');

/** The course, and for its first level learners who started and finished it. */
function serve(levels: Level[], firstLevel?: { started: number; finished: number }) {
  const stats = firstLevel
    ? [{ levelId: levels[0]?._id, firstTries: 8, firstTryCorrect: 2, ...firstLevel }]
    : [];
  mockApi({
    'GET /api/v1/admin/levels': { body: { levels } },
    'GET /api/v1/admin/levels/answer-stats': { body: { levels: stats } },
  });
}

const small = () => [
  makeLevel({ level: 1, type: 'sound', sounds: [hello, sun] }),
  makeLevel({ level: 2, type: 'mcq', published: false, mcqs: [makeMcq('Which vowel?', ['a', 'b'], 0)] }),
  makeLevel({ level: 3, type: 'sound', published: false, sounds: [sun] }),
  makeLevel({ level: 12, type: 'info', texts: ['Welcome'] }),
];

/** The card headings shown, in order. */
const cardTitles = () => screen.queryAllByRole('heading', { level: 4 }).map((heading) => heading.textContent);

/** Each table row's cells after its checkbox, as text. */
const tableRows = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .filter((row) => row.textContent)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .slice(1)
        .map((cell) => cell.textContent),
    );

describe('finding levels', () => {
  it('finds levels by number, word, type and status as the admin types, saying how many', async () => {
    serve(small());
    const { user } = renderLevelsTab();
    const search = await screen.findByRole('searchbox', { name: 'Search levels by number or word' });
    expect(screen.getByText('Showing 4 of 4')).toBeInTheDocument();

    await user.type(search, '12');
    await waitFor(() => expect(cardTitles()).toEqual(['Level 12']));
    expect(screen.getByText('Showing 1 of 4')).toBeInTheDocument();
    expect(window.location.search).toBe('?q=12');

    await user.clear(search);
    await user.type(search, 'SUN');
    await waitFor(() => expect(cardTitles()).toEqual(['Level 1', 'Level 3']));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Filter by status' }), 'Draft');
    await waitFor(() => expect(cardTitles()).toEqual(['Level 3']));

    await user.clear(search);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Filter by type' }), 'MCQ');
    await waitFor(() => expect(cardTitles()).toEqual(['Level 2']));
    await user.type(search, 'zebra');
    expect(await screen.findByText('No levels match “zebra”.')).toBeInTheDocument();
    expect(cardTitles()).toEqual([]);
    await user.clear(search);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Filter by type' }), 'Info');
    expect(await screen.findByText('No levels match these filters.')).toBeInTheDocument();
  });

  it('keeps the search and filters in the URL, so a reload finds the same levels', async () => {
    window.history.replaceState(null, '', '/dashboard?q=sun&status=draft');
    serve(small());
    renderLevelsTab();
    expect(await screen.findByRole('searchbox', { name: 'Search levels by number or word' })).toHaveValue(
      'sun',
    );
    expect(screen.getByRole('combobox', { name: 'Filter by status' })).toHaveValue('draft');
    await waitFor(() => expect(cardTitles()).toEqual(['Level 3']));
  });

  it('shows a table sorted by any column, remembers it, and opens a level from its row', async () => {
    serve(small(), { started: 4, finished: 1 });
    const first = renderLevelsTab();
    await first.user.click(await screen.findByRole('button', { name: 'Table' }));
    expect(screen.getByRole('button', { name: 'Table' })).toHaveAttribute('aria-pressed', 'true');
    // The drop-off: learners who started level 1 and did not finish it, of those who started it.
    expect(await screen.findByText('3 of 4')).toBeInTheDocument();
    expect(tableRows()).toEqual([
      ['1', 'Sound', 'hello, sun', 'Published', '2', '3 of 4'],
      ['2', 'MCQ', 'Which vowel?', 'Draft', '1', ''],
      ['3', 'Sound', 'sun', 'Draft', '1', ''],
      ['12', 'Info', 'Welcome', 'Published', '1', ''],
    ]);
    const level = screen.getByRole('columnheader', { name: /Level/ });
    expect(level).toHaveAttribute('aria-sort', 'ascending');

    await first.user.click(within(level).getByRole('button'));
    expect(level).toHaveAttribute('aria-sort', 'descending');
    expect(tableRows().map((row) => row[0])).toEqual(['12', '3', '2', '1']);
    const items = screen.getByRole('columnheader', { name: /Items/ });
    await first.user.click(within(items).getByRole('button'));
    expect(items).toHaveAttribute('aria-sort', 'ascending');
    expect(level).not.toHaveAttribute('aria-sort');
    // Alike in items, levels stay in course order.
    expect(tableRows().map((row) => row[0])).toEqual(['2', '3', '12', '1']);
    expect(window.location.search).toBe('?sort=items');
    first.unmount();

    serve(small());
    const { user } = renderLevelsTab();
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(tableRows().map((row) => row[0])).toEqual(['2', '3', '12', '1']);
    await user.click(screen.getByRole('button', { name: 'Edit level 3' }));
    expect(await screen.findByRole('dialog', { name: 'Edit level 3' })).toBeInTheDocument();
  });

  it('draws only the rows in view of 500 levels, and the next ones as the table scrolls', async () => {
    serve(Array.from({ length: 500 }, (_, i) => makeLevel({ level: i + 1, type: 'sound', sounds: [sun] })));
    const { user } = renderLevelsTab();
    await user.click(await screen.findByRole('button', { name: 'Table' }));
    expect(screen.getByText('Showing 500 of 500')).toBeInTheDocument();
    const drawn = () =>
      screen.getAllByRole('button', { name: /^Edit level \d+$/ }).map((b) => b.getAttribute('aria-label'));
    expect(drawn().length).toBeLessThan(30);
    expect(drawn()).toContain('Edit level 1');
    expect(drawn()).not.toContain('Edit level 250');

    const box = screen.getByRole('table').parentElement as HTMLElement;
    box.scrollTop = 249 * 48;
    fireEvent.scroll(box);
    await waitFor(() => expect(drawn()).toContain('Edit level 250'));
    expect(drawn()).not.toContain('Edit level 1');
    expect(drawn().length).toBeLessThan(30);
  });

  it('opens a course of more than 60 levels as the table, and draws its cards 60 at a time', async () => {
    serve(Array.from({ length: 70 }, (_, i) => makeLevel({ level: i + 1, type: 'sound' })));
    const { user } = renderLevelsTab();
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Table' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Cards' }));
    await waitFor(() => expect(cardTitles()).toHaveLength(60));
    expect(cardTitles().at(-1)).toBe('Level 60');
    await user.click(screen.getByRole('button', { name: 'Show more (10 left)' }));
    expect(cardTitles()).toHaveLength(70);
    expect(screen.queryByRole('button', { name: /Show more/ })).not.toBeInTheDocument();
    // Sixty draggable cards take a while to draw in the test's DOM.
  }, 60_000);

  it('publishes the ticked rows in one request, and asks before deleting them, naming how many', async () => {
    const levels = small();
    const sent: unknown[] = [];
    mockApi({
      'GET /api/v1/admin/levels': { body: { levels } },
      'POST /api/v1/levels/bulk': ({ init }) => {
        sent.push(JSON.parse(String(init?.body)));
        return { body: { levels, message: 'done' } };
      },
    });
    const { user } = renderLevelsTab();
    await user.click(await screen.findByRole('button', { name: 'Table' }));
    expect(screen.queryByRole('region', { name: 'Selected levels' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Select level 2' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select level 3' }));
    const actions = screen.getByRole('region', { name: 'Selected levels' });
    expect(within(actions).getByText('Selected: 2')).toBeInTheDocument();
    // Ticking a row does not open its editor.
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(within(actions).getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Levels published: 2')).toBeInTheDocument();
    expect(sent).toEqual([{ action: 'publish', ids: [levels[1]?._id, levels[2]?._id] }]);

    await user.click(screen.getByRole('checkbox', { name: 'Select every level shown' }));
    await user.click(
      within(screen.getByRole('region', { name: 'Selected levels' })).getByRole('button', { name: 'Delete' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Delete 4 levels?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toEqual({ action: 'delete', ids: levels.map((level) => level._id) });
  });
});
