import type { UserSettings } from '@tp/contract/accounts';
import { themeNames } from '@tp/contract/constants';
import { getDailyGoal, setDailyGoal } from '#web/lib/daily-goal-setting';
import { getKeyboardSettings, type KeyboardSettings, setKeyboardSettings } from '#web/lib/keyboard-settings';
import {
  getAudioAutoPlay,
  getVideoAutoPlay,
  setAudioAutoPlay,
  setVideoAutoPlay,
} from '#web/lib/media-settings';
import { readPreferences, setLanguage } from '#web/lib/preferences';
import { getString, type StorageKey, storageKeys } from '#web/lib/storage';
import { setTheme } from '#web/theme/theme';

export type SettingName = keyof UserSettings;

const keyboardNames = ['hoverSoundEnabled', 'hoverSoundDelay', 'loopCount'] as const;

/** The account's settings held under each storage key of this device. */
export const settingsByKey: Partial<Record<StorageKey, readonly SettingName[]>> = {
  [storageKeys.lang]: ['lang'],
  [storageKeys.themeIndex]: ['theme'],
  [storageKeys.keyboardSettings]: keyboardNames,
  [storageKeys.videoAutoPlay]: ['videoAutoPlay'],
  [storageKeys.audioAutoPlay]: ['audioAutoPlay'],
  [storageKeys.dailyGoal]: ['dailyGoal'],
};

export const settingNames = Object.values(settingsByKey).flat();

const isStored = (key: StorageKey) => getString(key) !== null;

/**
 * The settings this device has chosen: what it never stored is left out, not given as a default.
 * Read from storage itself, as another tab may have changed it.
 */
export function storedSettings(): UserSettings {
  const { lang, themeIndex } = readPreferences();
  const keyboard = getKeyboardSettings();
  return {
    ...(isStored(storageKeys.lang) && { lang }),
    ...(isStored(storageKeys.themeIndex) && { theme: themeNames[themeIndex] }),
    ...(isStored(storageKeys.keyboardSettings) && keyboard),
    ...(isStored(storageKeys.videoAutoPlay) && { videoAutoPlay: getVideoAutoPlay() }),
    ...(isStored(storageKeys.audioAutoPlay) && { audioAutoPlay: getAudioAutoPlay() }),
    ...(isStored(storageKeys.dailyGoal) && { dailyGoal: getDailyGoal() }),
  };
}

/** Writes the given settings to this device's stores; the others are left as they are. */
export function writeLocalSettings(settings: UserSettings): void {
  if (settings.lang !== undefined) setLanguage(settings.lang);
  if (settings.theme !== undefined) setTheme(settings.theme);
  const keyboard: Partial<KeyboardSettings> = {};
  for (const name of keyboardNames) {
    if (settings[name] !== undefined) Object.assign(keyboard, { [name]: settings[name] });
  }
  if (Object.keys(keyboard).length > 0) setKeyboardSettings(keyboard);
  if (settings.videoAutoPlay !== undefined) setVideoAutoPlay(settings.videoAutoPlay);
  if (settings.audioAutoPlay !== undefined) setAudioAutoPlay(settings.audioAutoPlay);
  if (settings.dailyGoal !== undefined) setDailyGoal(settings.dailyGoal);
}
