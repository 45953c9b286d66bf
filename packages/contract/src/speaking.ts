/**
 * A speaking item's model voice and the learner's rating of their own try (docs/decisions/0057).
 * Server and browser find a text's model by the same rule, and read a rating alike.
 */
import type { LevelType } from './constants';

/**
 * What a speaking item's answer says: passed without a rating (no model to compare with, or the
 * learner skipped recording), or the learner's own verdict on their try against the model.
 */
export const speakingRatings = { unrated: 0, same: 1, notYet: 2 } as const;
export type SpeakingRating = (typeof speakingRatings)[keyof typeof speakingRatings];

export const isSpeakingRating = (answer: unknown): answer is SpeakingRating =>
  Object.values(speakingRatings).includes(answer as SpeakingRating);

/** A word or sentence as it is matched: lower case, single spaces, no closing punctuation or quotes. */
const matchable = (words: string) =>
  words
    .normalize('NFC')
    .toLowerCase()
    .replace(/["“”‘’.!?]/gu, '')
    .replace(/\s+/gu, ' ')
    .trim();

/**
 * The word a speaking text asks for: what follows its label's colon ("Say: sun" → "sun"), or the
 * whole text when it has none.
 */
export const speakingWord = (text: string) => matchable(text.slice(text.indexOf(':') + 1));

/** The sound named as the text's word, among `sounds`: the first, in their order. */
export const speakingModel = <S extends { name: string }>(
  sounds: readonly S[],
  text: string,
): S | undefined => {
  const word = speakingWord(text);
  return word === '' ? undefined : sounds.find((sound) => matchable(sound.name) === word);
};

/** A level as far as finding models goes. */
interface ModelLevel<S> {
  readonly type: LevelType;
  readonly premiumOnly: boolean;
  readonly texts: readonly string[];
  readonly sounds: readonly S[];
}

/** The levels whose sounds are heard: their voices are the course's own audio of their words. */
const heard = new Set<LevelType>(['sound', 'listening', 'video']);

/**
 * The course with each speaking level's sounds its models: for each text, the first sound named as
 * its word that a sound, listening or video level plays, in course order, and a free level's for a
 * free speaking level (so that no premium file reaches a free learner through it). A text whose word
 * no such level plays has no model; a sound that models two texts is listed once.
 */
export function withSpeakingModels<S extends { name: string }, L extends ModelLevel<S>>(
  levels: readonly L[],
): L[] {
  const played = levels.filter((level) => heard.has(level.type));
  const all = played.flatMap((level) => level.sounds);
  const free = played.filter((level) => !level.premiumOnly).flatMap((level) => level.sounds);
  return levels.map((level) => {
    if (level.type !== 'speaking') return level;
    const models = level.texts.flatMap((text) => speakingModel(level.premiumOnly ? all : free, text) ?? []);
    return { ...level, sounds: [...new Set(models)] };
  });
}
