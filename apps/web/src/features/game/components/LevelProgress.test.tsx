import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { storageKeys } from '#web/lib/storage';
import { mockApi } from '#web/test/api-mock';
import { smallCourse } from '#web/test/game-fixtures';
import { fakeEngine } from '#web/test/keyboard-practice';
import { renderApp } from '#web/test/render-app';

const engine = vi.hoisted(() => ({ current: null as unknown as ReturnType<typeof fakeEngine> }));
vi.mock('#web/lib/audio-engine', () => ({ audioEngine: () => engine.current }));

describe('the progress within a level', () => {
  it('shows the parts done as a bar beside "Level 2 · Part 1 of 2"', async () => {
    engine.current = fakeEngine();
    localStorage.setItem(storageKeys.hasSeenModal, 'true');
    localStorage.setItem(storageKeys.guestLevel, '1');
    mockApi({ 'GET /api/v1/levels': { body: { levels: smallCourse() } } });
    const user = userEvent.setup();
    renderApp('/');

    const bar = await screen.findByRole('progressbar', { name: 'Progress in level 2' });
    expect(screen.getByText('Level 2 · Part 1 of 2')).toBeInTheDocument();
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '2');
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    expect(bar).toHaveAttribute('aria-valuetext', '0 of 2 parts done');

    await user.click(await screen.findByRole('textbox', { name: 'Your answer' }));
    await user.keyboard('s6n{Enter}');
    await screen.findByRole('region', { name: 'Correct Answer!' });
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Level 2 · Part 2 of 2')).toBeInTheDocument();
    expect(bar).toHaveAttribute('aria-valuenow', '1');
    expect(bar).toHaveAttribute('aria-valuetext', '1 of 2 parts done');

    await user.keyboard('b6s{Enter}');
    await screen.findByRole('region', { name: 'Correct Answer!' });
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('progressbar', { name: 'Progress in level 3' })).toHaveAttribute(
      'aria-valuenow',
      '0',
    );
  });
});
