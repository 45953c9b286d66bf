import type { ReviewItem } from '@tp/contract/sounds';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChoiceList } from '#web/play/ChoiceList';
import { autoplayItemSound, playItemSound } from '#web/play/game-sounds';
import { ItemCard } from '#web/play/ItemCard';
import { Button } from '#web/ui/Button';

type Pair = Extract<ReviewItem, { kind: 'pair' }>;

/**
 * A minimal pair as a listening question: hear one word, choose which of the two it was. Its
 * verdict (`feedback`) docks under it, and its Continue stands for Next meanwhile.
 */
export function PairView({
  item,
  busy,
  feedback,
  onSubmit,
}: {
  item: Pair;
  busy: boolean;
  feedback?: ReactNode;
  onSubmit: (choice: number) => void;
}) {
  const { t } = useTranslation('sounds');
  const [selected, setSelected] = useState<number | null>(null);

  useEffect(() => autoplayItemSound(item.audio), [item.audio]);

  return (
    <>
      <ItemCard heading={t('review.pairHeading')}>
        <button
          type="button"
          onClick={() => playItemSound(item.audio)}
          aria-label={t('review.play')}
          className="inline-flex size-16 shrink-0 items-center justify-center self-center rounded-full bg-primary text-3xl text-primary-fg shadow-md md:size-24 md:text-4xl"
        >
          <span aria-hidden="true" className="ms-1">
            ▶
          </span>
        </button>
        <ChoiceList
          legend={t('review.pairOptions')}
          options={item.options}
          selected={selected}
          onSelect={setSelected}
        />
        <Button
          className={`self-end ${feedback ? 'hidden' : ''}`}
          disabled={selected === null}
          loading={busy}
          onClick={() => {
            if (selected === null) return;
            setSelected(null);
            onSubmit(selected);
          }}
        >
          {t('review.next')}
        </Button>
      </ItemCard>
      {feedback}
    </>
  );
}
