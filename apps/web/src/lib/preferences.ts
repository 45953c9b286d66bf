import { type Language, languages, themeNames } from '@tp/contract/constants';
import { getNumber, getString, setString, storageKeys, subscribeStorage } from './storage';
import { useStored } from './use-stored';

/** Client preferences; server data lives in the query cache, never here. */
export interface Preferences {
  lang: Language;
  themeIndex: number;
}

const themeCount = themeNames.length;

const isLanguage = (value: string | null): value is Language =>
  languages.some((language) => language === value);

/** What storage holds now, which another tab may have changed since the snapshot was taken. */
export function readPreferences(): Preferences {
  const lang = getString(storageKeys.lang);
  const themeIndex = Math.trunc(getNumber(storageKeys.themeIndex, 0));
  return {
    lang: isLanguage(lang) ? lang : 'en',
    themeIndex: themeIndex >= 0 && themeIndex < themeCount ? themeIndex : 0,
  };
}

let snapshot = readPreferences();

export function getPreferences(): Preferences {
  return snapshot;
}

type Listener = (prefs: Preferences) => void;
const listeners = new Set<Listener>();

// One storage subscription refreshes the snapshot before any preference listener runs.
subscribeStorage((key) => {
  if (key !== storageKeys.lang && key !== storageKeys.themeIndex) return;
  const next = readPreferences();
  if (next.lang === snapshot.lang && next.themeIndex === snapshot.themeIndex) return;
  snapshot = next;
  for (const listener of listeners) listener(next);
});

/** Listens to preference changes only; the snapshot object changes identity when a value does. */
export function subscribePreferences(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function usePreferences(): Preferences {
  return useStored(subscribePreferences, getPreferences);
}

export function setLanguage(lang: Language): void {
  setString(storageKeys.lang, lang);
}

export function setThemeIndex(index: number): void {
  setString(storageKeys.themeIndex, String(((index % themeCount) + themeCount) % themeCount));
}
