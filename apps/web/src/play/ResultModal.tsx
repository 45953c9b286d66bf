import type { AlignmentStep } from '@tp/phonetics';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/ui/Button';
import { Modal } from '#web/ui/Modal';
import type { Outcome } from './game-context';

/**
 * The verdict (spec §4, §8): closes with its close button or Enter; a wrong answer shows where it
 * went wrong. An answer taken as an accepted variant says so, with the main answer beside it; a
 * wrong one compared with a variant says that its comparison is with a variant (whose symbols stay
 * for the clue to reveal). `children` come after the verdict: the game's celebration of a level done.
 */
export default function ResultModal({
  outcome,
  onClose,
  children,
}: {
  outcome: Outcome;
  onClose: () => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation('game');
  const { correct } = outcome;
  // The spelling compared with is a variant when it is not the main answer (quizzes send both alike).
  const viaVariant = outcome.answer !== undefined && outcome.expected !== outcome.answer;
  return (
    <Modal
      open
      closeOnEnter
      onClose={onClose}
      title={correct ? t('correct.title') : t('incorrect.title')}
      footer={<Button onClick={onClose}>{correct ? t('correct.continue') : t('incorrect.tryAgain')}</Button>}
    >
      <div className="flex items-start gap-4">
        <span
          aria-hidden="true"
          className={`inline-flex size-12 shrink-0 items-center justify-center rounded-full font-bold text-2xl ${
            correct ? 'bg-correct text-correct-fg' : 'bg-incorrect text-incorrect-fg'
          }`}
        >
          {correct ? '✓' : '✗'}
        </span>
        <div className="flex flex-col gap-2">
          <p>{correct ? t('correct.message') : t('incorrect.message')}</p>
          {correct && viaVariant && (
            <dl className="grid grid-cols-[auto_1fr] items-baseline gap-x-3 gap-y-1">
              <dt>{t('correct.variant')}</dt>
              <dd>
                <Phonetic text={outcome.expected} />
              </dd>
              <dt>{t('correct.mainAnswer')}</dt>
              <dd>
                <Phonetic text={outcome.answer} />
              </dd>
            </dl>
          )}
          {correct && outcome.pointsAwarded > 0 && (
            <p className="font-semibold">{t('correct.points', { points: outcome.pointsAwarded })}</p>
          )}
        </div>
      </div>
      {!correct && outcome.alignment.length > 0 && (
        <AnswerFeedback steps={outcome.alignment} againstVariant={viaVariant} />
      )}
      {children && <div className="mt-4">{children}</div>}
    </Modal>
  );
}

/** A spelling in the model: the phonetic font, left to right in every language. */
function Phonetic({ text }: { text: string }) {
  return (
    <span dir="ltr" className="phonetic font-phonetic text-2xl">
      {text}
    </span>
  );
}

/**
 * The typed answer symbol by symbol (UX "Feedback"): right symbols plain, wrong ones underlined in
 * the theme's incorrect colour, a gap where one is missing, extra ones struck through. Each mark
 * also has words for screen readers, so nothing rests on colour alone.
 */
function AnswerFeedback({
  steps,
  againstVariant,
}: {
  steps: readonly AlignmentStep[];
  againstVariant: boolean;
}) {
  const { t } = useTranslation('game');
  const spoken = (symbol = '') => (symbol === ' ' ? t('incorrect.space') : symbol);
  return (
    <figure className="mt-4 flex flex-col gap-2">
      <figcaption className="font-medium">
        {againstVariant ? t('incorrect.comparisonVariant') : t('incorrect.comparison')}
      </figcaption>
      <p
        dir="ltr"
        className="phonetic whitespace-pre-wrap break-all font-phonetic text-[2rem] leading-relaxed"
      >
        {steps.map((step, index) => {
          const key = `${index}-${step.op}`;
          switch (step.op) {
            case 'match':
              return <span key={key}>{step.expected}</span>;
            case 'substitute':
              return (
                <span
                  key={key}
                  className="rounded-sm bg-incorrect text-incorrect-fg underline decoration-4 decoration-incorrect-fg underline-offset-4"
                >
                  <span aria-hidden="true">{step.typed}</span>
                  <span className="sr-only"> {t('incorrect.wrong', { symbol: spoken(step.typed) })} </span>
                </span>
              );
            case 'missing':
              return (
                <span
                  key={key}
                  className="mx-0.5 inline-block h-[1em] w-[0.8em] border-current border-b-4 border-dotted align-baseline"
                >
                  <span className="sr-only"> {t('incorrect.missing')} </span>
                </span>
              );
            case 'extra':
              return (
                <span key={key} className="line-through decoration-4">
                  <span aria-hidden="true">{step.typed}</span>
                  <span className="sr-only"> {t('incorrect.extra', { symbol: spoken(step.typed) })} </span>
                </span>
              );
            default:
              return null;
          }
        })}
      </p>
      <p className="text-muted text-sm">{t('incorrect.legend')}</p>
    </figure>
  );
}
