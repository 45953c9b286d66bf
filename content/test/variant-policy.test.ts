import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { contrastOf, levelSpellings, mergedForm, normalizeAnswer } from '@tp/phonetics';
import { describe, expect, it } from 'vitest';
import { parseManifest } from '../src/manifest';

const contentDir = fileURLToPath(new URL('..', import.meta.url));
const manifest = parseManifest(JSON.parse(readFileSync(join(contentDir, 'course.json'), 'utf8')));
const soundsByKey = new Map(manifest.sounds.map((sound) => [sound.key, sound]));

/** Each level with items, numbered as played, its items and what each accepts there, as the server works it out. */
const levels = manifest.levels.flatMap((level, index) => {
  const items = (level.sounds ?? []).flatMap((key) => {
    const sound = soundsByKey.get(key);
    return sound ? [sound] : [];
  });
  if (items.length === 0) return [];
  return [{ number: index + 1, items, ...levelSpellings(items) }];
});

const drillsMerger = (answers: readonly string[]) =>
  answers.some((a) => answers.some((b) => contrastOf(a, b)?.contrast.id === 'ɑ-ɔ'));

describe('the variant policy over the course (docs/design.md §5)', () => {
  it('lets no variant defeat a drill: no two items of a level accept one spelling', () => {
    const shared: string[] = [];
    for (const { number, items, accepted } of levels) {
      const holder = new Map<string, string>();
      accepted.forEach(({ answer, variants }, i) => {
        for (const spelling of new Set([normalizeAnswer(answer), ...variants])) {
          const other = holder.get(spelling);
          if (other !== undefined && other !== normalizeAnswer(answer))
            shared.push(`level ${number}: ${items[i]?.name} ${spelling}`);
          holder.set(spelling, normalizeAnswer(answer));
        }
      });
    }
    expect(shared).toEqual([]);
  });

  it('lists no variant of its own that its level must refuse', () => {
    const refused = levels.flatMap(({ number, items, clashes }) =>
      clashes
        .filter((clash) => clash.own)
        .map((clash) => `level ${number}: ${items[clash.item]?.name} ${clash.spelling}`),
    );
    expect(refused).toEqual([]);
  });

  it('accepts the merged form of every ɔ word outside the ɑ/ɔ drills', () => {
    const missing: string[] = [];
    let checked = 0;
    for (const { number, items, accepted } of levels) {
      if (drillsMerger(items.map((item) => item.answer))) continue;
      accepted.forEach(({ answer, variants }, i) => {
        const merged = mergedForm(normalizeAnswer(answer));
        if (merged === normalizeAnswer(answer)) return;
        checked++;
        if (!variants.includes(merged)) missing.push(`level ${number}: ${items[i]?.name}`);
      });
    }
    expect(missing).toEqual([]);
    expect(checked).toBeGreaterThanOrEqual(5);
  });

  it('accepts only ʞɔt for caught in the ɑ/ɔ drill', () => {
    const drill = levels.find(({ items }) => items.some((item) => item.name === 'caught'));
    expect(drill && drillsMerger(drill.items.map((item) => item.answer))).toBe(true);
    const caught = drill?.accepted[drill.items.findIndex((item) => item.name === 'caught')];
    expect(caught).toEqual({ answer: 'ʞɔt', variants: [] });
  });

  it('lists in the course no variant the policy already adds', () => {
    const listed = manifest.sounds.flatMap((sound) => {
      const added = levelSpellings([{ answer: sound.answer }]).accepted[0]?.variants ?? [];
      return (sound.variants ?? [])
        .filter((v) => added.includes(normalizeAnswer(v)))
        .map((v) => `${sound.key} ${v}`);
    });
    expect(listed).toEqual([]);
  });
});
