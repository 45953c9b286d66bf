import type { ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router';
import { useSession } from '#web/session/use-session';
import { PageSpinner } from '#web/ui/Spinner';

/**
 * Admin pages: admins only; everyone else (anonymous included) goes to /access-blocked. The page is
 * rendered, and so its code fetched, only once the user is known to be an admin.
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { token, loading, isAdmin } = useSession();
  // Wait for /me before deciding, or an admin would be bounced on every reload.
  if (token && loading) return <PageSpinner />;
  return isAdmin ? children : <Navigate to="/access-blocked" replace />;
}

/** /access-blocked: an admin has access, so sends them to the dashboard instead. */
export function RedirectAdmin() {
  const { token, loading, isAdmin } = useSession();
  if (token && loading) return <PageSpinner />;
  return isAdmin ? <Navigate to="/dashboard" replace /> : <Outlet />;
}
