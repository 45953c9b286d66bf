import { type CSSProperties, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { getGuestEarnings } from '#web/lib/guest-day';
import { subscribeStorage } from '#web/lib/storage';
import { useStored } from '#web/lib/use-stored';
import { useSession } from '#web/session/use-session';
import { useMediaQuery } from '#web/ui/use-media-query';
import { type Celebration, countAt } from '../level-celebration';
import { GameIcon } from './GameIcon';

const reducedMotionQuery = '(prefers-reduced-motion: reduce)';
const countUpMs = 1000;
/** How long the celebration of a level with no verdict dialog stays, unless a key or a click comes first. */
const bannerMs = 1600;

// A burst of pieces from the title, in the theme's colours.
const confettiColours = ['bg-primary', 'bg-secondary', 'bg-correct-fg', 'bg-header'];
const pieces = 16;
const confetti = Array.from({ length: pieces }, (_, piece) => {
  const angle = (piece / pieces) * 2 * Math.PI;
  const reach = piece % 2 === 0 ? 120 : 80;
  return {
    id: `piece-${piece}`,
    colour: confettiColours[piece % confettiColours.length],
    style: {
      '--tp-dx': `${Math.round(Math.cos(angle) * reach)}px`,
      '--tp-dy': `${Math.round(Math.sin(angle) * reach)}px`,
    } as CSSProperties,
  };
});

/** Counts from 0 up to `target` in about a second; with no motion, shows `target` at once. */
function useCountUp(target: number, animate: boolean): number {
  const [shown, setShown] = useState(0);
  useEffect(() => {
    if (!animate) return;
    const start = performance.now();
    let frame = 0;
    const step = (now: number) => {
      const value = countAt(target, now - start, countUpMs);
      setShown(value);
      if (value < target) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [target, animate]);
  return animate ? shown : target;
}

/** A duration in the interface's language: 45 s, 2 min 5 s. */
function duration(seconds: number, language: string): string {
  const unit = (value: number, name: 'minute' | 'second') =>
    new Intl.NumberFormat(language, { style: 'unit', unit: name, unitDisplay: 'short' }).format(value);
  const minutes = Math.floor(seconds / 60);
  return minutes > 0 ? `${unit(minutes, 'minute')} ${unit(seconds % 60, 'second')}` : unit(seconds, 'second');
}

/**
 * A level finished (UX "a small celebration when a level is done"): the level, the points it
 * earned counted up, the day streak and the badges unlocked, then how it went: the share right at
 * the first try, the time, and the sounds missed with a way to practise them. Motion only for
 * those who allow it; the same words either way, announced once to screen readers.
 */
export function LevelCelebration({ celebration }: { celebration: Celebration }) {
  const { t, i18n } = useTranslation('verdict');
  const { accuracy, seconds, missed } = celebration;
  const { user } = useSession();
  const guest = useStored(subscribeStorage, getGuestEarnings);
  const streak = user ? user.streak : guest.day.streak;
  const moving = !useMediaQuery(reducedMotionQuery);
  const points = useCountUp(celebration.points, moving);
  return (
    <div
      role="status"
      className="relative flex flex-col items-center overflow-hidden rounded-xl [&>p]:relative bg-correct p-2 text-center text-correct-fg md:gap-1 md:p-3"
    >
      {moving && (
        <span aria-hidden="true" className="pointer-events-none absolute start-1/2 top-8">
          {confetti.map(({ id, colour, style }) => (
            <span
              key={id}
              style={style}
              className={`absolute h-3 w-2 rounded-sm opacity-0 motion-safe:animate-confetti ${colour}`}
            />
          ))}
        </span>
      )}
      <p className={`font-bold text-xl md:text-2xl ${moving ? 'motion-safe:animate-pop' : ''}`}>
        {t('celebration.title', { level: celebration.level })}
      </p>
      {celebration.points > 0 && (
        <p className="font-semibold text-lg">
          <span aria-hidden="true">★ {t('celebration.points', { points })}</span>
          <span className="sr-only">{t('celebration.points', { points: celebration.points })}</span>
        </p>
      )}
      {streak > 0 && (
        <p className="flex items-center gap-1 font-semibold">
          <GameIcon of="streak" className="size-5" />
          {t('celebration.streak', { streak })}
        </p>
      )}
      {celebration.badges.map((badge) => (
        <p key={badge._id} className="flex items-center gap-1 font-semibold">
          <GameIcon of="badge" className="size-5" />
          {t('celebration.badge', { name: badge.name })}
        </p>
      ))}
      <p className="flex flex-wrap justify-center gap-x-4 text-sm">
        {accuracy !== null && (
          <span>
            {t('celebration.accuracy', {
              accuracy: new Intl.NumberFormat(i18n.language, { style: 'percent' }).format(accuracy),
            })}
          </span>
        )}
        <span>{t('celebration.time', { time: duration(seconds, i18n.language) })}</span>
      </p>
      {missed.length > 0 && (
        <p className="flex flex-wrap items-center justify-center gap-x-2 text-sm">
          <span>{t('celebration.missed')}</span>
          <span dir="ltr" className="phonetic font-phonetic text-lg">
            {missed.join(' ')}
          </span>
          <Link
            to={`/my-sounds/review?sounds=${encodeURIComponent(missed.join(','))}`}
            className="font-semibold underline underline-offset-2"
          >
            {t('celebration.practise')}
          </Link>
        </p>
      )}
    </div>
  );
}

/**
 * The celebration of a level that has no verdict dialog (info, speaking): over the game for a
 * moment, never in the way. Clicks pass through it, and the next key or click puts it away.
 */
export function CelebrationBanner({ celebration, onDone }: { celebration: Celebration; onDone: () => void }) {
  const done = useRef(onDone);
  done.current = onDone;
  useEffect(() => {
    const end = () => done.current();
    const timer = setTimeout(end, bannerMs);
    window.addEventListener('keydown', end);
    window.addEventListener('pointerdown', end);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('keydown', end);
      window.removeEventListener('pointerdown', end);
    };
  }, []);
  return (
    <div className="pointer-events-none fixed inset-x-0 top-1/4 z-40 mx-auto w-[min(24rem,calc(100vw-2rem))] rounded-xl shadow-xl">
      <LevelCelebration celebration={celebration} />
    </div>
  );
}
