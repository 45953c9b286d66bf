import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setToken } from '#web/lib/storage';
import { apiError, mockApi } from '#web/test/api-mock';
import { renderWithProviders } from '#web/test/render-with-providers';
import { InsightsTab } from './InsightsTab';

const levelId = '7b7b7b7b-1111-4111-8111-111111111111';
const itemId = '9a9a9a9a-1111-4111-8111-111111111111';

function renderInsights() {
  setToken('admin-token');
  const user = userEvent.setup();
  return { ...renderWithProviders(<InsightsTab />), user };
}

describe('the Insights tab', () => {
  it('lists a level’s learners, drop-off and first-try share, and its items’ wrong answers and missed symbols', async () => {
    mockApi({
      'GET /api/v1/admin/insights': {
        body: {
          levels: [
            {
              levelId,
              level: 3,
              type: 'sound',
              started: 10,
              finished: 6,
              firstTries: 20,
              firstTryCorrect: 5,
              items: [
                {
                  itemId,
                  label: 'ship',
                  expected: 'ʃɪp',
                  started: 10,
                  finished: 9,
                  firstTryCorrect: 2,
                  wrongAnswers: [{ answer: 'sɪp', count: 7 }],
                  missedSymbols: [{ symbol: 'ʃ', count: 7 }],
                },
              ],
            },
          ],
        },
      },
    });
    renderInsights();
    const level = (await screen.findByRole('heading', { name: 'Level 3' })).closest('li') as HTMLElement;
    expect(within(level).getByText('Started by 10, finished by 6. Dropped off: 4.')).toBeInTheDocument();
    expect(within(level).getByText('Right first time: 25% of 20')).toBeInTheDocument();
    const item = within(level).getByRole('heading', { name: 'ship' }).closest('li') as HTMLElement;
    expect(within(item).getByText('Right first time: 20% of 10 Right in the end: 9.')).toBeInTheDocument();
    const wrong = within(item).getByRole('heading', { name: 'Most common wrong answers' });
    expect(wrong.nextElementSibling).toHaveTextContent('sɪp7×');
    const missed = within(item).getByRole('heading', { name: 'Symbols most often missed' });
    expect(missed.nextElementSibling).toHaveTextContent('ʃ7×');
  });

  it('says when no learner has answered yet', async () => {
    mockApi({ 'GET /api/v1/admin/insights': { body: { levels: [] } } });
    renderInsights();
    expect(await screen.findByText('No learner has answered an item yet.')).toBeInTheDocument();
  });

  it('says when the insights could not be loaded, and loads them again', async () => {
    let fail = true;
    mockApi({
      'GET /api/v1/admin/insights': () => (fail ? apiError(500, 'internal') : { body: { levels: [] } }),
    });
    const { user } = renderInsights();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The insights could not be loaded.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No learner has answered an item yet.')).toBeInTheDocument();
  });
});
