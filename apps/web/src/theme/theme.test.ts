import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { storageKeys } from '#web/lib/storage';
import { cycleTheme, setTheme, startThemeSync } from './theme';

describe('theme store', () => {
  let stop: () => void;
  beforeEach(() => {
    localStorage.clear();
    setTheme('classic');
    stop = startThemeSync();
  });
  afterEach(() => stop());

  it('cycles through the five themes, wrapping, and saves the index', () => {
    const seen: (string | null)[] = [];
    for (let i = 0; i < 6; i++) {
      cycleTheme();
      seen.push(document.documentElement.getAttribute('data-theme'));
    }
    expect(seen).toEqual(['neon', 'pastel', 'sakura', 'sunset', 'classic', 'neon']);
    expect(localStorage.getItem(storageKeys.themeIndex)).toBe('1');
  });

  it('sets a theme by name', () => {
    setTheme('sunset');
    expect(document.documentElement.getAttribute('data-theme')).toBe('sunset');
    expect(localStorage.getItem(storageKeys.themeIndex)).toBe('4');
  });
});
