import { type Language, languages } from '@tp/contract/constants';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSettingsSyncFeedback } from '#web/features/settings/hooks/use-settings-sync-feedback';
import { languageNames } from '#web/i18n/languages';
import { setLanguage, usePreferences } from '#web/lib/preferences';
import { cycleTheme, useThemeName } from '#web/theme/theme';

/**
 * Theme and language, reachable from every page; it also reports how saving settings to the account
 * went. Where the top bar is too narrow for them (phones), the menu offers them instead and this
 * stays mounted, hidden, for the report.
 */
export function PreferenceControls({ className = '' }: { className?: string }) {
  useSettingsSyncFeedback();
  return (
    <div className={`flex items-center gap-2 ${className}`}>
      <ThemeButton />
      <LanguageSelect />
    </div>
  );
}

/** Moves to the next of the five themes, and names the current one beside it. */
export function ThemeButton() {
  const { t } = useTranslation();
  const theme = useThemeName();
  const themeId = useId();
  return (
    <>
      <button
        type="button"
        onClick={cycleTheme}
        aria-describedby={themeId}
        className="inline-flex size-11 shrink-0 items-center justify-center rounded-full border border-current text-lg"
      >
        <span aria-hidden="true">◐</span>
        {/* Named by its content, not aria-label, so it is not taken for a field labelled "Theme". */}
        <span className="sr-only">{t('header.changeTheme')}</span>
      </button>
      {/* The current theme sits beside the button so the button's name stays exactly "Change theme". */}
      <span id={themeId} className="text-sm">
        {t(`themes.${theme}`)}
      </span>
    </>
  );
}

/** The interface's language, by its own name. */
export function LanguageSelect() {
  const { t } = useTranslation();
  const { lang } = usePreferences();
  const selectId = useId();
  return (
    <>
      <label htmlFor={selectId} className="sr-only">
        {t('header.language')}
      </label>
      {/* A set width: sized by its widest option, the select would lay out every language's name
        at first paint, each script with its own fallback font (tens of milliseconds on a phone). */}
      <select
        id={selectId}
        value={lang}
        onChange={(event) => setLanguage(event.target.value as Language)}
        className="min-h-11 w-32 rounded-full border border-current bg-surface px-2 text-fg text-sm"
      >
        {languages.map((code) => (
          <option key={code} value={code} lang={code}>
            {languageNames[code]}
          </option>
        ))}
      </select>
    </>
  );
}
