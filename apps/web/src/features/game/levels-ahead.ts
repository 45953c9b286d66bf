import type { Level } from '@tp/contract/levels';
import { courseMedia } from '#web/course/media';

/**
 * Fetches the media of the learner's level and the next one, so that the service worker keeps them
 * at once, ahead of the whole course's (`lib/offline/course-media.ts`): those levels then play with
 * no network, and each item's sound starts at once. Repeated calls cost nothing on the wire: the
 * worker answers from its cache.
 */
export function fetchLevelsAhead(levels: readonly Level[], index: number): void {
  for (const url of courseMedia(levels.slice(index, index + 2))) void fetch(url).catch(() => undefined);
}
