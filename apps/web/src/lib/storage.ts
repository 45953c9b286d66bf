import type { PublicUser } from '@tp/contract';
import { storedCookie } from '@tp/contract/constants';

/** The client storage keys of the spec (§3), plus the theme index and the guest's sublevel. */
export const storageKeys = {
  token: 'token',
  user: 'user',
  lang: 'lang',
  hasSeenModal: 'hasSeenModal',
  /** A guest's level as a 0-based index into the course (the header shows it plus one). */
  guestLevel: 'guestLevel',
  /** Added to the spec's keys: the guest's item within that level, 0-based, so a reload resumes there. */
  guestSublevel: 'guestSublevel',
  /** Added: the items of that level the guest missed, by index, to come back after its last. */
  guestRetries: 'guestRetries',
  videoAutoPlay: 'videoAutoPlay',
  audioAutoPlay: 'audioAutoPlay',
  keyboardSettings: 'keyboardSettings',
  themeIndex: 'themeIndex',
  /** Added: a guest's points, days (`daily-goal.ts` `DayRecord`) and items completed, carried into the account on sign-up. */
  guestPoints: 'guestPoints',
  guestDay: 'guestDay',
  guestCompleted: 'guestCompleted',
  /** Added: the points a day this device aims at (contract `dailyGoals`). */
  dailyGoal: 'dailyGoal',
  /** Added: a guest's per-sound statistics, carried into the account on sign-up. */
  guestSoundStats: 'guestSoundStats',
  /** Added: the language a guest said they grew up with, carried into the account on sign-up. */
  firstLanguage: 'firstLanguage',
  /** Added: a signed-in learner's answers given offline, in order, until the server has taken them. */
  answerOutbox: 'answerOutbox',
  /** Added: this browser was told that the app plays offline, which it is told once. */
  offlineNoticeShown: 'offlineNoticeShown',
  /** Added: how the dashboard shows the levels, 'cards' or 'table', as its admin chose last. */
  adminLevelsView: 'adminLevelsView',
} as const;

export type StorageKey = (typeof storageKeys)[keyof typeof storageKeys];

type Listener = (key: StorageKey) => void;
const listeners = new Set<Listener>();

/** Notified on every write through these helpers, so hooks can re-read what they show. */
export function subscribeStorage(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function notify(key: StorageKey): void {
  for (const listener of listeners) listener(key);
}

// Storage can throw (private mode, quota, disabled cookies); the app must keep working without it.
export function getString(key: StorageKey): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/**
 * Whether this browser has stored nothing of the app's: a first visit. Only then does the page it
 * is given (its first screen rendered by the server) show what the app would show.
 */
export function storedNothing(): boolean {
  return Object.values(storageKeys).every((key) => getString(key) === null);
}

/**
 * Tells the server, with every later request, that this browser has stored something: it then
 * sends the page without a first visit's first screen (apps/server/src/platform/first-screen.ts).
 */
let remembered = false;
export function rememberStored(): void {
  if (remembered) return;
  remembered = true;
  // biome-ignore lint/suspicious/noDocumentCookie: a flag the server reads; no value, no script reads it.
  document.cookie = `${storedCookie}=1; path=/; max-age=${400 * 24 * 3600}; samesite=lax`;
}

export function setString(key: StorageKey, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Preference is kept for this page only.
  }
  rememberStored();
  notify(key);
}

export function removeItem(key: StorageKey): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // Nothing stored, nothing to remove.
  }
  notify(key);
}

export function getJson<T>(key: StorageKey): T | null {
  const raw = getString(key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

export function setJson(key: StorageKey, value: unknown): void {
  setString(key, JSON.stringify(value));
}

export function getNumber(key: StorageKey, fallback: number): number {
  const raw = getString(key);
  const value = raw === null ? Number.NaN : Number(raw);
  return Number.isFinite(value) ? value : fallback;
}

export function getBoolean(key: StorageKey, fallback: boolean): boolean {
  const raw = getString(key);
  return raw === null ? fallback : raw === 'true';
}

export const getToken = (): string | null => getString(storageKeys.token) || null;
export const setToken = (token: string): void => setString(storageKeys.token, token);

export const getStoredUser = (): PublicUser | null => getJson<PublicUser>(storageKeys.user);
export const setStoredUser = (user: PublicUser): void => setJson(storageKeys.user, user);

/** Token and user are cleared together on logout (spec §3). */
export function clearSession(): void {
  removeItem(storageKeys.token);
  removeItem(storageKeys.user);
}
