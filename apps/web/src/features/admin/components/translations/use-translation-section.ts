import { type TranslationLanguage, translationLanguages } from '@tp/contract/constants';
import { useState } from 'react';
import { usePreferences } from '#web/lib/preferences';

const isTranslationLanguage = (language: string): language is TranslationLanguage =>
  translationLanguages.some((code) => code === language);

/**
 * Whether a form's translations are open, and which language they show: at first the dashboard's
 * own language (the first one when that is English). `showErrors` opens them at the first
 * language whose fields the form refused, so that the admin sees why.
 */
export function useTranslationSection() {
  const { lang } = usePreferences();
  const [open, setOpen] = useState(false);
  const [language, setLanguage] = useState<TranslationLanguage>(
    isTranslationLanguage(lang) ? lang : translationLanguages[0],
  );
  const showErrors = (errors: Partial<Record<TranslationLanguage, unknown>> | undefined) => {
    const first = translationLanguages.find((code) => errors?.[code]);
    if (!first) return;
    setLanguage(first);
    setOpen(true);
  };
  return { open, onOpenChange: setOpen, language, onLanguageChange: setLanguage, showErrors };
}
