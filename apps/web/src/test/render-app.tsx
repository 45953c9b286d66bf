import { render } from '@testing-library/react';
import { type Location, MemoryRouter, useLocation } from 'react-router';
import { Providers } from '#web/app/Providers';
import { createQueryClient } from '#web/app/query-client';
import { AppRoutes } from '#web/app/routes';

/** Where the app is, as a test reads it (`router.state.location`). */
type Where = { state: { location: Location } };

function TrackLocation({ into }: { into: Where }) {
  into.state.location = useLocation();
  return null;
}

/** Renders the whole app (real routes, providers and lazy screens) at `path`. */
export function renderApp(path: string) {
  const router = { state: {} } as Where;
  const queryClient = createQueryClient();
  const view = render(
    <Providers queryClient={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <TrackLocation into={router} />
        <AppRoutes />
      </MemoryRouter>
    </Providers>,
  );
  return { ...view, router, queryClient };
}
