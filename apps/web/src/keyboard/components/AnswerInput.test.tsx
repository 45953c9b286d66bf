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
      'Type with the keys below or your own keyboard; Tab plays the sound again, Enter checks, Alt+C gives a clue.',
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

describe('keys pressed while something else on the page has focus', () => {
  function setupPage() {
    engine.current = fakeEngine();
    screenWidth(1024);
    const onSubmit = vi.fn();
    const onClue = vi.fn();
    const onFullscreen = vi.fn();
    const user = userEvent.setup();
    render(
      <>
        <Practice onSubmit={onSubmit} onClue={onClue} />
        <img alt="A cat" src="data:," />
        <button type="button" onClick={onFullscreen}>
          Fullscreen
        </button>
        <label>
          Name <input />
        </label>
        <nav aria-label="Menu">
          <a href="#top">Home</a>
        </nav>
      </>,
    );
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Your answer' });
    return { user, input, onSubmit, onClue, onFullscreen };
  }

  it('type into the answer after a click on the picture, and Enter checks', async () => {
    const { user, input, onSubmit } = setupPage();
    await user.click(screen.getByRole('img', { name: 'A cat' }));
    expect(input).not.toHaveFocus();
    await user.keyboard('bdk{Backspace}k');
    expect(input).toHaveValue('bdk');
    expect(input).toHaveFocus();
    await user.click(screen.getByRole('img', { name: 'A cat' }));
    await user.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('type into the answer from a focused button, which keeps Enter and Space for itself', async () => {
    const { user, input, onSubmit, onFullscreen } = setupPage();
    const button = screen.getByRole('button', { name: 'Fullscreen' });
    button.focus();
    await user.keyboard('{Enter}');
    button.focus();
    await user.keyboard(' ');
    expect(onFullscreen).toHaveBeenCalledTimes(2);
    expect(onSubmit).not.toHaveBeenCalled();
    expect(input).toHaveValue('');
    button.focus();
    await user.keyboard('b');
    expect(input).toHaveValue('b');
  });

  it('leave another field and the menu their own keys', async () => {
    const { user, input } = setupPage();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ada');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Ada');
    screen.getByRole('link', { name: 'Home' }).focus();
    await user.keyboard('b');
    expect(input).toHaveValue('');
  });

  it('ask for a clue with Alt+C, from the field or from elsewhere', async () => {
    const { user, input, onClue } = setupPage();
    await user.click(input);
    await user.keyboard('{Alt>}c{/Alt}');
    await user.click(screen.getByRole('img', { name: 'A cat' }));
    await user.keyboard('{Alt>}c{/Alt}');
    expect(onClue).toHaveBeenCalledTimes(2);
    expect(input).toHaveValue('');
  });
});
