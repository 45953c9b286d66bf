import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Providers } from '#web/app/Providers';
import { createQueryClient } from '#web/app/query-client';

/** Renders a dashboard piece with the app's query client and toasts, as the dashboard does. */
export function renderWithProviders(ui: ReactElement) {
  const queryClient = createQueryClient();
  return { ...render(<Providers queryClient={queryClient}>{ui}</Providers>), queryClient };
}

/** The app's providers and query client, for tests that render something of their own in them. */
export { createQueryClient, Providers };
