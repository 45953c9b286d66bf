import type { PublicUser } from '@tp/contract/accounts';
import { reloadTo } from '../../../lib/navigation';
import { setStoredUser, setToken } from '../../../lib/storage';

/** After sign-up or login: keep the session, go home and reload (spec §2, §4). */
export function completeSignIn(session: { token: string; user: PublicUser }): void {
  setToken(session.token);
  setStoredUser(session.user);
  reloadTo('/');
}
