import type { UserSettings } from '@tp/contract/accounts';
import {
  type DailyGoal,
  dailyGoals,
  type Language,
  languages,
  type ThemeName,
  themeNames,
} from '@tp/contract/constants';
import { goalDaysPerFreeze } from '@tp/contract/daily-goal';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { languageNames } from '#web/i18n/languages';
import { useDailyGoal } from '#web/lib/daily-goal-setting';
import { useKeyboardSettings } from '#web/lib/keyboard-settings';
import { useAudioAutoPlay, useVideoAutoPlay } from '#web/lib/media-settings';
import { usePreferences } from '#web/lib/preferences';
import { type SettingName, writeLocalSettings } from '#web/session/local-settings';
import { useSession } from '#web/session/use-session';
import { useThemeName } from '#web/theme/theme';
import { SelectField } from '#web/ui/Field';
import { usePageTitle } from '#web/ui/use-page-title';
import { SavedStatus } from './SavedStatus';
import { Switch } from './Switch';

/** Spec §9: hover-sound delays of 0.5 (the default), 1, 2 and 3 seconds; loop counts 1 to 5. */
const hoverDelays = [500, 1000, 2000, 3000];
const loopCounts = [1, 2, 3, 4, 5];
/** Each daily goal's name. */
const goalNames = { 20: 'casual', 50: 'regular', 100: 'serious', 200: 'intense' } as const satisfies Record<
  DailyGoal,
  string
>;

/** The offered values, plus the current one when it came from elsewhere (an older version, the account). */
const withCurrent = (options: readonly number[], current: number) =>
  options.includes(current) ? options : [...options, current].sort((a, b) => a - b);

function Group({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-2 rounded-xl border border-border bg-settings p-5 text-settings-fg"
    >
      <h2 id={headingId} className="mb-2 font-bold text-xl">
        {title}
      </h2>
      {children}
    </section>
  );
}

export function Component() {
  const { t, i18n } = useTranslation('account');
  const { t: tc } = useTranslation();
  const { isLoggedIn, loading } = useSession();
  const { lang } = usePreferences();
  const theme = useThemeName();
  const keyboard = useKeyboardSettings();
  const videoAutoPlay = useVideoAutoPlay();
  const audioAutoPlay = useAudioAutoPlay();
  const dailyGoal = useDailyGoal();
  const [saved, setSaved] = useState<{ name: SettingName; count: number } | null>(null);
  usePageTitle(t('settings.title'), t('settings.description'));

  // Each change applies at once; the account hears of it through the stores (settings-sync.ts).
  const change = (name: SettingName, settings: UserSettings) => {
    writeLocalSettings(settings);
    setSaved((last) => ({ name, count: (last?.count ?? 0) + 1 }));
  };
  const status = (name: SettingName) => <SavedStatus count={saved?.name === name ? saved.count : null} />;
  const number = new Intl.NumberFormat(i18n.language);

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10">
      <h1 className="mb-4 font-bold text-3xl">{t('settings.title')}</h1>
      {!loading && !isLoggedIn && (
        <p className="mb-6 text-muted">
          {t('settings.deviceOnly')}{' '}
          <Link to="/login" className="text-link underline">
            {t('settings.logInToSync')}
          </Link>
        </p>
      )}
      <div className="flex flex-col gap-6">
        <Group title={t('settings.display')}>
          <SelectField
            label={t('settings.language')}
            value={lang}
            onChange={(event) => change('lang', { lang: event.target.value as Language })}
          >
            {languages.map((code) => (
              <option key={code} value={code} lang={code}>
                {languageNames[code]}
              </option>
            ))}
          </SelectField>
          {status('lang')}
          <SelectField
            label={t('settings.theme')}
            value={theme}
            onChange={(event) => change('theme', { theme: event.target.value as ThemeName })}
          >
            {themeNames.map((name) => (
              <option key={name} value={name}>
                {tc(`themes.${name}`)}
              </option>
            ))}
          </SelectField>
          {status('theme')}
        </Group>

        <Group title={t('settings.dailyGoal')}>
          <SelectField
            label={t('settings.dailyGoalPoints')}
            hint={t('settings.dailyGoalHint', { days: goalDaysPerFreeze })}
            value={dailyGoal}
            onChange={(event) => change('dailyGoal', { dailyGoal: Number(event.target.value) as DailyGoal })}
          >
            {dailyGoals.map((points) => (
              <option key={points} value={points}>
                {t(`settings.goals.${goalNames[points]}`, { points: number.format(points) })}
              </option>
            ))}
          </SelectField>
          {status('dailyGoal')}
        </Group>

        <Group title={t('settings.keyboard')}>
          <Switch
            label={t('settings.hoverSound')}
            hint={t('settings.hoverSoundHint')}
            checked={keyboard.hoverSoundEnabled}
            onChange={(on) => change('hoverSoundEnabled', { hoverSoundEnabled: on })}
          />
          {status('hoverSoundEnabled')}
          <SelectField
            label={t('settings.hoverDelay')}
            hint={t('settings.hoverDelayHint')}
            value={keyboard.hoverSoundDelay}
            onChange={(event) => change('hoverSoundDelay', { hoverSoundDelay: Number(event.target.value) })}
          >
            {withCurrent(hoverDelays, keyboard.hoverSoundDelay).map((ms) => (
              <option key={ms} value={ms}>
                {t('settings.seconds', { value: number.format(ms / 1000) })}
              </option>
            ))}
          </SelectField>
          {status('hoverSoundDelay')}
          <SelectField
            label={t('settings.loopCount')}
            hint={t('settings.loopCountHint')}
            value={keyboard.loopCount}
            onChange={(event) => change('loopCount', { loopCount: Number(event.target.value) })}
          >
            {withCurrent(loopCounts, keyboard.loopCount).map((count) => (
              <option key={count} value={count}>
                {number.format(count)}
              </option>
            ))}
          </SelectField>
          {status('loopCount')}
        </Group>

        <Group title={t('settings.media')}>
          <Switch
            label={t('settings.videoAutoPlay')}
            hint={t('settings.videoAutoPlayHint')}
            checked={videoAutoPlay}
            onChange={(on) => change('videoAutoPlay', { videoAutoPlay: on })}
          />
          {status('videoAutoPlay')}
          <Switch
            label={t('settings.audioAutoPlay')}
            hint={t('settings.audioAutoPlayHint')}
            checked={audioAutoPlay}
            onChange={(on) => change('audioAutoPlay', { audioAutoPlay: on })}
          />
          {status('audioAutoPlay')}
        </Group>
      </div>
    </div>
  );
}
