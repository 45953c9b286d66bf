import type { LevelType } from './constants';

/** The list of a level that holds what learners answer, by the level's type. */
export function itemKind(type: LevelType): 'sounds' | 'mcqs' | 'texts' {
  if (type === 'mcq') return 'mcqs';
  if (type === 'info' || type === 'speaking') return 'texts';
  return 'sounds';
}

type LevelLists = {
  type: LevelType;
  sounds: readonly unknown[];
  mcqs: readonly unknown[];
  texts: readonly unknown[];
};

/** How many items a learner answers in a level: none means there is nothing to play. */
export const itemCount = (level: LevelLists): number => level[itemKind(level.type)].length;

/**
 * What a level still lacks before it may be published (the server refuses it with `level_empty`,
 * the studio says it beside the Publish button), or null once learners have something to answer.
 */
export const publishBlocker = (level: LevelLists): 'sounds' | 'mcqs' | 'texts' | null =>
  itemCount(level) > 0 ? null : itemKind(level.type);
