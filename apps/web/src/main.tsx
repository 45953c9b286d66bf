import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { registerServiceWorker } from './app/offline/service-worker';
import { Providers } from './app/Providers';
import { createQueryClient } from './app/query-client';
import { router } from './app/router';
import { initI18n } from './i18n/i18n';
import { startThemeSync } from './theme/theme';
import './index.css';
import 'virtual:tp-themes.css';

startThemeSync();
await initI18n();

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root');
createRoot(root).render(
  <StrictMode>
    <Providers queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
registerServiceWorker();
