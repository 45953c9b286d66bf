import { getNumber, removeItem, setString, storageKeys, subscribeStorage } from './storage';
import { useStored } from './use-stored';

/** Where a guest stands: `level` is the 0-based index of the level, `sublevel` the item within it. */
export interface GuestProgress {
  level: number;
  sublevel: number;
}

const wholeNumber = (value: number) => (Number.isFinite(value) && value >= 0 ? Math.floor(value) : 0);

let snapshot: GuestProgress = { level: 0, sublevel: 0 };

/** Stored values may be hand-edited: anything unusable counts as the start. */
export function getGuestProgress(): GuestProgress {
  const level = wholeNumber(getNumber(storageKeys.guestLevel, 0));
  const sublevel = wholeNumber(getNumber(storageKeys.guestSublevel, 0));
  // The same object until a value changes, as useSyncExternalStore requires.
  if (level !== snapshot.level || sublevel !== snapshot.sublevel) snapshot = { level, sublevel };
  return snapshot;
}

export function setGuestProgress({ level, sublevel }: GuestProgress): void {
  setString(storageKeys.guestSublevel, String(sublevel));
  setString(storageKeys.guestLevel, String(level));
}

/** Once a guest has signed up, their progress belongs to the account. */
export function clearGuestProgress(): void {
  removeItem(storageKeys.guestLevel);
  removeItem(storageKeys.guestSublevel);
}

export function useGuestProgress(): GuestProgress {
  return useStored(subscribeStorage, getGuestProgress);
}
