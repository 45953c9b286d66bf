import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '#web/test/api-mock';
import { makeLevel } from '#web/test/game-fixtures';
import { renderLevelsTab } from './render-levels-tab';

describe('answers per level on the dashboard', () => {
  it('shows the first-try share on each card and a level’s items with their common wrong answers', async () => {
    const played = makeLevel({ level: 1, type: 'sound' });
    const fresh = makeLevel({ level: 2, type: 'sound' });
    const itemId = '9a9a9a9a-1111-4111-8111-111111111111';
    mockApi({
      'GET /api/v1/admin/levels': { body: { levels: [played, fresh] } },
      'GET /api/v1/admin/levels/answer-stats': {
        body: { levels: [{ levelId: played._id, firstTries: 8, firstTryCorrect: 2 }] },
      },
      [`GET /api/v1/admin/levels/${played._id}/answer-stats`]: {
        body: {
          items: [
            {
              itemId,
              label: 'ship',
              expected: 'ʃɪp',
              firstTries: 8,
              firstTryCorrect: 2,
              wrongAnswers: [
                { answer: 'ʃip', count: 5 },
                { answer: 'sɪp', count: 1 },
              ],
            },
          ],
        },
      },
    });
    const { user } = renderLevelsTab();
    expect(await screen.findByText('Right first time: 25% of 8')).toBeInTheDocument();
    expect(screen.getByText('No answers yet')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Answers to level 1' }));
    const panel = await screen.findByRole('dialog', { name: 'Answers to level 1' });
    expect(await within(panel).findByRole('heading', { name: 'ship' })).toBeInTheDocument();
    expect(within(panel).getByText('ʃɪp')).toBeInTheDocument();
    expect(within(panel).getByText('Right first time: 25% of 8')).toBeInTheDocument();
    const wrong = within(panel).getAllByRole('listitem').slice(1);
    expect(wrong.map((item) => item.textContent)).toEqual(['ʃip5×', 'sɪp1×']);
  });
});
