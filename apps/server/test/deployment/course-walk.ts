import { infoLevelPoints, type Level, type Progress } from '@tp/contract';

export type Position = Pick<Progress, 'level' | 'sublevel' | 'points'>;

/**
 * Where a right answer at `p` takes the learner, first time through: the next item (or level), and
 * what it earns by the course's rules (docs/design.md §5): its level's points, but an info level
 * `infoLevelPoints` on its last part and nothing on the others.
 */
export function advance(levels: readonly Level[], p: Position): Position {
  const level = levels[p.level - 1];
  if (!level) throw new Error(`no level ${p.level}`);
  const items =
    level.type === 'mcq'
      ? level.mcqs.length
      : ['sound', 'video', 'listening'].includes(level.type)
        ? level.sounds.length
        : level.texts.length;
  const done = p.sublevel + 1 >= Math.max(items, 1);
  const earned = level.type === 'info' ? (done ? infoLevelPoints : 0) : level.points;
  return {
    level: done ? p.level + 1 : p.level,
    sublevel: done ? 0 : p.sublevel + 1,
    points: p.points + earned,
  };
}
