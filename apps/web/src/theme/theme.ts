import { getPreferences, setThemeIndex, subscribePreferences, usePreferences } from '../lib/preferences';
import { type ThemeName, themeCss, themeNames } from './themes';

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

/** Injects the theme variables (derived from themes.ts) and keeps `data-theme` on <html> current. */
export function startThemeSync(doc: Document = document): () => void {
  if (!doc.getElementById('tp-themes')) {
    const style = doc.createElement('style');
    style.id = 'tp-themes';
    style.textContent = themeCss();
    doc.head.append(style);
  }
  const apply = (index: number) => doc.documentElement.setAttribute('data-theme', nameAt(index));
  apply(getPreferences().themeIndex);
  return subscribePreferences((prefs) => apply(prefs.themeIndex));
}
