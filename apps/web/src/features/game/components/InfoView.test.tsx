import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '#web/test/api-mock';
import { makeLevel } from '#web/test/game-fixtures';
import { fakeEngine } from '#web/test/keyboard-practice';
import { renderApp } from '#web/test/render-app';

const engine = vi.hoisted(() => ({ current: null as unknown as ReturnType<typeof fakeEngine> }));
vi.mock('#web/lib/audio-engine', () => ({ audioEngine: () => engine.current }));

beforeEach(() => {
  engine.current = fakeEngine();
});

const texts = [
  '[ʌ] (the 6 key) is the “uh” of sun = sʌn; [ʞ] has a puff. [c] and (the [ key) stay as written.',
  'No symbol here: cat = ʞæt.',
];

describe('an info text', () => {
  it('shows each marked symbol as a key that plays its sound, and the rest as written', async () => {
    mockApi({ 'GET /api/v1/levels': { body: { levels: [makeLevel({ level: 1, type: 'info', texts })] } } });
    const user = userEvent.setup();
    renderApp('/reading-level');

    const uh = await screen.findByRole('button', { name: 'Play the sound ʌ' });
    expect(uh).toHaveTextContent(/^ʌ$/u);
    expect(uh).toHaveClass('font-phonetic');
    expect(uh).toHaveAccessibleDescription('ʌ, stressed "uh"');
    expect(uh.closest('p')).toHaveTextContent(
      'ʌ (the 6 key) is the “uh” of sun = sʌn; ʞ has a puff. [c] and (the [ key) stay as written.',
    );
    expect(screen.getAllByRole('button', { name: /^Play the sound/u })).toHaveLength(2);

    await user.click(uh);
    await user.click(screen.getByRole('button', { name: 'Play the sound ʞ' }));
    expect(engine.current.play.mock.calls.map(([url]) => url)).toEqual([
      '/sounds/keys/028c.mp3',
      '/sounds/keys/029e.mp3',
    ]);

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('No symbol here: cat = ʞæt.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Play the sound/u })).not.toBeInTheDocument();
  });
});
