import type { PublicUser } from '@tp/contract/accounts';
import { carryGuestProgress as carryGuest, mergeGuestSounds } from '@tp/contract/routes';

import { carryGuestFirstLanguage, clearGuestFirstLanguage } from '#web/course/first-language';
import { browserTimeZone } from '#web/course/progress';
import { apiCall } from '#web/lib/api-client';
import { clearGuestEarnings, getGuestEarnings, hasGuestEarnings } from '#web/lib/guest-day';
import { clearGuestProgress, getGuestProgress } from '#web/lib/guest-progress';
import { clearGuestSoundStats, getGuestSoundStats, hasGuestSoundStats } from '#web/lib/guest-sound-stats';

/** An account still where every account starts: no points, the first level's first item. */
export const hasNoProgress = (user: PublicUser): boolean =>
  user.points === 0 && user.level === 1 && user.sublevel === 0;

/**
 * A guest who signs up keeps the level they reached, their points and days (docs/design.md §5
 * "Guests"), their per-sound statistics and the language they said they grew up with:
 * the new account, whose token is already stored, starts at that level with those statistics. The
 * guest keys are cleared either way: what they held now belongs to the account. A failure costs
 * only what was carried, never the sign-up.
 */
export async function carryGuestProgress(): Promise<void> {
  const { level } = getGuestProgress();
  const { points, day } = getGuestEarnings();
  const sounds = getGuestSoundStats();
  try {
    if (level > 0 || hasGuestEarnings()) {
      await apiCall(carryGuest, { body: { level: level + 1, points, ...day, timeZone: browserTimeZone() } });
    }
  } catch (error) {
    console.warn('Could not carry the guest progress into the new account', error);
  }
  try {
    if (hasGuestSoundStats(sounds)) await apiCall(mergeGuestSounds, { body: sounds });
  } catch (error) {
    console.warn('Could not carry the guest sound statistics into the new account', error);
  }
  try {
    await carryGuestFirstLanguage();
  } catch (error) {
    console.warn('Could not carry the guest first language into the new account', error);
  }
  clearGuestProgress();
  clearGuestEarnings();
  clearGuestSoundStats();
  clearGuestFirstLanguage();
}
