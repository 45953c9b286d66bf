import { speakingRatings } from '@tp/contract/speaking';
import { describe, expect, it } from 'vitest';
import { browserToday, getGuestSoundStats } from '#web/lib/guest-sound-stats';
import { makeSound } from '#web/test/game-fixtures';
import { checkGuestAnswer } from './answer-check';

describe('a guest’s rating of a speaking try', () => {
  it('passes the item and counts in the sound in focus, as the server counts a learner’s', () => {
    const models = [makeSound('pin', 'ꟼɪn'), makeSound('bed', 'bed')];
    const pin = { type: 'speaking' as const, text: 'Say: pin', models };
    const bed = { type: 'speaking' as const, text: 'Say: bed', models };
    expect(checkGuestAnswer(pin, speakingRatings.same).correct).toBe(true);
    expect(checkGuestAnswer(bed, speakingRatings.notYet).correct).toBe(true);
    // Unrated, or without a model: passed, counting nothing.
    checkGuestAnswer(pin, speakingRatings.unrated);
    checkGuestAnswer({ type: 'speaking', text: 'Say: moon', models }, speakingRatings.same);
    expect(getGuestSoundStats().days[browserToday()]).toEqual({ ꟼ: [1, 1, 0], e: [1, 0, 1] });
  });
});
