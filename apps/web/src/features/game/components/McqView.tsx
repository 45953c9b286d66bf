import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { optionText } from '#web/course/course';
import { ChoiceList } from '#web/play/ChoiceList';
import { useGameContext } from '#web/play/game-context';
import { ItemCard, NoContext } from '#web/play/ItemCard';
import { Button } from '#web/ui/Button';
import { ReadMoreText } from './ReadMoreText';

/**
 * A multiple-choice item (spec §2, §4): the question, cut at 300 characters until read in full,
 * options that stay highlighted when chosen, and Next, enabled once one is chosen, which sends
 * its index. The choice stays in sight beside its verdict, whose Continue stands for Next.
 */
export function McqView() {
  const { t } = useTranslation('game');
  const game = useGameContext();
  const [selected, setSelected] = useState<number | null>(null);
  if (game?.item.type !== 'mcq') return <NoContext />;
  const { item, busy, submit } = game;
  const mcq = item.mcq;

  const next = () => {
    if (selected !== null) void submit(selected);
  };

  return (
    <>
      <ItemCard heading={t('mcq.heading')}>
        {mcq ? (
          <>
            <ReadMoreText text={mcq.question} className="text-lg leading-relaxed" />
            <ChoiceList
              legend={t('mcq.options')}
              options={mcq.options.map(optionText)}
              selected={selected}
              onSelect={setSelected}
            />
          </>
        ) : (
          <p>{t('mcq.missing')}</p>
        )}
        <Button
          data-autofocus={mcq ? undefined : true}
          className={`self-end ${game.verdict ? 'hidden' : ''}`}
          disabled={mcq !== undefined && selected === null}
          loading={busy}
          onClick={mcq ? next : () => void submit(0)}
        >
          {t('actions.next')}
        </Button>
      </ItemCard>
      {game.feedback}
    </>
  );
}
