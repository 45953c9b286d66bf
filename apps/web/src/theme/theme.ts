import { getPreferences, setThemeIndex, subscribePreferences, usePreferences } from '#web/lib/preferences';
import { type ThemeName, themeNames } from './themes';

const nameAt = (index: number): ThemeName => themeNames[index] ?? 'classic';

export function cycleTheme(): void {
  setThemeIndex((getPreferences().themeIndex + 1) % themeNames.length);
}

export function setTheme(name: ThemeName): void {
  setThemeIndex(themeNames.indexOf(name));
}

export function useThemeName(): ThemeName {
  return nameAt(usePreferences().themeIndex);
}

/**
 * Keeps `data-theme` on <html> current. The themes' variables are a stylesheet made from themes.ts
 * at build time (`virtual:tp-themes.css`), so no palette ships as JavaScript.
 */
export function startThemeSync(doc: Document = document): () => void {
  const apply = (index: number) => doc.documentElement.setAttribute('data-theme', nameAt(index));
  apply(getPreferences().themeIndex);
  return subscribePreferences((prefs) => apply(prefs.themeIndex));
}
