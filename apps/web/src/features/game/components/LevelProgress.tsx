import { useTranslation } from 'react-i18next';

interface LevelProgressProps {
  level: number;
  /** Items of the level answered so far. */
  done: number;
  count: number;
}

/** Where the learner is in the level: "Level 2 · Part 1 of 3", with a slim bar of the parts done. */
export function LevelProgress({ level, done, count }: LevelProgressProps) {
  const { t } = useTranslation('game');
  const finished = Math.min(done, count);
  return (
    <div className="flex flex-col gap-0.5">
      <p className="text-sm">
        {t('position.level', { level })} · {t('position.item', { item: Math.min(done + 1, count), count })}
      </p>
      <div
        role="progressbar"
        aria-label={t('progress.label', { level })}
        aria-valuemin={0}
        aria-valuemax={count}
        aria-valuenow={finished}
        aria-valuetext={t('progress.value', { done: finished, count })}
        className="h-1 w-full overflow-hidden rounded-full bg-border"
      >
        <div
          className="h-full rounded-full bg-primary transition-[width] duration-300 motion-reduce:transition-none"
          style={{ width: `${count > 0 ? (finished / count) * 100 : 0}%` }}
        />
      </div>
    </div>
  );
}
