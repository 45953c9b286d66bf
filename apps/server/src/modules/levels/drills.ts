import type { AdminLevel, ContrastDrill, FirstLanguage } from '@tp/contract';
import { contrastOf, contrastsFor } from '@tp/phonetics';

/** The contrasts a level drills: those two of its words differ in, and nothing else. */
function drilledContrasts(level: AdminLevel): Set<string> {
  const drilled = new Set<string>();
  const answers = level.sounds.map((sound) => sound.answer);
  answers.forEach((one, i) => {
    for (const other of answers.slice(i + 1)) {
      const found = contrastOf(one, other);
      if (found) drilled.add(found.contrast.id);
    }
  });
  return drilled;
}

// Worked out once per course snapshot: the published levels' array is new with each version.
const byCourse = new WeakMap<readonly AdminLevel[], { level: AdminLevel; contrasts: Set<string> }[]>();

function listeningDrills(levels: readonly AdminLevel[]) {
  let drills = byCourse.get(levels);
  if (!drills) {
    drills = levels
      .filter((level) => level.type === 'listening')
      .map((level) => ({ level, contrasts: drilledContrasts(level) }))
      .filter((drill) => drill.contrasts.size > 0);
    byCourse.set(levels, drills);
  }
  return drills;
}

/**
 * The listening levels drilling the contrasts hardest for speakers of `language`, hardest
 * contrast first and, for one contrast, in course order; each level once, under its hardest.
 */
export function firstLanguageDrills(
  levels: readonly AdminLevel[],
  language: FirstLanguage,
): { contrasts: string[]; drills: ContrastDrill[] } {
  const contrasts = [...contrastsFor(language)];
  const drills = listeningDrills(levels);
  const listed = new Set<string>();
  const offered: ContrastDrill[] = [];
  for (const contrast of contrasts)
    for (const { level, contrasts: drilled } of drills) {
      if (!drilled.has(contrast) || listed.has(level._id)) continue;
      listed.add(level._id);
      offered.push({ contrast, levelId: level._id, level: level.level, premiumOnly: level.premiumOnly });
    }
  return { contrasts, drills: offered };
}
