import { useTranslation } from 'react-i18next';
import { symbolName } from '#web/keyboard/symbol-name';
import { useGameContext } from '#web/play/game-context';
import { ItemCard, NoContext } from '#web/play/ItemCard';
import { Button } from '#web/ui/Button';
import { splitSymbolMarks } from '../symbol-marks';

/** An info item: a text to read and Next, which moves on without checking (answer 0, spec §4). */
export function InfoView() {
  const { t } = useTranslation('game');
  const game = useGameContext();
  if (game?.item.type !== 'info') return <NoContext />;
  const { item, busy, submit } = game;
  return (
    <ItemCard heading={t('info.heading')}>
      <p className="whitespace-pre-line text-lg leading-relaxed">
        {splitSymbolMarks(item.text).map((part, index) =>
          'symbol' in part ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never move.
            <SymbolButton key={index} symbol={part.symbol} />
          ) : (
            part.text
          ),
        )}
      </p>
      <Button data-autofocus className="self-end" loading={busy} onClick={() => void submit(0)}>
        {t('actions.next')}
      </Button>
    </ItemCard>
  );
}

/** A symbol the text introduces, as a small key that plays the keyboard's sound for it. */
function SymbolButton({ symbol }: { symbol: string }) {
  const { t } = useTranslation('game');
  const { t: tk } = useTranslation('keyboard');
  return (
    <button
      type="button"
      aria-label={t('info.playSymbol', { symbol })}
      title={symbolName(tk, symbol)}
      // Loaded on the first press: the first screen, an info text, need not load the keyboard's sounds.
      onClick={() => void import('#web/keyboard/key-sounds').then((sounds) => sounds.playKeySound(symbol))}
      className="phonetic mx-0.5 inline-flex h-9 min-w-9 items-center justify-center rounded-lg border border-border bg-surface px-1.5 align-middle font-phonetic text-fg text-xl leading-none shadow-[0_2px_0_var(--tp-border)] hover:border-fg"
    >
      {symbol}
    </button>
  );
}
