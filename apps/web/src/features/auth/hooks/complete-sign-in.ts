import type { PublicUser } from '@tp/contract/accounts';
import { reloadTo } from '#web/lib/navigation';
import { setStoredUser, setToken } from '#web/lib/storage';
import { applyServerSettings } from '#web/session/apply-server-settings';

/**
 * After sign-up or login: keep the session, take on the account's settings, go home and reload
 * (spec §2, §4). `beforeReload` runs with the new token stored, for work the new session must do
 * first.
 */
export async function completeSignIn(
  session: { token: string; user: PublicUser },
  beforeReload?: () => Promise<void>,
): Promise<void> {
  setToken(session.token);
  setStoredUser(session.user);
  applyServerSettings(session.user.settings);
  await beforeReload?.();
  reloadTo('/');
}
