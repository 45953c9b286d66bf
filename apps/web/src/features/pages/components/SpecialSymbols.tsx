import { specialSymbols } from '@tp/phonetics';
import { Trans, useTranslation } from 'react-i18next';
import type keyboard from '#web/i18n/locales/en/keyboard.json';
import { symbolKey } from './symbol-key';
import { keyCap, phonetic } from './text-styles';

type DescribedSymbol = keyof typeof keyboard.descriptions;

/** The four special symbols (ϫ ʇ ʞ ꟼ), each with its sound, an example and its key, from the model. */
export function SpecialSymbols() {
  const { t } = useTranslation('pages');
  const { t: tk } = useTranslation('keyboard');
  return (
    <ul className="mb-4 max-w-prose space-y-3">
      {specialSymbols.map((info) => (
        <li key={info.symbol} className="flex items-baseline gap-4">
          <span className={`${phonetic} w-8 shrink-0 text-center text-3xl`}>{info.symbol}</span>
          <span className="leading-relaxed">
            <Trans
              t={t}
              i18nKey="support.faq.special.item"
              values={{
                description: tk(`descriptions.${info.symbol as DescribedSymbol}`),
                word: info.example,
                transcription: info.exampleTranscription,
                key: symbolKey(t, info),
              }}
              components={{ phonetic: <span className={phonetic} />, kbd: <kbd className={keyCap} /> }}
            />
          </span>
        </li>
      ))}
    </ul>
  );
}
