import type { PublicUser } from '@tp/contract/accounts';
import { reloadTo } from '#web/lib/navigation';
import { setStoredUser, setToken } from '#web/lib/storage';
import { applyServerSettings } from '#web/session/apply-server-settings';

/**
 * After sign-up or login: keep the session, take on the account's settings, go home (spec §2, §4),
 * or back to the page that sent the learner to sign in (`returnTo`, a path of ours), and reload.
 * `beforeReload` runs with the new token stored, for work the new session must do first.
 */
export async function completeSignIn(
  session: { token: string; user: PublicUser },
  { beforeReload, returnTo }: { beforeReload?: () => Promise<void>; returnTo?: string | null } = {},
): Promise<void> {
  setToken(session.token);
  setStoredUser(session.user);
  applyServerSettings(session.user.settings);
  await beforeReload?.();
  reloadTo(returnTo ?? '/');
}
