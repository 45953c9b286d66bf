import { useQuery } from '@tanstack/react-query';
import type { LevelInsight } from '@tp/contract/sounds';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { courseInsightsQueryOptions, firstTryShare } from '../../api/answer-stats';
import { ShowMore } from '../find/ShowMore';
import { ExpectedAnswer } from '../levels/ExpectedAnswer';
import { QueryFallback } from '../QueryFallback';

/** Levels shown at first, and added by each Show more. */
const levelsPerPage = 20;

/**
 * Dashboard 'Insights': what learners miss. The levels learners answered, hardest first (the lowest
 * share right first time), each with how many learners started and finished it and its items,
 * hardest first, with their most common wrong answers and most missed symbols.
 */
export function InsightsTab() {
  const { t } = useTranslation('adminAnswers');
  const insights = useQuery(courseInsightsQueryOptions());
  const [count, setCount] = useState(levelsPerPage);
  if (!insights.data) return <QueryFallback query={insights} failed={t('insights.loadFailed')} />;
  if (insights.data.length === 0) return <p>{t('insights.empty')}</p>;
  return (
    <div className="flex flex-col gap-4">
      <p className="text-muted">{t('insights.intro')}</p>
      <ol className="flex flex-col gap-4">
        {insights.data.slice(0, count).map((level) => (
          <LevelInsightCard key={level.levelId} level={level} />
        ))}
      </ol>
      <ShowMore
        shown={Math.min(count, insights.data.length)}
        total={insights.data.length}
        onMore={() => setCount(count + levelsPerPage)}
      />
    </div>
  );
}

function LevelInsightCard({ level }: { level: LevelInsight }) {
  const { t } = useTranslation('adminAnswers');
  return (
    <li className="flex flex-col gap-2 rounded-lg border border-border p-3">
      <h3 className="font-semibold text-lg">{t('insights.level', { n: level.level })}</h3>
      <p>
        {t('insights.learners', { started: level.started, finished: level.finished })}{' '}
        {t('insights.dropOff', { dropped: Math.max(0, level.started - level.finished) })}
      </p>
      <p>{t('panel.firstTry', { share: firstTryShare(level), tries: level.firstTries })}</p>
      <ol className="flex flex-col gap-3">
        {level.items.map((item) => (
          <li key={item.itemId} className="flex flex-col gap-1 border-border border-t pt-2">
            <h4 className="break-words font-medium">{item.label}</h4>
            <ExpectedAnswer text={item.expected} />
            <p>
              {t('panel.firstTry', {
                share: firstTryShare({ firstTries: item.started, firstTryCorrect: item.firstTryCorrect }),
                tries: item.started,
              })}{' '}
              {t('insights.itemLearners', { finished: item.finished })}
            </p>
            <Counted
              title={t('panel.wrong')}
              none={t('panel.noWrong')}
              rows={item.wrongAnswers.map(({ answer, count }) => ({ text: answer, count }))}
            />
            {item.missedSymbols.length > 0 && (
              <Counted
                title={t('insights.missed')}
                rows={item.missedSymbols.map(({ symbol, count }) => ({ text: symbol, count }))}
              />
            )}
          </li>
        ))}
      </ol>
    </li>
  );
}

/** Phonetic text with how often it came, most first; `none` when there is nothing to list. */
function Counted({
  title,
  none,
  rows,
}: {
  title: string;
  none?: string;
  rows: { text: string; count: number }[];
}) {
  const { t } = useTranslation('adminAnswers');
  if (rows.length === 0) return <p className="text-muted">{none}</p>;
  return (
    <div>
      <h5 className="font-medium">{title}</h5>
      <ol className="flex flex-wrap gap-x-4 gap-y-1">
        {rows.map(({ text, count }) => (
          <li key={text} className="flex gap-2">
            <span dir="ltr" className="phonetic font-phonetic">
              {text}
            </span>
            <span className="text-muted">{t('panel.times', { count })}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}
