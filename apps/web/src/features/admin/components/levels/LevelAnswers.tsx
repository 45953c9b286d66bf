import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { firstTryShare, levelAnswerDetailsQueryOptions } from '../../api/answer-stats';
import { QueryFallback } from '../QueryFallback';
import { ExpectedAnswer } from './ExpectedAnswer';

/**
 * A level's answers, item by item: how many learners got it right the first time and what the
 * wrong answers were, so that a badly recorded or badly transcribed item stands out.
 */
export function LevelAnswers({ levelId }: { levelId: string }) {
  const { t } = useTranslation('adminAnswers');
  const details = useQuery(levelAnswerDetailsQueryOptions(levelId));
  if (!details.data) return <QueryFallback query={details} failed={t('panel.loadFailed')} />;
  if (details.data.length === 0) return <p>{t('panel.empty')}</p>;
  return (
    <ul className="flex flex-col gap-4">
      {details.data.map((item) => (
        <li key={item.itemId} className="flex flex-col gap-1 rounded-lg border border-border p-3">
          <h3 className="break-words font-semibold">{item.label}</h3>
          <ExpectedAnswer text={item.expected} />
          <p>
            {item.firstTries > 0
              ? t('panel.firstTry', { share: firstTryShare(item), tries: item.firstTries })
              : t('panel.noTries')}
          </p>
          {item.wrongAnswers.length > 0 ? (
            <>
              <h4 className="font-medium">{t('panel.wrong')}</h4>
              <ol className="flex flex-col gap-1">
                {item.wrongAnswers.map((wrong) => (
                  <li key={wrong.answer} className="flex flex-wrap gap-3">
                    <span dir="ltr" className="phonetic font-phonetic">
                      {wrong.answer}
                    </span>
                    <span className="text-muted">{t('panel.times', { count: wrong.count })}</span>
                  </li>
                ))}
              </ol>
            </>
          ) : (
            <p className="text-muted">{t('panel.noWrong')}</p>
          )}
        </li>
      ))}
    </ul>
  );
}
