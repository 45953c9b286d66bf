import type { UserSettings } from '@tp/contract/accounts';
import { updateSettings } from '@tp/contract/routes';
import { ApiError, apiCall, NetworkError } from '#web/lib/api-client';
import { getStoredUser, getToken, setStoredUser, storageKeys, subscribeStorage } from '#web/lib/storage';
import { type SettingName, settingNames, settingsByKey, storedSettings } from './local-settings';

export type SettingsSyncResult = { ok: true; settings: UserSettings } | { ok: false; error: unknown };

/** Changes waiting to be sent. */
let queued: UserSettings = {};
/** The changes of the request on its way, if one is. */
let sending: UserSettings | null = null;
const listeners = new Set<(result: SettingsSyncResult) => void>();

const isEmpty = (settings: UserSettings) => Object.keys(settings).length === 0;

/** What the account holds once the request under way has landed. */
const landed = (): UserSettings => ({ ...getStoredUser()?.settings, ...sending });

/** Changed on this device and not in the account yet: the account's older value must not replace it. */
export const isUnsent = (name: SettingName): boolean =>
  name in queued || (sending !== null && name in sending);

/** Listens to the outcome of every save to the account; returns the unsubscribe function. */
export function subscribeSettingsSync(listener: (result: SettingsSyncResult) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Sends a signed-in learner's settings among `names` that this device holds and the account does
 * not (or holds otherwise), so that they follow the learner to their other devices.
 */
export function sendSettings(names: readonly SettingName[] = settingNames): void {
  if (!getToken()) return;
  const local = storedSettings();
  const account = landed();
  for (const name of names) {
    if (local[name] === undefined) continue;
    // A change undone before it was sent is not sent at all.
    if (local[name] === account[name]) delete queued[name];
    else Object.assign(queued, { [name]: local[name] });
  }
  void flush();
}

// Rapid changes are debounced by sending one request at a time: what changes while one is on its
// way goes in the next, together.
async function flush(): Promise<void> {
  if (sending || isEmpty(queued)) return;
  const body = queued;
  const token = getToken();
  queued = {};
  sending = body;
  let result: SettingsSyncResult;
  try {
    const { settings } = await apiCall(updateSettings, { body });
    const user = getStoredUser();
    // Unless the learner signed out meanwhile, the stored user now holds what the account holds.
    if (user && getToken() === token) setStoredUser({ ...user, settings });
    result = { ok: true, settings };
  } catch (error) {
    // A passing failure keeps the changes for the next save; a refusal would only be refused again.
    const passing = error instanceof NetworkError || (error instanceof ApiError && error.status >= 500);
    if (passing && getToken() === token) queued = { ...body, ...queued };
    result = { ok: false, error };
  }
  sending = null;
  for (const listener of listeners) listener(result);
  if (result.ok) void flush();
}

// Wherever a setting changes (this page, the header, the how-to-play dialog), the account hears of it.
// Changes kept for a later save belong to the account signed in when they were made.
subscribeStorage((key) => {
  if (key === storageKeys.token) queued = {};
  const names = settingsByKey[key];
  if (names) sendSettings(names);
});
