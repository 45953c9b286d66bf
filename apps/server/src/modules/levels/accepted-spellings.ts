import type { AdminLevel, LevelWarning } from '@tp/contract';
import { levelSpellings, levelWarnings } from '@tp/phonetics';

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

/**
 * What the studio warns an author of in a level, worked out with the functions the course cache
 * and the course's tests use (docs/design.md §5): an own variant the level refuses, a picture that
 * tells a drilled word from its partner.
 */
export function warningsOf(level: AdminLevel): LevelWarning[] {
  const items = level.sounds.map((sound) => ({ ...sound, image: sound.image?._id ?? null }));
  return levelWarnings(items).map((warning) => ({
    kind: warning.kind,
    sound: level.sounds[warning.item]?._id ?? '',
    other: level.sounds[warning.other]?._id ?? '',
    variant: warning.kind === 'variant_defeats_drill' ? warning.variant : null,
  }));
}
