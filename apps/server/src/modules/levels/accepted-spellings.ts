import type { AdminLevel } from '@tp/contract';
import { levelSpellings } from '@tp/phonetics';

/**
 * A level as learners play it, each item's variants the spellings it accepts there under the
 * variant policy (docs/design.md §5): its own variants and the policy's forms (merged, weak), less
 * any another item of the level accepts. Computed once per course version by the course cache, so
 * an answer is checked against them with no more work, and sent as they are, so that the browser's
 * own check and clues agree with the server's.
 */
export function withAcceptedSpellings<T extends AdminLevel>(level: T): T {
  if (level.sounds.length === 0) return level;
  const { accepted } = levelSpellings(level.sounds);
  return {
    ...level,
    sounds: level.sounds.map((sound, i) => ({ ...sound, variants: accepted[i]?.variants ?? [] })),
  };
}
