import type { Level } from '@tp/contract/levels';
import { useState } from 'react';

/**
 * The levels ticked in the table, among those it shows: a level the search hides or the course
 * loses leaves the selection, so an action never touches a row out of sight.
 */
export function useLevelSelection(shown: readonly Level[]) {
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set());
  const selected = shown.filter((level) => ticked.has(level._id));
  return {
    selected,
    isSelected: (level: Level) => ticked.has(level._id),
    allSelected: shown.length > 0 && selected.length === shown.length,
    toggle(level: Level) {
      const next = new Set(ticked);
      if (!next.delete(level._id)) next.add(level._id);
      setTicked(next);
    },
    /** Ticks every level shown, or none when all already are. */
    toggleAll() {
      setTicked(new Set(selected.length === shown.length ? [] : shown.map((level) => level._id)));
    },
    clear: () => setTicked(new Set()),
  };
}

export type LevelSelection = ReturnType<typeof useLevelSelection>;
