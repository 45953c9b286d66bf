import { desktopLayout, mobileLayout, type SoundSummary } from '@tp/phonetics';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { smallScreenQuery, useMediaQuery } from '#web/ui/use-media-query';
import { type AccuracyBand, accuracyBand, percent } from './accuracy';

const bandStyles: Record<AccuracyBand, string> = {
  none: 'border-border bg-surface text-muted',
  low: 'border-transparent bg-incorrect text-incorrect-fg',
  mid: 'border-dashed border-incorrect bg-option text-option-fg',
  high: 'border-transparent bg-correct text-correct-fg',
};

const bands: readonly AccuracyBand[] = ['low', 'mid', 'high', 'none'];

/**
 * The phonetic keyboard as a heat map: each symbol key in its place, coloured by how often it was
 * typed right and showing that share as a number, so it reads without colour too. Keys that type
 * no sound are left out; the phone layout is used on phones, so it fits 360 px.
 */
export function SoundHeatmap({ sounds }: { sounds: readonly SoundSummary[] }) {
  const { t } = useTranslation('sounds');
  const small = useMediaQuery(smallScreenQuery);
  const legendId = useId();
  const bySymbol = new Map(sounds.map((s) => [s.symbol, s]));
  const rows = (small ? mobileLayout : desktopLayout)
    .map((row) => row.flatMap((key) => (key.kind === 'symbol' ? [key.symbol] : [])))
    .filter((row) => row.length > 0);

  return (
    <figure className="flex flex-col gap-3" aria-describedby={legendId}>
      <div dir="ltr" className="flex flex-col items-center gap-1 md:gap-2">
        {rows.map((row) => (
          <ul key={row.join('')} className="flex w-full justify-center gap-1 md:gap-2">
            {row.map((symbol) => {
              const sound = bySymbol.get(symbol);
              const band = accuracyBand(sound);
              return (
                <li
                  key={symbol}
                  data-band={band}
                  className={`flex min-w-0 max-w-16 flex-1 flex-col items-center rounded-lg border-2 py-1 shadow-sm ${bandStyles[band]}`}
                >
                  <span
                    aria-hidden="true"
                    className="phonetic font-phonetic text-lg leading-tight md:text-2xl"
                  >
                    {symbol}
                  </span>
                  <span aria-hidden="true" className="text-sm tabular-nums leading-tight">
                    {sound ? percent(sound.accuracy) : '–'}
                  </span>
                  <span className="sr-only">
                    {sound
                      ? t('heatmap.key', {
                          symbol,
                          accuracy: percent(sound.accuracy),
                          right: sound.right,
                          attempts: sound.attempts,
                        })
                      : t('heatmap.keyNone', { symbol })}
                  </span>
                </li>
              );
            })}
          </ul>
        ))}
      </div>
      <figcaption id={legendId} className="flex flex-col gap-2 text-sm">
        <span>{t('heatmap.legend')}</span>
        <span className="flex flex-wrap gap-x-4 gap-y-1">
          {bands.map((band) => (
            <span key={band} className="inline-flex items-center gap-2">
              <span
                aria-hidden="true"
                className={`inline-block size-4 rounded border-2 ${bandStyles[band]}`}
              />
              {t(`heatmap.bands.${band}`)}
            </span>
          ))}
        </span>
      </figcaption>
    </figure>
  );
}
