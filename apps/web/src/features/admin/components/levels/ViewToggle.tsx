import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getString, setString, storageKeys } from '#web/lib/storage';

const views = ['cards', 'table'] as const;
export type LevelsView = (typeof views)[number];

/** Past this many levels, a page of cards shows too little of the course: the table is the default. */
const cardsUpTo = 60;

/**
 * Cards or table, as this browser's admin chose last; until they choose, cards for a course of up
 * to 60 levels, the table for a longer one.
 */
export function useLevelsView(levelCount: number): [LevelsView, (view: LevelsView) => void] {
  const [chosen, setChosen] = useState(() => getString(storageKeys.adminLevelsView));
  const view: LevelsView =
    chosen === 'table' || chosen === 'cards' ? chosen : levelCount > cardsUpTo ? 'table' : 'cards';
  return [
    view,
    (next) => {
      setChosen(next);
      setString(storageKeys.adminLevelsView, next);
    },
  ];
}

/** Two pressed-or-not buttons that show the levels as cards or as a table. */
export function ViewToggle({ view, onChange }: { view: LevelsView; onChange: (view: LevelsView) => void }) {
  const { t } = useTranslation('adminFind');
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="mb-1 font-medium">{t('levels.view')}</legend>
      <div className="flex rounded-lg border border-border p-0.5">
        {views.map((name) => (
          <button
            key={name}
            type="button"
            aria-pressed={view === name}
            onClick={() => onChange(name)}
            className={`min-h-10 rounded-md px-3 font-medium ${view === name ? 'bg-primary text-primary-fg' : 'text-link'}`}
          >
            {t(`levels.${name}`)}
          </button>
        ))}
      </div>
    </fieldset>
  );
}
