import { symbolTable } from '@tp/phonetics';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type keyboard from '#web/i18n/locales/en/keyboard.json';
import { symbolKey } from './symbol-key';
import { keyCap, phonetic } from './text-styles';

type DescribedSymbol = keyof typeof keyboard.descriptions;

const cell = 'border-border border-b px-3 py-2 text-start align-top';

/**
 * Every symbol of the keyboard, read from the model itself so that the page cannot drift from
 * what the keyboard types and the game expects.
 */
export function PhoneticModelTable() {
  const { t } = useTranslation('pages');
  const { t: tk } = useTranslation('keyboard');
  const labelId = useId();
  // The label sits outside the scrolling box, so that it stays whole on narrow screens.
  return (
    <>
      <p id={labelId} className="mb-2 font-semibold">
        {t('support.table.caption')}
      </p>
      <section
        aria-labelledby={labelId}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: focusable so that keyboard users can scroll it sideways on narrow screens.
        tabIndex={0}
        className="mb-4 overflow-x-auto rounded-lg border border-border bg-surface"
      >
        <table aria-labelledby={labelId} className="w-full min-w-[42rem] border-collapse">
          <thead>
            <tr>
              <th scope="col" className={cell}>
                {t('support.table.symbol')}
              </th>
              <th scope="col" className={cell}>
                {t('support.table.key')}
              </th>
              <th scope="col" className={cell}>
                {t('support.table.ipa')}
              </th>
              <th scope="col" className={cell}>
                {t('support.table.sound')}
              </th>
              <th scope="col" className={cell}>
                {t('support.table.example')}
              </th>
              <th scope="col" className={cell}>
                {t('support.table.transcription')}
              </th>
            </tr>
          </thead>
          <tbody>
            {symbolTable.map((info) => (
              <tr key={info.symbol}>
                <th scope="row" className={`${cell} ${phonetic} text-2xl`}>
                  {info.symbol}
                </th>
                <td className={cell}>
                  <kbd className={keyCap}>{symbolKey(t, info)}</kbd>
                </td>
                <td className={`${cell} phonetic`}>{info.ipa}</td>
                <td className={`${cell} min-w-52`}>{tk(`descriptions.${info.symbol as DescribedSymbol}`)}</td>
                <td className={cell} lang="en">
                  {info.example}
                </td>
                <td className={`${cell} ${phonetic}`}>{info.exampleTranscription}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </>
  );
}
