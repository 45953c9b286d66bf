import type { SoundSummary } from '@tp/phonetics';
import { useTranslation } from 'react-i18next';

/** The confusions shown, most frequent first. */
const shown = 5;

/** "You often hear ɪ as i": the sounds most often typed in place of others, over all sounds. */
export function Confusions({ sounds }: { sounds: readonly SoundSummary[] }) {
  const { t } = useTranslation('sounds');
  const top = sounds
    .flatMap((s) => s.confusions.map((c) => ({ symbol: s.symbol, ...c })))
    .sort((a, b) => b.count - a.count)
    .slice(0, shown);
  if (top.length === 0) return <p>{t('confusions.none')}</p>;
  return (
    <ul className="flex flex-col gap-2">
      {top.map((c) => (
        <li key={`${c.symbol}-${c.heardAs}`} className="rounded-lg bg-surface px-3 py-2">
          {t('confusions.item', { symbol: c.symbol, heardAs: c.heardAs, count: c.count })}
        </li>
      ))}
    </ul>
  );
}
