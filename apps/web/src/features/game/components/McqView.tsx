import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/Button';
import { optionText } from '../course';
import { useGameContext } from '../hooks/game-context';
import { ItemCard, NoContext } from './ItemCard';
import { ReadMoreText } from './ReadMoreText';

/**
 * A multiple-choice item (spec §2, §4): the question, cut at 300 characters until read in full,
 * options that stay highlighted when chosen, and Next, enabled once one is chosen, which sends
 * its index and clears the choice.
 */
export function McqView() {
  const { t } = useTranslation('game');
  const game = useGameContext();
  const [selected, setSelected] = useState<number | null>(null);
  if (game?.item.type !== 'mcq') return <NoContext />;
  const { item, busy, submit } = game;
  const mcq = item.mcq;

  const next = () => {
    if (selected === null) return;
    setSelected(null);
    void submit(selected);
  };

  return (
    <ItemCard heading={t('mcq.heading')}>
      {mcq ? (
        <>
          <ReadMoreText text={mcq.question} className="text-lg leading-relaxed" />
          <fieldset className="flex flex-col gap-2">
            <legend className="sr-only">{t('mcq.options')}</legend>
            {mcq.options.map((option, index) => (
              <button
                // biome-ignore lint/suspicious/noArrayIndexKey: the index is the answer sent; options never reorder.
                key={index}
                type="button"
                data-autofocus={index === 0 ? true : undefined}
                aria-pressed={selected === index}
                onClick={() => setSelected(index)}
                className={`min-h-11 rounded-xl border-2 px-4 py-2 text-start font-medium transition-colors ${
                  selected === index
                    ? 'border-current bg-option-selected text-option-selected-fg'
                    : 'border-transparent bg-option text-option-fg'
                }`}
              >
                {optionText(option)}
              </button>
            ))}
          </fieldset>
        </>
      ) : (
        <p>{t('mcq.missing')}</p>
      )}
      <Button
        data-autofocus={mcq ? undefined : true}
        className="self-end"
        disabled={mcq !== undefined && selected === null}
        loading={busy}
        onClick={mcq ? next : () => void submit(0)}
      >
        {t('actions.next')}
      </Button>
    </ItemCard>
  );
}
