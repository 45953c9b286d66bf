import {
  type Contrast,
  type ContrastPosition,
  contrastOf,
  contrasts,
  keyboardSymbols,
  pictureGiveaways,
} from '@tp/phonetics';
import type { Manifest } from './manifest';

/** What the course must drill: how many contrasts, each with how many pairs of words. */
export const drillRules = { contrastsMin: 24, pairsMin: 4 } as const;

/** Voicing is heard differently at a word's start and end (German and Chinese ears hear no final voicing): both are drilled. */
export const voicingContrasts: readonly string[] = ['p-b', 't-d', 'k-g', 's-z', 'f-v'];

/** One contrast as the course drills it. */
export interface ContrastDrill {
  readonly contrast: Contrast;
  /** The distinct pairs of words, "pea/bee", in course order. */
  readonly pairs: readonly string[];
  /** Where in the word the pairs set the two sounds against each other. */
  readonly positions: ReadonlySet<ContrastPosition>;
  /** The level numbers that drill it. */
  readonly levels: readonly number[];
  /** Those of them that are sound levels: the pair typed with its pictures, not only heard. */
  readonly pictured: readonly number[];
}

/**
 * Every contrast of `contrasts` with the pairs of words that drill it: two items of one listening
 * or sound level whose answers differ in that contrast alone, every symbol of both introduced by an
 * earlier level. Contrasts no level drills are listed with no pairs.
 */
export function contrastDrills(manifest: Manifest): ContrastDrill[] {
  const sounds = new Map(manifest.sounds.map((sound) => [sound.key, sound]));
  const introduced = new Set<string>();
  const found = new Map(
    contrasts.map((c) => [
      c.id,
      {
        pairs: new Set<string>(),
        positions: new Set<ContrastPosition>(),
        levels: new Set<number>(),
        pictured: new Set<number>(),
      },
    ]),
  );
  const known = (answer: string) =>
    Array.from(answer).every((symbol) => !keyboardSymbols.has(symbol) || introduced.has(symbol));
  for (const [i, level] of manifest.levels.entries()) {
    if (level.type === 'listening' || level.type === 'sound') {
      const items = (level.sounds ?? []).flatMap((key) => sounds.get(key) ?? []);
      items.forEach((one, j) => {
        for (const other of items.slice(j + 1)) {
          const drilled = contrastOf(one.answer, other.answer);
          if (!drilled || !known(one.answer) || !known(other.answer)) continue;
          const entry = found.get(drilled.contrast.id);
          if (!entry?.pairs.has(`${other.name}/${one.name}`)) entry?.pairs.add(`${one.name}/${other.name}`);
          entry?.positions.add(drilled.position);
          entry?.levels.add(i + 1);
          if (level.type === 'sound') entry?.pictured.add(i + 1);
        }
      });
    }
    for (const symbol of level.introduces ?? []) introduced.add(symbol);
  }
  return contrasts.map((contrast) => {
    const entry = found.get(contrast.id);
    return {
      contrast,
      pairs: [...(entry?.pairs ?? [])],
      positions: entry?.positions ?? new Set(),
      levels: [...(entry?.levels ?? [])],
      pictured: [...(entry?.pictured ?? [])],
    };
  });
}

/** The levels whose pictures tell which word of a pair was heard, with those items' names. */
export function levelGiveaways(manifest: Manifest): { level: number; items: string[] }[] {
  const sounds = new Map(manifest.sounds.map((sound) => [sound.key, sound]));
  return manifest.levels.flatMap((level, i) => {
    const items = (level.sounds ?? []).flatMap((key) => sounds.get(key) ?? []);
    const giveaways = pictureGiveaways(
      items.map((sound) => ({ answer: sound.answer, image: sound.image ?? null })),
    );
    return giveaways.length === 0
      ? []
      : [{ level: i + 1, items: giveaways.map((index) => items[index]?.name ?? '') }];
  });
}

/** Everything the drills miss, in words (empty when the course drills what it must). */
export function drillProblems(manifest: Manifest): string[] {
  const drills = contrastDrills(manifest);
  const problems: string[] = [];
  const full = drills.filter((drill) => drill.pairs.length >= drillRules.pairsMin);
  if (full.length < drillRules.contrastsMin)
    problems.push(
      `${full.length} contrasts drilled with ${drillRules.pairsMin} pairs or more, under ${drillRules.contrastsMin}`,
    );
  for (const drill of drills) {
    const { id } = drill.contrast;
    if (drill.pairs.length > 0 && drill.pairs.length < drillRules.pairsMin)
      problems.push(`${id}: ${drill.pairs.length} pairs, under ${drillRules.pairsMin}`);
    if (voicingContrasts.includes(id))
      for (const position of ['first', 'last'] as const)
        if (!drill.positions.has(position)) problems.push(`${id}: no pair with it ${position} in the word`);
  }
  for (const { level, items } of levelGiveaways(manifest))
    problems.push(`level ${level}: the picture tells ${items.join(', ')}`);
  return problems;
}

/** The drills as lines of a report: each contrast, its pairs, and where voicing falls. */
export function drillReport(manifest: Manifest): string[] {
  return contrastDrills(manifest).map((drill) => {
    const { id } = drill.contrast;
    const where = voicingContrasts.includes(id)
      ? ` (${['first', 'middle', 'last'].filter((p) => drill.positions.has(p as ContrastPosition)).join(', ')})`
      : '';
    const levels = drill.levels.length
      ? ` in level ${drill.levels.map((n) => (drill.pictured.includes(n) ? `${n} (pictures)` : n)).join(', ')}`
      : '';
    return `  ${id.padEnd(6)} ${String(drill.pairs.length).padStart(2)} pairs${where}${levels}: ${drill.pairs.join(' ')}`;
  });
}
