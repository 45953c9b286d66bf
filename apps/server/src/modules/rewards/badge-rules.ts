import type { BadgeRuleKind } from '@tp/contract';

export interface Achievements {
  levelsCompleted: number;
  points: number;
  streak: number;
}

/** Whether a badge's rule is met by what the learner has achieved. */
export function ruleMet(rule: { kind: BadgeRuleKind; threshold: number }, a: Achievements): boolean {
  const value = { levels: a.levelsCompleted, points: a.points, streak: a.streak }[rule.kind];
  return value >= rule.threshold;
}
