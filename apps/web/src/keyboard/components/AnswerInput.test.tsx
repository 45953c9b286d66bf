import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeEngine, Practice, screenWidth } from '#web/test/keyboard-practice';

const engine = vi.hoisted(() => ({ current: null as unknown as ReturnType<typeof fakeEngine> }));
vi.mock('#web/lib/audio-engine', () => ({ audioEngine: () => engine.current }));

function setup({ width = 1024, onPlay }: { width?: number; onPlay?: () => void } = {}) {
  engine.current = fakeEngine();
  screenWidth(width);
  const onSubmit = vi.fn();
  const user = userEvent.setup();
  render(<Practice onSubmit={onSubmit} onPlay={onPlay} />);
  const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Your answer' });
  return { user, input, onSubmit, engine: engine.current };
}

describe('answer field and the physical keyboard', () => {
  it('types the phonetic symbol of each key (spec §3 key map)', async () => {
    const { user, input } = setup();
    await user.click(input);
    await user.keyboard('1234567890-=qaxc[[bdk');
    expect(input).toHaveValue('ɑæɜəʇʌüɪɔðŋʔʒʃʊϫθbdk');
  });

  it('types ʞ and ꟼ with Shift, and the letter itself for other shifted letters', async () => {
    const { user, input } = setup();
    await user.click(input);
    await user.keyboard('{Shift>}kpt{/Shift}k');
    expect(input).toHaveValue('ʞꟼtk');
  });

  it('plays the sound of each symbol typed, but not of space and punctuation', async () => {
    const { user, input, engine } = setup();
    await user.click(input);
    await user.keyboard("c {Shift>}k{/Shift},.'");
    expect(input).toHaveValue("ϫ ʞ,.'");
    expect(engine.play.mock.calls.map(([url]) => url)).toEqual([
      '/sounds/keys/03eb.mp3',
      '/sounds/keys/029e.mp3',
    ]);
  });

  it('leaves keys held with Ctrl, Alt or Meta to the browser', async () => {
    const { user, input, engine } = setup();
    await user.click(input);
    await user.keyboard('s{Control>}1{/Control}{Meta>}q{/Meta}{Alt>}2{/Alt}');
    expect(input).toHaveValue('s');
    expect(engine.play).toHaveBeenCalledTimes(1);
    for (const modifier of ['ctrlKey', 'altKey', 'metaKey']) {
      // Not prevented: the browser's shortcut (copy, paste, select all…) goes ahead.
      expect(fireEvent.keyDown(input, { key: 'a', [modifier]: true })).toBe(true);
    }
    expect(fireEvent.keyDown(input, { key: 'a' })).toBe(false);
  });

  it('types nothing for a key without a symbol', async () => {
    const { user, input } = setup();
    await user.click(input);
    await user.keyboard('!/?Z');
    expect(input).toHaveValue('z');
  });

  it('deletes with Backspace, at the caret', async () => {
    const { user, input } = setup();
    await user.click(input);
    await user.keyboard('2b8{Backspace}');
    expect(input).toHaveValue('æb');
    await user.keyboard('{ArrowLeft}{Backspace}');
    expect(input).toHaveValue('b');
    expect(input.selectionStart).toBe(0);
    await user.keyboard('1');
    expect(input).toHaveValue('ɑb');
    expect(input.selectionStart).toBe(1);
  });

  it('plays the audio on Tab without typing or moving focus', async () => {
    const onPlay = vi.fn();
    const { user, input, onSubmit } = setup({ onPlay });
    await user.click(input);
    await user.keyboard('s{Tab}');
    expect(onPlay).toHaveBeenCalledTimes(1);
    expect(input).toHaveFocus();
    expect(input).toHaveValue('s');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('lets Tab move on when there is no audio to play', async () => {
    const { user, input } = setup();
    await user.click(input);
    await user.tab();
    expect(input).not.toHaveFocus();
  });

  it('checks the answer on Enter', async () => {
    const { user, input, onSubmit } = setup();
    await user.click(input);
    await user.keyboard('1{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(input).toHaveValue('ɑ');
  });

  it('keeps only what the keyboards can type from a paste', async () => {
    const { user, input } = setup();
    await user.click(input);
    await user.paste('ʞæt, cat!');
    expect(input).toHaveValue('ʞæt, t');
  });

  it('is labelled, describes its keys and stays left to right', () => {
    const { input } = setup({ onPlay: () => {} });
    expect(input).toHaveAccessibleDescription(
      'Type with the keys below or your own keyboard; Tab plays the sound again, Enter checks.',
    );
    expect(input).toHaveAttribute('dir', 'ltr');
    expect(input).not.toHaveAttribute('readonly');
  });

  it('is read-only under 768 px, so that only the on-screen keyboard types', async () => {
    const { user, input } = setup({ width: 767 });
    expect(input).toHaveAttribute('readonly');
    expect(input).toHaveAttribute('inputmode', 'none');
    await user.click(screen.getByRole('button', { name: /^ʃ,/ }));
    await user.click(screen.getByRole('button', { name: /^ɪ,/ }));
    expect(input).toHaveValue('ʃɪ');
  });

  it('tells screen readers the answer once typing pauses', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { input } = setup();
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      await user.click(input);
      await user.keyboard('a8p');
      const region = document.querySelector('[aria-live="polite"]');
      expect(region?.textContent).toBe('');
      act(() => vi.advanceTimersByTime(1000));
      expect(region).toHaveTextContent('Your answer: ʃɪp');
      await user.keyboard('{Backspace}{Backspace}{Backspace}');
      act(() => vi.advanceTimersByTime(1000));
      expect(region).toHaveTextContent('Your answer is empty.');
    } finally {
      vi.useRealTimers();
    }
  });
});
