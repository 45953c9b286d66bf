import { describe, expect, it } from 'vitest';
import { defaultKeyboardSettings, getKeyboardSettings, setKeyboardSettings } from './keyboard-settings';
import { storageKeys } from './storage';

const store = (value: unknown) =>
  localStorage.setItem(
    storageKeys.keyboardSettings,
    typeof value === 'string' ? value : JSON.stringify(value),
  );

describe('keyboard settings', () => {
  it('default to the hover sound on, after 500 ms, played once', () => {
    expect(getKeyboardSettings()).toEqual({ hoverSoundEnabled: true, hoverSoundDelay: 500, loopCount: 1 });
    store('not json');
    expect(getKeyboardSettings()).toEqual(defaultKeyboardSettings);
  });

  it('read what is stored and keep the same object until it changes', () => {
    store({ hoverSoundEnabled: false, hoverSoundDelay: 2000, loopCount: 3 });
    const first = getKeyboardSettings();
    expect(first).toEqual({ hoverSoundEnabled: false, hoverSoundDelay: 2000, loopCount: 3 });
    expect(getKeyboardSettings()).toBe(first);
  });

  it('never let the loop count go below 0, and ignore unusable values', () => {
    store({ hoverSoundEnabled: 'yes', hoverSoundDelay: -5, loopCount: -3 });
    expect(getKeyboardSettings()).toEqual({ hoverSoundEnabled: true, hoverSoundDelay: 0, loopCount: 0 });
    setKeyboardSettings({ loopCount: -1 });
    expect(JSON.parse(localStorage.getItem(storageKeys.keyboardSettings) ?? '')).toMatchObject({
      loopCount: 0,
    });
  });

  it('merge a change into the stored settings', () => {
    setKeyboardSettings({ loopCount: 4 });
    setKeyboardSettings({ hoverSoundDelay: 1000 });
    expect(getKeyboardSettings()).toEqual({ hoverSoundEnabled: true, hoverSoundDelay: 1000, loopCount: 4 });
  });
});
