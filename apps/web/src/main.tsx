import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { Providers } from './app/Providers';
import { createQueryClient } from './app/query-client';
import { AppRoutes, preloadScreens } from './app/routes';
import { prefetchCourse } from './course/levels';
import { initI18n } from './i18n/i18n';
import { registerServiceWorker } from './lib/offline/service-worker';
import { startThemeSync } from './theme/theme';
import './index.css';
import 'virtual:tp-themes.css';

startThemeSync();
const queryClient = createQueryClient();
// On the game, the course is fetched beside the catalogs and the first render waits for it: the
// game then shows whole in one paint, not a spinner first.
const course = location.pathname === '/' ? prefetchCourse(queryClient) : null;
// Elsewhere, the screen's code comes beside the catalogs too, so that it shows in the first paint.
const screens = location.pathname === '/' ? null : preloadScreens(location.pathname);
await Promise.all([initI18n(), course, screens]);

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root');
const app = createRoot(root);
// As a transition, the first render yields to the browser every few milliseconds instead of holding
// the main thread for the whole of it: a tap or a key is answered while the game is being built.
startTransition(() =>
  app.render(
    <StrictMode>
      <Providers queryClient={queryClient}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </Providers>
    </StrictMode>,
  ),
);
registerServiceWorker();
