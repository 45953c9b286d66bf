import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useState,
} from 'react';
import { endServerSession } from './end-server-session';
import { useLogout } from './use-logout';

// Fetched when first asked for: the dialog is not part of any first screen.
const ConfirmDialog = lazy(() => import('#web/ui/ConfirmDialog').then((m) => ({ default: m.ConfirmDialog })));

const LogoutConfirmContext = createContext<((path?: string) => void) | null>(null);

/** The global logout confirmation, shared by the header and the profile dropdown. */
export function LogoutConfirmProvider({ children }: { children: ReactNode }) {
  const logout = useLogout();
  const [target, setTarget] = useState<string | null>(null);
  const request = useCallback((path = '/') => setTarget(path), []);
  const value = useMemo(() => request, [request]);
  return (
    <LogoutConfirmContext value={value}>
      {children}
      <Suspense fallback={null}>
        {target !== null && (
          <ConfirmDialog
            kind="logout"
            open
            onCancel={() => setTarget(null)}
            onConfirm={() => {
              const path = target ?? '/';
              setTarget(null);
              endServerSession();
              logout(path);
            }}
          />
        )}
      </Suspense>
    </LogoutConfirmContext>
  );
}

/** Opens the logout confirmation; on confirm the user is logged out and sent to `path`. */
export function useRequestLogout(): (path?: string) => void {
  const request = useContext(LogoutConfirmContext);
  if (!request) throw new Error('useRequestLogout needs a <LogoutConfirmProvider>');
  return request;
}
