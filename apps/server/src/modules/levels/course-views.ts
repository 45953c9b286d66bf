import type { Level } from '@tp/contract';
import type { UserRow } from '../../db/schema';
import { mediaNameOf } from '../../platform/storage';

/** Premium learners get the premium-only levels whole, and admins, who see everything. */
export const seesPremium = (user: Pick<UserRow, 'accountType' | 'role'> | null): boolean =>
  user !== null && (user.accountType === 'premium' || user.role === 'admin');

/**
 * A level as everyone else gets it: a premium-only one keeps what it is and where it stands (its
 * number, type, points) and loses its content, so that the path shows it and the game offers premium.
 */
export const openLevel = (level: Level): Level =>
  level.premiumOnly ? { ...level, sounds: [], video: null, image: null, mcqs: [], texts: [] } : level;

/** The stored files a level plays and shows, by name: its items' sounds and pictures, its picture, its video. */
const mediaOf = (level: Level): string[] =>
  [
    ...level.sounds.flatMap((sound) => [sound.sound, sound.image?.link]),
    level.image?.link,
    level.video?.link,
  ].flatMap((url) => {
    const name = url === undefined ? null : mediaNameOf(url);
    return name ? [name] : [];
  });

/**
 * The files of a course that only its premium-only levels use: those are kept from everyone else.
 * A file a free level uses too (names are content hashes, so the same bytes are the same file) stays public.
 */
export function premiumOnlyMedia(course: readonly Level[]): Set<string> {
  const free = new Set(course.filter((level) => !level.premiumOnly).flatMap(mediaOf));
  return new Set(
    course
      .filter((level) => level.premiumOnly)
      .flatMap(mediaOf)
      .filter((name) => !free.has(name)),
  );
}
