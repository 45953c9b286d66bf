import type { UserSettings } from '@tp/contract/accounts';
import { type SettingName, writeLocalSettings } from './local-settings';
import { isUnsent, sendSettings } from './settings-sync';

/**
 * A signed-in learner's settings follow them: the account's values replace this device's, except
 * changes made here that are not saved yet; what the account lacks and this device holds goes up.
 * Call it after storing the user whose settings these are.
 */
export function applyServerSettings(settings: UserSettings = {}): void {
  const names = Object.keys(settings) as SettingName[];
  writeLocalSettings(
    Object.fromEntries(names.filter((name) => !isUnsent(name)).map((name) => [name, settings[name]])),
  );
  sendSettings();
}
