import type { Level } from '@tp/contract/levels';

/**
 * The course in the order shown: the admin's unsaved order if there is one, else by level number.
 * Levels created meanwhile go last; deleted ones drop out.
 */
export function arrangeLevels(levels: readonly Level[], order: readonly string[] | null): Level[] {
  const sorted = [...levels].sort((a, b) => a.level - b.level);
  if (!order) return sorted;
  const byId = new Map(sorted.map((level) => [level._id, level]));
  const placed = order.flatMap((id) => byId.get(id) ?? []);
  const placedIds = new Set(order);
  return [...placed, ...sorted.filter((level) => !placedIds.has(level._id))];
}

/** The ids with the one at `from` moved to `to`. */
export function moveLevel(ids: readonly string[], from: number, to: number): string[] {
  const next = [...ids];
  const [moved] = next.splice(from, 1);
  if (moved === undefined) return next;
  next.splice(to, 0, moved);
  return next;
}

/** What PUT /levels/reorder takes: every level with its new number, counted from 1. */
export function reorderPayload(levels: readonly Level[]): { _id: string; level: number }[] {
  return levels.map((level, index) => ({ _id: level._id, level: index + 1 }));
}
