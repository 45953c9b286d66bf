import { useQuery } from '@tanstack/react-query';
import type { PublicUser } from '@tp/contract/accounts';
import type { Role } from '@tp/contract/constants';
import { getToken, subscribeStorage } from '#web/lib/storage';
import { useStored } from '#web/lib/use-stored';
import { meQueryOptions } from './me';

export interface Session {
  token: string | null;
  user: PublicUser | null;
  role: Role | null;
  isLoggedIn: boolean;
  isVerified: boolean;
  isAdmin: boolean;
  /** A token is stored and the user it belongs to is still being fetched. */
  loading: boolean;
}

export function useToken(): string | null {
  return useStored(subscribeStorage, getToken);
}

/** Session state (spec §3), derived from the stored token and the /me query. */
export function useSession(): Session {
  const token = useToken();
  const query = useQuery(meQueryOptions(token));
  const user = token ? (query.data?.user ?? null) : null;
  return {
    token,
    user,
    role: user?.role ?? null,
    isLoggedIn: user !== null,
    isVerified: user?.verified ?? false,
    isAdmin: user?.role === 'admin',
    loading: token !== null && query.isPending,
  };
}
