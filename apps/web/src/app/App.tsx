import type { QueryClient } from '@tanstack/react-query';
import { type ComponentType, type ReactNode, StrictMode } from 'react';
import { Providers } from './Providers';
import { AppRoutes } from './routes';

/**
 * The whole app. The browser renders it, or hydrates what the server rendered of it for a first
 * visit (`server-render.tsx`): one tree for both, so that the two cannot differ. `Router` is the
 * browser's router, or the server's static one.
 */
export function App({
  queryClient,
  Router,
}: {
  queryClient: QueryClient;
  Router: ComponentType<{ children: ReactNode }>;
}) {
  return (
    <StrictMode>
      <Providers queryClient={queryClient}>
        <Router>
          <AppRoutes />
        </Router>
      </Providers>
    </StrictMode>
  );
}
