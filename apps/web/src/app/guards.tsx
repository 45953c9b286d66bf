import { Navigate, Outlet } from 'react-router';
import { useSession } from '../features/auth/hooks/use-session';
import { PageSpinner } from '../ui/Spinner';

/** /dashboard: admins only; everyone else (anonymous included) goes to /access-blocked. */
export function RequireAdmin() {
  const { token, loading, isAdmin } = useSession();
  // Wait for /me before deciding, or an admin would be bounced on every reload.
  if (token && loading) return <PageSpinner />;
  return isAdmin ? <Outlet /> : <Navigate to="/access-blocked" replace />;
}

/** /access-blocked: an admin has access, so sends them to the dashboard instead. */
export function RedirectAdmin() {
  const { token, loading, isAdmin } = useSession();
  if (token && loading) return <PageSpinner />;
  return isAdmin ? <Navigate to="/dashboard" replace /> : <Outlet />;
}
