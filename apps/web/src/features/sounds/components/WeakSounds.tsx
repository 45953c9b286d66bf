import { type SoundSummary, symbolInfo } from '@tp/phonetics';
import { useTranslation } from 'react-i18next';
import { playKeySound } from '#web/keyboard/key-sounds';
import { symbolText } from '#web/keyboard/symbol-text';
import { percent } from './accuracy';

/** The weakest sounds: how they went, what they sound like, and a button that plays them. */
export function WeakSounds({ sounds }: { sounds: readonly SoundSummary[] }) {
  const { t } = useTranslation('sounds');
  const { t: tk } = useTranslation('keyboard');
  if (sounds.length === 0) return <p>{t('weakest.none')}</p>;
  return (
    <ol className="flex flex-col gap-3">
      {sounds.map((sound) => {
        const info = symbolInfo(sound.symbol);
        const recent = sound.trend.reduce(
          (sum, day) => ({ attempts: sum.attempts + day.attempts, right: sum.right + day.right }),
          { attempts: 0, right: 0 },
        );
        return (
          <li
            key={sound.symbol}
            className="flex flex-wrap items-center gap-3 rounded-xl border border-border bg-surface p-3"
          >
            <span dir="ltr" className="phonetic w-12 text-center font-phonetic text-4xl">
              {sound.symbol}
            </span>
            <div className="flex min-w-0 flex-1 basis-48 flex-col">
              <span className="font-semibold">{symbolText(tk, sound.symbol).name}</span>
              {info && (
                <span>
                  {t('weakest.example', { word: info.example, transcription: info.exampleTranscription })}
                </span>
              )}
              <span>
                {t('weakest.score', {
                  right: sound.right,
                  attempts: sound.attempts,
                  accuracy: percent(sound.accuracy),
                })}
              </span>
              <span className="text-muted text-sm">
                {recent.attempts > 0
                  ? t('weakest.trend', { right: recent.right, attempts: recent.attempts })
                  : t('weakest.trendNone')}
              </span>
              <TrendBars trend={sound.trend} />
            </div>
            <button
              type="button"
              onClick={(event) => playKeySound(sound.symbol, event.timeStamp)}
              aria-label={t('weakest.play', { symbol: sound.symbol })}
              className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-primary text-primary-fg text-xl shadow"
            >
              <span aria-hidden="true" className="ms-0.5">
                ▶
              </span>
            </button>
          </li>
        );
      })}
    </ol>
  );
}

/**
 * The last 14 days as small bars, oldest first: the share typed right that day, an empty slot on a
 * day without practice. Decoration only; the line above says the same in words.
 */
function TrendBars({ trend }: { trend: SoundSummary['trend'] }) {
  return (
    <span aria-hidden="true" dir="ltr" className="mt-1 flex h-6 items-end gap-0.5">
      {trend.map((day) => (
        <span
          key={day.day}
          data-day={day.day}
          className={`w-2 rounded-t-sm ${day.attempts > 0 ? 'bg-primary' : 'h-px bg-border'}`}
          style={
            day.attempts > 0 ? { height: `${Math.max(10, (day.right / day.attempts) * 100)}%` } : undefined
          }
        />
      ))}
    </span>
  );
}
