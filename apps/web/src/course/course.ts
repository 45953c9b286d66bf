import type { Level, Mcq, Sound } from '@tp/contract/levels';
import type { AlignmentStep } from '@tp/phonetics';

/**
 * One thing to answer. A level's items are its sounds (sound, video, listening), its MCQs (mcq) or
 * its texts (info, speaking); the learner's sublevel is the index of the item within the level.
 */
export type Item =
  | { type: 'sound' | 'video' | 'listening'; sound: Sound | undefined }
  | { type: 'mcq'; mcq: Mcq | undefined }
  | { type: 'info' | 'speaking'; text: string };

export type TypedItem = Extract<Item, { sound: unknown }>;

/** Where a learner stands: `index` into the course (past the end means complete), item `sublevel`. */
export interface Position {
  index: number;
  sublevel: number;
}

/** What a checked answer gives back, from the server or from the browser for guests. */
export interface CheckResult {
  correct: boolean;
  /** The spelling the answer was compared with: the main answer or an accepted variant. */
  expected: string;
  /** The main answer; differs from `expected` when a variant was closest. */
  answer: string;
  alignment: readonly AlignmentStep[];
}

/** An MCQ option as the API sends it, or as a plain string (older content, spec §3). */
export type McqOption = Mcq['options'][number] | string;

export const optionText = (option: McqOption): string => (typeof option === 'string' ? option : option.text);

/**
 * A level shows at least one item. Learners never get an empty level (one cannot be published), but
 * should one come, its one screen holds no item and no answer passes it (see `checkChoice`).
 */
export function itemCount(level: Level): number {
  const items =
    level.type === 'mcq'
      ? level.mcqs.length
      : level.type === 'info' || level.type === 'speaking'
        ? level.texts.length
        : level.sounds.length;
  return Math.max(items, 1);
}

export function itemAt(level: Level, sublevel: number): Item {
  // A sublevel past the items (content edited since) shows the last item; the server still decides.
  const index = Math.min(sublevel, itemCount(level) - 1);
  switch (level.type) {
    case 'mcq':
      return { type: 'mcq', mcq: level.mcqs[index] };
    case 'info':
    case 'speaking':
      return { type: level.type, text: level.texts[index] ?? '' };
    default:
      return { type: level.type, sound: level.sounds[index] };
  }
}

export const isTyped = (item: Item): item is TypedItem => 'sound' in item;

/** The position after a right answer: the next item, else the next level's first. */
export function advance(levels: readonly Level[], { index, sublevel }: Position): Position {
  const level = levels[index];
  if (!level) return { index, sublevel: 0 };
  return sublevel + 1 < itemCount(level)
    ? { index, sublevel: sublevel + 1 }
    : { index: index + 1, sublevel: 0 };
}

/** A signed-in learner's `level` is a level number (1-based); past the last one the course is done. */
export function positionOfLevel(levels: readonly Level[], levelNumber: number, sublevel: number): Position {
  const index = levels.findIndex((level) => level.level >= levelNumber);
  return index === -1 ? { index: levels.length, sublevel: 0 } : { index, sublevel };
}

/** The verdict on an answer to an item that does not exist: never right, as on the server. */
export const noItem: CheckResult = { correct: false, expected: '', answer: '', alignment: [] };

/**
 * Checks a quiz choice, or passes an info or speaking item, as the server does. Typed answers need
 * the phonetic comparison, kept off the first screen: see `answer-check.ts`.
 */
export function checkChoice(item: Exclude<Item, TypedItem>, answer: string | number): CheckResult {
  // A text is never empty (the contract requires one), so an empty one is a missing item.
  if (item.type !== 'mcq') return item.text ? { ...noItem, correct: true } : noItem;
  if (!item.mcq) return noItem;
  const { options, correctAnswer } = item.mcq;
  const option = options[correctAnswer];
  const expected = option === undefined ? '' : optionText(option);
  const correct = typeof answer === 'number' ? answer === correctAnswer : answer.trim() === expected;
  return { correct, expected, answer: expected, alignment: [] };
}
