import { type Language, languages } from '@tp/contract/constants';
import { useSyncExternalStore } from 'react';
import { getNumber, getString, setString, storageKeys, subscribeStorage } from './storage';

/** Client preferences; server data lives in the query cache, never here. */
export interface Preferences {
  lang: Language;
  themeIndex: number;
}

export const themeCount = 5;

const isLanguage = (value: string | null): value is Language =>
  languages.some((language) => language === value);

function read(): Preferences {
  const lang = getString(storageKeys.lang);
  const themeIndex = Math.trunc(getNumber(storageKeys.themeIndex, 0));
  return {
    lang: isLanguage(lang) ? lang : 'en',
    themeIndex: themeIndex >= 0 && themeIndex < themeCount ? themeIndex : 0,
  };
}

let snapshot = read();

export function getPreferences(): Preferences {
  return snapshot;
}

type Listener = (prefs: Preferences) => void;
const listeners = new Set<Listener>();

// One storage subscription refreshes the snapshot before any preference listener runs.
subscribeStorage((key) => {
  if (key !== storageKeys.lang && key !== storageKeys.themeIndex) return;
  const next = read();
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
  return useSyncExternalStore(subscribePreferences, getPreferences);
}

export function setLanguage(lang: Language): void {
  setString(storageKeys.lang, lang);
}

export function setThemeIndex(index: number): void {
  setString(storageKeys.themeIndex, String(((index % themeCount) + themeCount) % themeCount));
}
