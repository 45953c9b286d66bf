import { type LevelType, levelTypes } from '@tp/contract/constants';
import type { Level } from '@tp/contract/levels';
import { anyIncludes, compareNames } from '../find/text-match';

export type LevelStatus = 'draft' | 'published';
export const levelStatuses: readonly LevelStatus[] = ['draft', 'published'];

export interface LevelFilter {
  /** The search, `searchable`: a level number, or a word of its content. */
  needle: string;
  type: LevelType | '';
  status: LevelStatus | '';
}

export const isLevelType = (value: string): value is LevelType => levelTypes.some((type) => type === value);
export const isLevelStatus = (value: string): value is LevelStatus =>
  levelStatuses.some((status) => status === value);

export const levelStatus = (level: Level): LevelStatus => (level.published ? 'published' : 'draft');

/** The items a level plays: its sounds (sound, listening and video levels), questions or texts. */
export function levelItems(level: Level): number {
  if (level.type === 'mcq') return level.mcqs.length;
  if (level.type === 'info' || level.type === 'speaking') return level.texts.length;
  return level.sounds.length;
}

/** What a level is about in a line: its sounds' names, its video's title, its questions or texts. */
export function levelTitle(level: Level): string {
  const parts =
    level.type === 'mcq'
      ? level.mcqs.map((mcq) => mcq.question)
      : level.type === 'info' || level.type === 'speaking'
        ? level.texts
        : [level.video?.title, ...level.sounds.map((sound) => sound.name)];
  return parts.filter(Boolean).join(', ');
}

/** The words a level is found by: its sounds' names and answers, questions, texts, video and image. */
const levelWords = (level: Level): string[] => [
  ...level.sounds.flatMap((sound) => [sound.name, sound.answer]),
  ...level.mcqs.map((mcq) => mcq.question),
  ...level.texts,
  ...(level.video ? [level.video.title] : []),
  ...(level.image ? [level.image.title] : []),
];

/** Whether a level passes the filter: a number finds that level, or a word in it; type and status. */
export function matchesLevel(level: Level, { needle, type, status }: LevelFilter): boolean {
  if (type && level.type !== type) return false;
  if (status && levelStatus(level) !== status) return false;
  if (/^\d+$/.test(needle) && level.level === Number(needle)) return true;
  return anyIncludes(levelWords(level), needle);
}

export const levelColumns = ['number', 'type', 'title', 'status', 'items'] as const;
export type LevelColumn = (typeof levelColumns)[number];
export interface LevelSort {
  column: LevelColumn;
  descending: boolean;
}

const compareBy: Record<LevelColumn, (a: Level, b: Level) => number> = {
  number: (a, b) => a.level - b.level,
  type: (a, b) => a.type.localeCompare(b.type),
  title: (a, b) => compareNames(levelTitle(a), levelTitle(b)),
  status: (a, b) => levelStatus(a).localeCompare(levelStatus(b)),
  items: (a, b) => levelItems(a) - levelItems(b),
};

/** The levels sorted by a column; levels alike in it stay in course order, whichever the direction. */
export function sortLevels(levels: readonly Level[], { column, descending }: LevelSort): Level[] {
  const sign = descending ? -1 : 1;
  return [...levels].sort((a, b) => sign * compareBy[column](a, b) || a.level - b.level);
}

/** The sort as the URL keeps it: the column, '-' before it when descending; by number by default. */
export function parseSort(value: string): LevelSort {
  const descending = value.startsWith('-');
  const column = levelColumns.find((name) => name === value.replace(/^-/, '')) ?? 'number';
  return { column, descending };
}

export const sortParam = ({ column, descending }: LevelSort): string =>
  column === 'number' && !descending ? '' : `${descending ? '-' : ''}${column}`;
