import type { Level } from '@tp/contract/levels';

/**
 * What a level's items play and show: their sounds, the level's picture and the items' own
 * (which video levels do not show). Videos stream in byte ranges and stay online-only.
 */
const levelMedia = (level: Level): string[] => [
  ...level.sounds.map((sound) => sound.sound),
  ...(level.image ? [level.image.link] : []),
  ...(level.type === 'video' ? [] : level.sounds.flatMap((sound) => (sound.image ? [sound.image.link] : []))),
];

/**
 * Fetches the sounds and pictures of the learner's level and the next one, so that the service
 * worker keeps them: those levels then play with no network, and each item's sound starts at once.
 * Repeated calls cost nothing on the wire: the worker answers from its cache.
 */
export function fetchLevelsAhead(levels: readonly Level[], index: number): void {
  const urls = new Set(levels.slice(index, index + 2).flatMap(levelMedia));
  for (const url of urls) void fetch(url).catch(() => undefined);
}
