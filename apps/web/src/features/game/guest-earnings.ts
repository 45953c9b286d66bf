import { itemPoints } from '@tp/contract/item-points';
import { itemIndexAt, type RunPlace } from '@tp/contract/level-run';
import type { Level } from '@tp/contract/levels';
import { itemCount } from '#web/course/course';
import { browserToday } from '#web/course/progress';
import { getDailyGoal } from '#web/lib/daily-goal-setting';
import { guestEarning } from '#web/lib/guest-day';

/**
 * A guest's right answer to the item at `place` of `level` earns as a learner's does (docs/design.md
 * §5 "Guests"), in this browser: loaded with the first answer, off the first screen. `save` records it.
 */
export function earnForGuest(level: Level, place: RunPlace, lastOfLevel: boolean, clueUsed: boolean) {
  return guestEarning(
    `${level._id}:${itemIndexAt(itemCount(level), place)}`,
    itemPoints(level, { lastOfLevel, clueUsed }),
    browserToday(),
    getDailyGoal(),
  );
}
