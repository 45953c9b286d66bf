import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/Button';
import { useGameContext } from '../hooks/game-context';
import { ItemCard, NoContext } from './ItemCard';

/** An info item: a text to read and Next, which moves on without checking (answer 0, spec §4). */
export function InfoView() {
  const { t } = useTranslation('game');
  const game = useGameContext();
  if (game?.item.type !== 'info') return <NoContext />;
  const { item, busy, submit } = game;
  return (
    <ItemCard heading={t('info.heading')}>
      <p className="whitespace-pre-line text-lg leading-relaxed">{item.text}</p>
      <Button data-autofocus className="self-end" loading={busy} onClick={() => void submit(0)}>
        {t('actions.next')}
      </Button>
    </ItemCard>
  );
}
