import { type FirstLanguage, firstLanguages } from '@tp/contract/constants';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useChooseFirstLanguage, useFirstLanguage } from '#web/course/first-language';
import { useToast } from '#web/ui/Toast';

/**
 * Asks once which language the learner grew up with: any of the interface languages, or another
 * one; until they say, the interface language stands for it.
 */
export function FirstLanguageChoice() {
  const { t } = useTranslation();
  const id = useId();
  const toast = useToast();
  const { language } = useFirstLanguage();
  const choose = useChooseFirstLanguage();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-semibold">
        {t('firstLanguage.label')}
      </label>
      <select
        id={id}
        aria-describedby={`${id}-hint`}
        value={choose.isPending ? choose.variables : language}
        disabled={choose.isPending}
        onChange={(event) =>
          choose.mutate(event.target.value as FirstLanguage, {
            onError: () => toast.show(t('firstLanguage.saveFailed'), 'error'),
          })
        }
        className="min-h-11 max-w-xs rounded-lg border border-border bg-surface px-3"
      >
        {firstLanguages.map((code) => (
          <option key={code} value={code}>
            {t(`firstLanguage.names.${code}`)}
          </option>
        ))}
      </select>
      <p id={`${id}-hint`} className="text-muted text-sm">
        {t('firstLanguage.hint')}
      </p>
    </div>
  );
}
