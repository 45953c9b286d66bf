import { type DayRecord, dayView, goalDaysPerFreeze } from '@tp/contract/daily-goal';
import { useTranslation } from 'react-i18next';
import { browserToday } from '#web/course/progress';
import { useDailyGoal } from '#web/lib/daily-goal-setting';
import { getGuestEarnings } from '#web/lib/guest-day';
import { subscribeStorage } from '#web/lib/storage';
import { useStored } from '#web/lib/use-stored';
import { FlameIcon } from '#web/ui/FlameIcon';

/** Today's points against the goal, as a ring that fills (and holds a tick once the goal is met). */
function GoalRing({ share }: { share: number }) {
  const radius = 9;
  const length = 2 * Math.PI * radius;
  const done = share >= 1;
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="inline-block size-5 shrink-0 -rotate-90">
      <circle
        cx="12"
        cy="12"
        r={radius}
        fill="none"
        stroke="currentColor"
        strokeOpacity="0.3"
        strokeWidth="3"
      />
      <circle
        cx="12"
        cy="12"
        r={radius}
        fill="none"
        stroke={done ? '#22c55e' : 'currentColor'}
        strokeWidth="3"
        strokeLinecap="round"
        strokeDasharray={`${Math.min(1, share) * length} ${length}`}
      />
      {done && (
        <path
          d="m8 12.5 3 3 5-6"
          fill="none"
          stroke="#22c55e"
          strokeWidth="2.5"
          className="rotate-90 origin-center"
        />
      )}
    </svg>
  );
}

/** A drawn snowflake: a streak freeze. */
function FreezeIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="inline-block size-4 shrink-0"
      stroke="#38bdf8"
      strokeWidth="2"
    >
      <path d="M12 2v20M3.3 7l17.4 10M3.3 17 20.7 7M9 3.5l3 2.5 3-2.5M9 20.5l3-2.5 3 2.5" fill="none" />
    </svg>
  );
}

/**
 * A learner's points, today's goal and their streak, in the header (docs/design.md §5 "Daily goal
 * and streak"): the ring fills as the day's points come, the flame is lit once today counts and
 * says whether today's goal is still open, and in the evening a streak that would end at midnight
 * says so. A signed-in learner's come from the account, a guest's from this browser.
 */
export default function DayStats({ account }: { account: { points: number; day: DayRecord } | null }) {
  const { t, i18n } = useTranslation('day');
  const goal = useDailyGoal();
  const guest = useStored(subscribeStorage, getGuestEarnings);
  const { points, day } = account ?? guest;
  const now = new Date();
  const view = dayView(day, goal, browserToday(now), now.getHours());
  const number = new Intl.NumberFormat(i18n.language);
  const goalMet = view.points >= goal;
  const today = t(goalMet ? 'stats.goalMet' : 'stats.goalProgress', {
    points: number.format(view.points),
    goal: number.format(goal),
  });
  const streakState = t(view.atRisk ? 'stats.atRisk' : goalMet ? 'stats.goalDone' : 'stats.goalOpen');
  return (
    <ul className="flex items-center gap-3 font-semibold text-sm">
      <li>
        <span aria-hidden="true">★ </span>
        <span className="max-sm:sr-only">{t('stats.points')} </span>
        {number.format(points)}
      </li>
      <li className="flex items-center gap-1" title={today}>
        <GoalRing share={view.points / goal} />
        <span className="sr-only">{today}</span>
        <span aria-hidden="true" className="max-sm:hidden">
          {number.format(view.points)}/{number.format(goal)}
        </span>
      </li>
      <li
        className={`flex items-center gap-1 ${view.atRisk ? 'rounded-full bg-incorrect px-2 text-incorrect-fg' : ''}`}
        title={streakState}
      >
        <FlameIcon unlit={!view.activeToday} className="size-4" />
        <span className="max-sm:sr-only">{t('stats.streak')} </span>
        {number.format(view.streak)}
        {view.atRisk && (
          <span aria-hidden="true" className="max-sm:hidden">
            {t('stats.atRiskShort')}
          </span>
        )}
        <span className="sr-only"> {streakState}</span>
      </li>
      {view.freezes > 0 && (
        <li className="flex items-center gap-1" title={t('stats.freezesHint', { days: goalDaysPerFreeze })}>
          <FreezeIcon />
          <span className="sr-only">{t('stats.freezes')} </span>
          {number.format(view.freezes)}
        </li>
      )}
    </ul>
  );
}
