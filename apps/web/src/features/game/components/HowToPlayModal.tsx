import type { Language } from '@tp/contract/constants';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { languageNames } from '#web/i18n/languages';
import { setLanguage, usePreferences } from '#web/lib/preferences';
import { FirstLanguageChoice } from '#web/play/FirstLanguageChoice';
import { Button } from '#web/ui/Button';
import { Modal } from '#web/ui/Modal';

const steps = ['listen', 'type', 'symbols', 'check', 'clue', 'points', 'signUp'] as const;

/** Spec §9: the how-to-play picker offers five of the twelve languages. */
const pickerLanguages: readonly Language[] = ['en', 'es', 'fr', 'de', 'hi'];

/** The seven steps of the game and a language picker (spec §2); shown on the first visit. */
export default function HowToPlayModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('game');
  const { lang } = usePreferences();
  const [listOpen, setListOpen] = useState(false);
  const listId = useId();
  return (
    <Modal
      open
      onClose={onClose}
      title={t('howToPlay.title')}
      footer={<Button onClick={onClose}>{t('howToPlay.start')}</Button>}
    >
      <ol className="flex list-decimal flex-col gap-2 ps-6">
        {steps.map((step) => (
          <li key={step}>{t(`howToPlay.steps.${step}`)}</li>
        ))}
      </ol>
      {/* The symbol table and the rest of the help; the dialog counts as seen once left for it. */}
      <p className="mt-4">
        <Link to="/info" onClick={onClose} className="text-link underline">
          {t('howToPlay.symbolTable')}
        </Link>
      </p>
      <div className="mt-4 flex flex-col items-start gap-2">
        <button
          type="button"
          aria-expanded={listOpen}
          aria-controls={listId}
          onClick={() => setListOpen((open) => !open)}
          className="inline-flex min-h-11 items-center gap-2 rounded-full border border-current px-4 font-semibold"
        >
          {t('howToPlay.language', { language: languageNames[lang] })}
          <span aria-hidden="true">▾</span>
        </button>
        {listOpen && (
          <ul id={listId} aria-label={t('howToPlay.chooseLanguage')} className="flex flex-wrap gap-2">
            {pickerLanguages.map((code) => (
              <li key={code}>
                <button
                  type="button"
                  lang={code}
                  aria-current={code === lang ? 'true' : undefined}
                  onClick={() => {
                    setLanguage(code);
                    setListOpen(false);
                  }}
                  className="min-h-11 rounded-lg bg-option px-3 text-option-fg aria-[current=true]:bg-option-selected aria-[current=true]:text-option-selected-fg"
                >
                  {languageNames[code]}
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
      {/* Asked once, here and in the profile: the drills hardest for its speakers come first. */}
      <div className="mt-4">
        <FirstLanguageChoice />
      </div>
    </Modal>
  );
}
