import { speakingModel, speakingRatings } from '@tp/contract/speaking';
import {
  type AcceptedSpellings,
  compareAccepted,
  ratingOutcomes,
  soundOutcomes,
  speakingFocus,
  spellingUnderway,
} from '@tp/phonetics';
import { type CheckResult, checkChoice, type Item, isTyped, noItem } from '#web/course/course';
import { browserToday, recordGuestOutcomes } from '#web/lib/guest-sound-stats';

/**
 * The guest's check, with the server's comparison (the same code, so the same verdict): the
 * item's answer or any of its accepted variants is right, and the alignment is against the
 * closest of them.
 */
export function checkAnswer(item: Item, answer: string | number): CheckResult {
  if (!isTyped(item)) return checkChoice(item, answer);
  if (!item.sound) return noItem;
  const { correct, expected, answer: main, alignment } = compareAccepted(item.sound, String(answer));
  return { correct, expected, answer: main, alignment };
}

/**
 * What a speaking item's rating counts, as the server counts it (docs/decisions/0057): Same a hit
 * of its word's sound in focus, Not yet a miss; nothing unrated or without a model.
 */
function ratingCounts(item: Extract<Item, { models: unknown }>, answer: string | number) {
  const model = speakingModel(item.models, item.text);
  const focus = model ? speakingFocus(model.answer) : null;
  const rated = answer === speakingRatings.same || answer === speakingRatings.notYet;
  return focus && rated ? ratingOutcomes(focus, answer === speakingRatings.same) : [];
}

/** A guest's check, which also keeps the answer's per-sound outcomes in the browser (as the server does for learners). */
export function checkGuestAnswer(item: Item, answer: string | number): CheckResult {
  const result = checkAnswer(item, answer);
  const outcomes = item.type === 'speaking' ? ratingCounts(item, answer) : soundOutcomes(result.alignment);
  recordGuestOutcomes(outcomes, browserToday());
  return result;
}

/**
 * The answer field after one more clue: the spelling the learner is on the way to (the accepted
 * one sharing the longest start with what is typed, else the main answer) up to one symbol past
 * the part already typed right, so each press reveals the next symbol whatever the learner typed
 * in between.
 */
export function nextClue(accepted: AcceptedSpellings, typed: string): string {
  const want = Array.from(spellingUnderway(accepted, typed));
  const have = Array.from(typed);
  let right = 0;
  while (right < have.length && right < want.length && have[right] === want[right]) right++;
  return want.slice(0, Math.min(right + 1, want.length)).join('');
}
