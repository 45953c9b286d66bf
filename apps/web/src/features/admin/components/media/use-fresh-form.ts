import { useState } from 'react';

/**
 * Starts a form over after each save: the caller keys the form with `key`, so that every field,
 * upload and message is new, and focuses its first field when `restarted`.
 */
export function useFreshForm(onSaved?: () => void) {
  const [round, setRound] = useState(0);
  return {
    key: round,
    restarted: round > 0,
    saved: () => {
      setRound((value) => value + 1);
      onSaved?.();
    },
  };
}

/** What a form's body gets: whether it starts over after a save, what to call once saved, and the record it edits, if any. */
export interface FreshFormProps<T> {
  restarted: boolean;
  onSaved: () => void;
  editing: T | undefined;
}
