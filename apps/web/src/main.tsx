import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { registerServiceWorker } from './app/offline/service-worker';
import { Providers } from './app/Providers';
import { createQueryClient } from './app/query-client';
import { router } from './app/router';
import { prefetchCourse } from './features/game/api/levels';
import { initI18n } from './i18n/i18n';
import { startThemeSync } from './theme/theme';
import './index.css';
import 'virtual:tp-themes.css';

startThemeSync();
const queryClient = createQueryClient();
// On the game, the course is fetched beside the catalogs and the first render waits for it: the
// game then shows whole in one paint, not a spinner first.
const course = location.pathname === '/' ? prefetchCourse(queryClient) : null;
await Promise.all([initI18n(), course]);

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root');
createRoot(root).render(
  <StrictMode>
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
registerServiceWorker();
