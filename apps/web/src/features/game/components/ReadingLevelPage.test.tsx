import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '#web/test/api-mock';
import { makeLevel, makeMcq, smallCourse } from '#web/test/game-fixtures';
import { fakeEngine } from '#web/test/keyboard-practice';
import { renderApp } from '#web/test/render-app';
import { InfoView } from './InfoView';
import { McqView } from './McqView';

vi.mock('#web/lib/audio-engine', () => ({ audioEngine: () => fakeEngine() }));

describe('/reading-level', () => {
  it('walks through the info and mcq levels of the course, showing level and sub-level', async () => {
    const levels = [
      ...smallCourse(),
      makeLevel({ level: 4, type: 'mcq', mcqs: [makeMcq('Pick two', ['one', 'two'], 1)] }),
    ];
    mockApi({ 'GET /api/v1/levels': { body: { levels } } });
    const user = userEvent.setup();
    renderApp('/reading-level');
    expect(await screen.findByRole('heading', { level: 1, name: 'Reading Level' })).toBeInTheDocument();
    expect(await screen.findByText('Welcome to TP!')).toBeInTheDocument();
    expect(screen.getByText('Level 1 · Sub-level 1')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Level 1 · Sub-level 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));

    // The sound level is skipped: the next is the quiz of level 3.
    expect(screen.getByText('Level 3 · Sub-level 1')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'ʌ' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(
      within(await screen.findByRole('region', { name: 'Correct Answer!' })).getByRole('button', {
        name: 'Continue',
      }),
    );
    expect(screen.getByText('Level 4 · Sub-level 1')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'two' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.keyboard('{Enter}');
    expect(await screen.findByText('You have finished the reading quiz.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Start again' }));
    expect(screen.getByText('Welcome to TP!')).toBeInTheDocument();
  });
});

describe('item views outside a game', () => {
  it('say so', () => {
    render(
      <>
        <InfoView />
        <McqView />
      </>,
    );
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'Error: No context found!',
      'Error: No context found!',
    ]);
  });
});
