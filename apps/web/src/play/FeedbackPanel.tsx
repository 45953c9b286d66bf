import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/ui/Button';
import type { Outcome } from './game-context';
import { Verdict } from './Verdict';

/**
 * The verdict docked under the answer, in the page's flow (docs/decisions/0053): it takes its room
 * from the item's picture, never covers the answer or the keyboard, and leaves the answer in sight.
 * It takes the focus on its Continue, so one Enter goes on: after a hit, or after a miss, which
 * shows the answer and whose item comes back at the end of the level. In a practice (`comesBack`
 * false: the review, the reading quiz) a miss stays on its item, to be tried again. `children` come
 * after the verdict: a level's celebration.
 */
export function FeedbackPanel({
  outcome,
  word,
  combo = 0,
  comesBack = true,
  onContinue,
  children,
}: {
  outcome: Outcome;
  word?: string | undefined;
  /** Answers right at the first try in a row, this one included: said from two on. */
  combo?: number;
  /** Whether a missed item comes back later; else the miss's button tries it again. */
  comesBack?: boolean;
  onContinue: () => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation('verdict');
  const panel = useRef<HTMLElement>(null);
  const titleId = useId();
  const { correct } = outcome;
  useEffect(() => {
    panel.current?.querySelector<HTMLElement>('[data-continue]')?.focus({ preventScroll: true });
  }, []);
  return (
    // Where the screen is short, the panel gives up height first: its end scrolls, its Continue stays.
    <div className="mx-auto flex min-h-0 w-full max-w-[720px] flex-col px-4">
      <section
        ref={panel}
        aria-labelledby={titleId}
        className={`flex max-h-[45dvh] min-h-0 overflow-y-auto rounded-2xl border-s-8 bg-surface px-3 py-1.5 text-fg shadow-sm ${
          correct ? 'border-correct' : 'border-incorrect'
        }`}
      >
        {/* Announced as it comes: a hit politely, a miss at once. */}
        <div aria-live={correct ? 'polite' : 'assertive'} className="min-w-0 flex-1">
          <Verdict
            outcome={outcome}
            word={word}
            titleId={titleId}
            comesBack={comesBack}
            action={
              <Button data-continue onClick={onContinue} aria-keyshortcuts="Enter">
                {correct || comesBack ? t('correct.continue') : t('incorrect.tryAgain')}
              </Button>
            }
          />
          {/* A level's last answer lists its badges in the celebration that follows. */}
          {!children &&
            outcome.newBadges.map((badge) => (
              <p key={badge._id} className="font-semibold text-sm">
                {t('badges.earned', { name: badge.name, description: badge.description })}
              </p>
            ))}
          {correct && combo >= 2 && (
            <p className="font-semibold text-sm">
              <span aria-hidden="true">⚡ </span>
              {t('correct.combo', { n: combo })}
            </p>
          )}
          {children}
        </div>
      </section>
    </div>
  );
}
