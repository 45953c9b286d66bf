import type { AlignmentStep } from '@tp/phonetics';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Outcome } from './game-context';

/**
 * What a checked answer says (spec §4, §8), wherever it is shown: right or wrong, with its sound's
 * word beside the spelling on a hit (sun = sʌn), the points earned, and on a miss where it went
 * wrong. An answer taken as an accepted variant says so, with the main answer beside it; a wrong
 * one compared with a variant says that its comparison is with a variant. Where a miss's item
 * comes back later (`comesBack`, the game), the miss shows the answer too.
 */
export function Verdict({
  outcome,
  word,
  titleId,
  action,
  comesBack = false,
}: {
  outcome: Outcome;
  word?: string | undefined;
  comesBack?: boolean;
  /** Where the verdict names a region (not a dialog, titled already): the id its title takes. */
  titleId?: string;
  /** Ends the verdict's last line: the panel's Continue. */
  action?: ReactNode;
}) {
  const { t } = useTranslation('verdict');
  const { correct } = outcome;
  // The spelling compared with is a variant when it is not the main answer (quizzes send both alike).
  const viaVariant = outcome.answer !== undefined && outcome.expected !== outcome.answer;
  const points = outcome.pointsAwarded > 0 && (
    <span className="font-semibold">{t('correct.points', { points: outcome.pointsAwarded })}</span>
  );
  return (
    <div className="flex flex-col gap-1">
      <p className="max-md:text-sm">
        <span
          aria-hidden="true"
          className={`me-2 inline-flex size-6 items-center justify-center rounded-full align-middle font-bold ${
            correct ? 'bg-correct text-correct-fg' : 'bg-incorrect text-incorrect-fg'
          }`}
        >
          {correct ? '✓' : '✗'}
        </span>
        {titleId && (
          <strong id={titleId} className="me-2">
            {correct ? t('correct.title') : t('incorrect.title')}
          </strong>
        )}
        {correct ? t('correct.message') : t('incorrect.message')}
      </p>
      {correct && viaVariant && (
        <dl className="grid grid-cols-[auto_1fr] items-baseline gap-x-3">
          <dt>{t('correct.variant')}</dt>
          <dd>
            <Phonetic text={outcome.expected} />
          </dd>
          <dt>{word ? t('correct.mainAnswerOf', { word }) : t('correct.mainAnswer')}</dt>
          <dd>
            <Phonetic text={outcome.answer} />
          </dd>
        </dl>
      )}
      {!correct && (outcome.alignment.length > 0 || comesBack) && (
        // What was typed and the answer side by side, where the width allows.
        <div className="flex flex-wrap items-baseline gap-x-6 gap-y-1">
          {outcome.alignment.length > 0 && (
            <AnswerFeedback steps={outcome.alignment} againstVariant={viaVariant} legend={!comesBack} />
          )}
          {comesBack && (
            <span className="flex flex-wrap items-baseline gap-x-2">
              <span>{t('incorrect.rightAnswer')}</span>
              {word ? <Spelling word={word} text={outcome.answer} /> : <Phonetic text={outcome.answer} />}
            </span>
          )}
        </div>
      )}
      {(correct || comesBack || action) && (
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          {correct
            ? word && !viaVariant && <Spelling word={word} text={outcome.expected} />
            : comesBack && <span className="text-sm">{t('incorrect.comesBack')}</span>}
          {points}
          {action && <span className="ms-auto">{action}</span>}
        </div>
      )}
    </div>
  );
}

/** A word beside its spelling: sun = sʌn. */
function Spelling({ word, text }: { word: string; text: string }) {
  return (
    <span className="flex items-baseline gap-x-2">
      <span className="font-semibold">{word}</span>
      <span aria-hidden="true">=</span>
      <Phonetic text={text} />
    </span>
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
 * also has words for screen readers, so nothing rests on colour alone; the legend of the marks is
 * shown where there is room for it (`legend`), else only read.
 */
function AnswerFeedback({
  steps,
  againstVariant,
  legend,
}: {
  steps: readonly AlignmentStep[];
  againstVariant: boolean;
  legend: boolean;
}) {
  const { t } = useTranslation('verdict');
  const spoken = (symbol = '') => (symbol === ' ' ? t('incorrect.space') : symbol);
  return (
    <figure className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
      {/* Beside the answer on a phone, the marks speak for themselves; the caption is still read. */}
      <figcaption className={`text-sm ${legend ? '' : 'max-md:sr-only'}`}>
        {againstVariant ? t('incorrect.comparisonVariant') : t('incorrect.comparison')}
      </figcaption>
      <p dir="ltr" className="phonetic whitespace-pre-wrap break-all font-phonetic text-2xl leading-snug">
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
      <p className={`basis-full text-muted text-xs ${legend ? 'max-md:sr-only' : 'sr-only'}`}>
        {t('incorrect.legend')}
      </p>
    </figure>
  );
}
