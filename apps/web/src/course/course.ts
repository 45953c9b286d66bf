import { itemIndexAt, placeAfter, type RunPlace, runLength } from '@tp/contract/level-run';
import type { Level, Mcq, Sound } from '@tp/contract/levels';
import type { AlignmentStep } from '@tp/phonetics';

/**
 * One thing to answer. A level's items are its sounds (sound, video, listening), its MCQs (mcq) or
 * its texts (info, speaking); the learner's sublevel is their place in a visit of the level: its
 * items, then those missed (`level-run.ts`).
 */
export type Item =
  | { type: 'sound' | 'video' | 'listening'; sound: Sound | undefined }
  | { type: 'mcq'; mcq: Mcq | undefined }
  | {
      type: 'info' | 'speaking';
      text: string;
      /** A speaking level's model voices, among which `speakingModel` finds the text's word's; an info level has none. */
      models: readonly Sound[];
    };

export type TypedItem = Extract<Item, { sound: unknown }>;

/** Where a learner stands: `index` into the course (past the end means complete), and the place in its level. */
export interface Position extends RunPlace {
  index: number;
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

/** The places in a visit of the level: its items and those missed in it so far. */
export const placeCount = (level: Level, place: RunPlace) => runLength(itemCount(level), place);

/** The item at a place in a visit of the level: one of its own, or one missed coming back. */
export function itemAtPlace(level: Level, place: RunPlace): Item {
  const count = itemCount(level);
  return itemAt(level, itemIndexAt(count, place) ?? count - 1);
}

/** The level's item at `index`. */
export function itemAt(level: Level, itemIndex: number): Item {
  // An index past the items (content edited since) shows the last item; the server still decides.
  const index = Math.min(itemIndex, itemCount(level) - 1);
  switch (level.type) {
    case 'mcq':
      return { type: 'mcq', mcq: level.mcqs[index] };
    case 'info':
    case 'speaking':
      return { type: level.type, text: level.texts[index] ?? '', models: level.sounds };
    default:
      return { type: level.type, sound: level.sounds[index] };
  }
}

export const isTyped = (item: Item): item is TypedItem => 'sound' in item;

const levelStart = (index: number): Position => ({ index, sublevel: 0, retries: [] });

/**
 * The position after an answer, as the server moves the learner: a right one to the next place,
 * else the next level's first item; a wrong one on too, its item to come back at the end.
 */
export function advance(levels: readonly Level[], position: Position, correct = true): Position {
  const level = levels[position.index];
  if (!level) return levelStart(position.index);
  const next = placeAfter(itemCount(level), position, correct);
  return next ? { index: position.index, ...next } : levelStart(position.index + 1);
}

/** A signed-in learner's `level` is a level number (1-based); past the last one the course is done. */
export function positionOfLevel(levels: readonly Level[], levelNumber: number, place: RunPlace): Position {
  const index = levels.findIndex((level) => level.level >= levelNumber);
  // A user stored before misses came back has none.
  return index === -1
    ? levelStart(levels.length)
    : { index, sublevel: place.sublevel, retries: place.retries ?? [] };
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
