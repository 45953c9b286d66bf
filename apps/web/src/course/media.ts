import type { Level } from '@tp/contract/levels';

/**
 * The files a level plays and shows: its items' sounds, its picture, its video, and the items' own
 * pictures (which video levels do not show).
 */
const levelMedia = (level: Level): string[] => [
  ...level.sounds.map((sound) => sound.sound),
  ...(level.image ? [level.image.link] : []),
  ...(level.video ? [level.video.link] : []),
  ...(level.type === 'video' ? [] : level.sounds.flatMap((sound) => (sound.image ? [sound.image.link] : []))),
];

/** Every file of these levels, each once, in the course's order. */
export const courseMedia = (levels: readonly Level[]): string[] => [...new Set(levels.flatMap(levelMedia))];
