import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { keyboardRows } from '@tp/phonetics';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setKeyboardSettings } from '#web/lib/keyboard-settings';
import { storageKeys } from '#web/lib/storage';
import { fakeEngine, Practice, screenWidth } from '#web/test/keyboard-practice';
import { keySoundUrl } from '../key-sounds';

const engine = vi.hoisted(() => ({ current: null as unknown as ReturnType<typeof fakeEngine> }));
vi.mock('#web/lib/audio-engine', () => ({ audioEngine: () => engine.current }));

function setup() {
  engine.current = fakeEngine();
  screenWidth(1024);
  const onSubmit = vi.fn();
  const onRender = vi.fn();
  const user = userEvent.setup();
  render(<Practice onSubmit={onSubmit} onRender={onRender} />);
  const keyboard = screen.getByRole('group', { name: 'Phonetic keyboard' });
  const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Your answer' });
  // Keys hidden on one layout or the other by CSS are all in the DOM: take the first of a name.
  const key = (name: string | RegExp) => within(keyboard).getAllByRole('button', { name })[0] as HTMLElement;
  const symbolKey = (symbol: string) => key(new RegExp(`^${symbol},`));
  return { user, keyboard, input, key, symbolKey, onSubmit, onRender, engine: engine.current };
}

const played = () => engine.current.play.mock.calls.map(([url]) => url);

describe('on-screen keyboard', () => {
  it('has five rows; keys for one layout are hidden on the other by CSS alone', () => {
    const { keyboard } = setup();
    const rows = keyboard.querySelectorAll(':scope > div');
    expect(rows).toHaveLength(5);
    rows.forEach((row, index) => {
      expect(row.querySelectorAll('button')).toHaveLength(keyboardRows[index]?.length ?? -1);
    });
    const [desktopTheta, phoneTheta] = within(keyboard).getAllByRole('button', { name: /^θ,/ });
    expect(desktopTheta?.parentElement).toHaveClass('max-md:hidden');
    expect(phoneTheta?.parentElement).toHaveClass('md:hidden');
    expect(within(keyboard).getAllByRole('button', { name: 'Submit' })).toHaveLength(2);
  });

  it('names every symbol key by its symbol and translated description, with the example as tooltip', () => {
    const { symbolKey, key } = setup();
    const ash = symbolKey('ɑ');
    expect(ash).toHaveAccessibleName('ɑ, the open "ah"; also starts ɑɪ (my) and ɑʊ (now)');
    expect(ash).toHaveAttribute('title', 'Example: father (fɑðər)');
    expect(ash).toHaveAccessibleDescription('Example: father (fɑðər)');
    expect(ash).toHaveTextContent(/^ɑ$/);
    expect(ash.parentElement).toHaveTextContent('ɑ1');
    expect(symbolKey('ϫ')).toHaveAccessibleName('ϫ, ch (one symbol, not t + ʃ)');
    expect(symbolKey('b')).toHaveAccessibleName('b, the b sound');
    for (const name of [
      'Delete',
      'Submit',
      'Shift',
      'Space',
      '123, Numbers',
      'Emoji',
      'Comma',
      'Full stop',
      'Apostrophe',
    ]) {
      expect(key(name)).toBeInTheDocument();
    }
  });

  it('types and deletes at the caret', async () => {
    const { user, symbolKey, key, input } = setup();
    await user.click(symbolKey('ʃ'));
    await user.click(symbolKey('ɪ'));
    await user.click(symbolKey('p'));
    await user.click(key('Space'));
    await user.click(key('Full stop'));
    expect(input).toHaveValue('ʃɪp .');
    await user.click(key('Delete'));
    await user.click(key('Delete'));
    expect(input).toHaveValue('ʃɪp');
  });

  it('renders nothing as either keyboard types: the answer writes the field itself', async () => {
    const { user, symbolKey, input, onRender } = setup();
    await user.click(input);
    onRender.mockClear();
    await user.click(symbolKey('ʃ'));
    await user.keyboard('ip{Backspace}p');
    expect(input).toHaveValue('ʃip');
    expect(input.selectionStart).toBe(3);
    expect(onRender).not.toHaveBeenCalled();
  });

  it('types where the caret is in the answer field', async () => {
    const { user, symbolKey, input } = setup();
    await user.click(input);
    await user.keyboard('bd{ArrowLeft}');
    await user.click(symbolKey('ɪ'));
    expect(input).toHaveValue('bɪd');
    expect(input).toHaveFocus();
    expect(input.selectionStart).toBe(2);
  });

  it('keeps deleting while Delete is held', () => {
    const { key, input } = setup();
    vi.useFakeTimers();
    try {
      fireEvent.change(input, { target: { value: 'ʃɪpʃɪp', selectionEnd: 6 } });
      const remove = key('Delete');
      fireEvent.pointerDown(remove, { button: 0, isPrimary: true, pointerType: 'touch' });
      expect(input).toHaveValue('ʃɪpʃɪ');
      act(() => vi.advanceTimersByTime(400 + 70));
      expect(input).toHaveValue('ʃɪp');
      fireEvent.pointerUp(remove, { button: 0, isPrimary: true, pointerType: 'touch' });
      act(() => vi.advanceTimersByTime(1000));
      expect(input).toHaveValue('ʃɪp');
    } finally {
      vi.useRealTimers();
    }
  });

  it('plays each symbol key’s own sound as it goes down', async () => {
    const { user, symbolKey, input } = setup();
    await user.pointer({ keys: '[MouseLeft>]', target: symbolKey('ɑ') });
    // Before the button is released.
    expect(played()).toEqual(['/sounds/keys/0251.mp3']);
    expect(input).toHaveValue('ɑ');
    await user.pointer({ keys: '[/MouseLeft]', target: symbolKey('ɑ') });
    expect(input).toHaveValue('ɑ');
    for (const symbol of ['k', 'ð', 'ü', 'ꟼ']) {
      if (symbol === 'ꟼ') await user.click(screen.getByRole('button', { name: 'Shift' }));
      await user.click(symbolKey(symbol));
    }
    expect(played()).toEqual(['ɑ', 'k', 'ð', 'ü', 'ꟼ'].map(keySoundUrl));
    expect(played().slice(1)).toEqual([
      '/sounds/keys/006b.mp3',
      '/sounds/keys/00f0.mp3',
      '/sounds/keys/00fc.mp3',
      '/sounds/keys/a7fc.mp3',
    ]);
  });

  it('plays no sound for Delete, Submit, Shift, Space, comma, full stop, apostrophe, numbers and emoji', async () => {
    const { user, key, onSubmit } = setup();
    const silent = ['Space', 'Comma', 'Full stop', 'Apostrophe', 'Delete', 'Shift', '123, Numbers', 'Emoji'];
    for (const name of silent) await user.click(key(name));
    await user.click(key('Submit'));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(engine.current.play).not.toHaveBeenCalled();
  });

  it('works from the keyboard: Tab to a key, Enter or Space presses it once', async () => {
    const { user, symbolKey, input } = setup();
    symbolKey('ʒ').focus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(input).toHaveValue('ʒʒ');
    expect(played()).toEqual([keySoundUrl('ʒ'), keySoundUrl('ʒ')]);
  });

  it('turns k into ʞ and p into ꟼ while Shift is on, for one symbol, and shows it', async () => {
    const { user, key, symbolKey, input } = setup();
    const shift = key('Shift');
    expect(shift).toHaveAttribute('aria-pressed', 'false');
    await user.click(shift);
    expect(shift).toHaveAttribute('aria-pressed', 'true');
    expect(symbolKey('ʞ')).toHaveAccessibleName('ʞ, aspirated k (a puff of air)');
    expect(symbolKey('ʞ').parentElement).toHaveTextContent('ʞ⇧K');
    expect(symbolKey('ꟼ')).toHaveTextContent('ꟼ');
    expect(screen.queryByRole('button', { name: /^k,/ })).not.toBeInTheDocument();
    await user.click(symbolKey('ʞ'));
    expect(shift).toHaveAttribute('aria-pressed', 'false');
    await user.click(symbolKey('æ'));
    await user.click(symbolKey('p'));
    await user.click(shift);
    await user.click(shift);
    await user.click(symbolKey('k'));
    expect(input).toHaveValue('ʞæpk');
  });

  it('swaps the first row for digits or emoji, which type without a sound', async () => {
    const { user, key, keyboard, input } = setup();
    await user.click(key('123, Numbers'));
    expect(key('123, Numbers')).toHaveAttribute('aria-pressed', 'true');
    const firstRow = keyboard.querySelector(':scope > div') as HTMLElement;
    expect(within(firstRow).getByRole('button', { name: '7' })).toBeInTheDocument();
    expect(within(firstRow).queryByRole('button', { name: /^ɑ,/ })).not.toBeInTheDocument();
    await user.click(key('7'));
    await user.click(key('Emoji'));
    expect(key('123, Numbers')).toHaveAttribute('aria-pressed', 'false');
    await user.click(key('🎉'));
    await user.click(key('Emoji'));
    expect(within(firstRow).getByRole('button', { name: /^ɑ,/ })).toBeInTheDocument();
    expect(input).toHaveValue('7🎉');
    await user.click(key('Delete'));
    expect(input).toHaveValue('7');
    expect(engine.current.play).not.toHaveBeenCalled();
  });

  it('lights the key that a physical key types', async () => {
    const { user, input, symbolKey } = setup();
    await user.click(input);
    await user.keyboard('a');
    expect(symbolKey('ʃ')).toHaveAttribute('data-pressed');
    await vi.waitFor(() => expect(symbolKey('ʃ')).not.toHaveAttribute('data-pressed'));
  });

  it('preloads every key sound, and none for the letters the model does not use', async () => {
    setup();
    await vi.waitFor(() => expect(engine.current.preload).toHaveBeenCalledTimes(1));
    const [urls] = engine.current.preload.mock.calls[0] as unknown as [string[]];
    expect(urls).toContain('/sounds/keys/0251.mp3');
    expect(urls).not.toContain('/sounds/keys/0075.mp3');
    expect(urls).toHaveLength(39);
  });
});

describe('hover sound', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  // Pointer events by hand: user-event waits on timers, which are fake here.
  const hover = (element: HTMLElement, pointerType = 'mouse') =>
    fireEvent.pointerOver(element, { pointerType });
  const unhover = (element: HTMLElement) =>
    fireEvent.pointerOut(element, { pointerType: 'mouse', relatedTarget: document.body });

  function hoverSetup() {
    const view = setup();
    vi.useFakeTimers();
    return view;
  }

  it('plays a key’s sound after the delay, as many times as the loop count', async () => {
    setKeyboardSettings({ hoverSoundDelay: 1000, loopCount: 3 });
    const { symbolKey } = hoverSetup();
    hover(symbolKey('θ'));
    act(() => vi.advanceTimersByTime(999));
    expect(engine.current.play).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(engine.current.play).toHaveBeenCalledTimes(1);
    expect(engine.current.play).toHaveBeenCalledWith(keySoundUrl('θ'), expect.objectContaining({ loop: 3 }));
  });

  it('defaults to one play after 500 ms, and stops when the mouse leaves', async () => {
    const { symbolKey } = hoverSetup();
    hover(symbolKey('ŋ'));
    act(() => vi.advanceTimersByTime(500));
    expect(engine.current.play).toHaveBeenCalledWith(keySoundUrl('ŋ'), expect.objectContaining({ loop: 1 }));
    const [handle] = engine.current.handles;
    expect(handle?.stop).not.toHaveBeenCalled();
    unhover(symbolKey('ŋ'));
    expect(handle?.stop).toHaveBeenCalled();
  });

  it('never plays when the mouse leaves before the delay', async () => {
    const { symbolKey } = hoverSetup();
    hover(symbolKey('ʊ'));
    act(() => vi.advanceTimersByTime(300));
    unhover(symbolKey('ʊ'));
    act(() => vi.advanceTimersByTime(5000));
    expect(engine.current.play).not.toHaveBeenCalled();
  });

  it('treats a loop count below 0 as 0 and respects the switch', async () => {
    localStorage.setItem(storageKeys.keyboardSettings, JSON.stringify({ loopCount: -4 }));
    const { symbolKey } = hoverSetup();
    hover(symbolKey('ʊ'));
    act(() => vi.advanceTimersByTime(5000));
    setKeyboardSettings({ loopCount: 2, hoverSoundEnabled: false });
    hover(symbolKey('ð'));
    act(() => vi.advanceTimersByTime(5000));
    expect(engine.current.play).not.toHaveBeenCalled();
  });

  it('is for a mouse only, and not for silent keys', async () => {
    const { symbolKey, key } = hoverSetup();
    hover(symbolKey('ʃ'), 'touch');
    hover(key('Space'));
    hover(key('Submit'));
    act(() => vi.advanceTimersByTime(5000));
    expect(engine.current.play).not.toHaveBeenCalled();
  });
});
