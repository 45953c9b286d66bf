import type { RunPlace } from '@tp/contract/level-run';
import {
  getJson,
  getNumber,
  getString,
  removeItem,
  setJson,
  setString,
  storageKeys,
  subscribeStorage,
} from './storage';
import { useStored } from './use-stored';

/**
 * Where a guest stands: `level` is the 0-based index of the level, `sublevel` their place in it
 * and `retries` the items missed there, to come back (`level-run.ts`).
 */
export interface GuestProgress extends RunPlace {
  level: number;
}

const wholeNumber = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? Math.floor(value) : 0;

let snapshot: GuestProgress = { level: 0, sublevel: 0, retries: [] };
let snapshotRetries: string | null = null;

/** Stored values may be hand-edited: anything unusable counts as the start. */
export function getGuestProgress(): GuestProgress {
  const level = wholeNumber(getNumber(storageKeys.guestLevel, 0));
  const sublevel = wholeNumber(getNumber(storageKeys.guestSublevel, 0));
  // Read at every render: the stored list is parsed only when it has changed.
  const storedRetries = getString(storageKeys.guestRetries);
  // The same object until a value changes, as useSyncExternalStore requires.
  if (level !== snapshot.level || sublevel !== snapshot.sublevel || storedRetries !== snapshotRetries) {
    const parsed = getJson<unknown>(storageKeys.guestRetries);
    const retries = Array.isArray(parsed) ? parsed.map(wholeNumber) : [];
    snapshot = { level, sublevel, retries };
    snapshotRetries = storedRetries;
  }
  return snapshot;
}

export function setGuestProgress({ level, sublevel, retries }: GuestProgress): void {
  setJson(storageKeys.guestRetries, retries);
  setString(storageKeys.guestSublevel, String(sublevel));
  setString(storageKeys.guestLevel, String(level));
}

/** Once a guest has signed up, their progress belongs to the account. */
export function clearGuestProgress(): void {
  removeItem(storageKeys.guestLevel);
  removeItem(storageKeys.guestSublevel);
  removeItem(storageKeys.guestRetries);
}

export function useGuestProgress(): GuestProgress {
  return useStored(subscribeStorage, getGuestProgress);
}
