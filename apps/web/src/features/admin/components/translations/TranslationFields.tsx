import { rtlLanguages, type TranslationLanguage, translationLanguages } from '@tp/contract/constants';
import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { languageNames } from '#web/i18n/languages';
import { Field, SelectField, TextAreaField } from '#web/ui/Field';
import { filledCount, type TranslationValues } from './translation-values';

/** One English string of the form and its translation fields' label and limit. */
interface TranslatedString {
  label: string;
  english: string;
  maxLength: number;
  multiline?: boolean;
}

interface TranslationFieldsProps {
  /** The English strings, in order; each language has one field per string. */
  strings: readonly TranslatedString[];
  /** The form's current translations, for each language's count of filled fields. */
  values: TranslationValues;
  /** The field of one language's string, registered with the form. */
  field: (language: TranslationLanguage, index: number) => UseFormRegisterReturn;
  error: (language: TranslationLanguage, index: number) => string | undefined;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  language: TranslationLanguage;
  onLanguageChange: (language: TranslationLanguage) => void;
}

/**
 * The "Translations" part of a form, shown on demand: a language select (each language with how
 * many of its fields are filled in) and that language's field for each English string, the
 * English under it. An empty field shows learners the English. Closed, its fields keep their
 * values (the form holds them).
 */
export function TranslationFields({
  strings,
  values,
  field,
  error,
  open,
  onOpenChange,
  language,
  onLanguageChange,
}: TranslationFieldsProps) {
  const { t } = useTranslation('admin');
  const introId = useId();
  const panelId = useId();
  const dir = rtlLanguages.includes(language) ? 'rtl' : 'ltr';

  return (
    <section className="rounded-lg border border-border p-3">
      <h3>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={open ? panelId : undefined}
          onClick={() => onOpenChange(!open)}
          className="flex min-h-11 w-full items-center gap-2 text-start font-medium"
        >
          <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
            {open ? '▾' : '▸'}
          </span>
          {t('translations.title')}
        </button>
      </h3>
      {open && (
        <div id={panelId} className="flex flex-col gap-4 pt-2">
          <p id={introId} className="text-muted text-sm">
            {t('translations.intro')}
          </p>
          {strings.length === 0 ? (
            <p>{t('translations.writeEnglishFirst')}</p>
          ) : (
            <>
              <SelectField
                label={t('translations.language')}
                aria-describedby={introId}
                value={language}
                onChange={(event) => onLanguageChange(event.target.value as TranslationLanguage)}
              >
                {translationLanguages.map((code) => (
                  <option key={code} value={code}>
                    {t('translations.progress', {
                      language: languageNames[code],
                      done: filledCount(values[code]),
                      total: strings.length,
                    })}
                  </option>
                ))}
              </SelectField>
              <fieldset key={language} className="flex flex-col gap-3">
                <legend className="mb-2 font-medium">{languageNames[language]}</legend>
                {strings.map((string, index) => {
                  const props = {
                    label: string.label,
                    hint: string.english ? t('translations.english', { text: string.english }) : undefined,
                    maxLength: string.maxLength,
                    lang: language,
                    dir,
                    error: error(language, index),
                    ...field(language, index),
                  };
                  return string.multiline ? (
                    // biome-ignore lint/suspicious/noArrayIndexKey: a translation is the string at this index.
                    <TextAreaField key={index} {...props} />
                  ) : (
                    // biome-ignore lint/suspicious/noArrayIndexKey: a translation is the string at this index.
                    <Field key={index} {...props} />
                  );
                })}
              </fieldset>
            </>
          )}
        </div>
      )}
    </section>
  );
}
