import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app/App';
import { createQueryClient, type PageData, pageDataElementId } from './app/query-client';
import { preloadScreens } from './app/routes';
import { prefetchCourse } from './course/levels';
import { followDocumentLanguage, initI18n } from './i18n/i18n';
import { registerServiceWorker } from './lib/offline/service-worker';
import { rememberStored, storedNothing } from './lib/storage';
import { startThemeSync } from './theme/theme';
import './index.css';
import 'virtual:tp-themes.css';

startThemeSync();
const queryClient = createQueryClient();
const app = <App queryClient={queryClient} Router={BrowserRouter} />;

/**
 * Starts the app. Not awaited at the top level: this module is in the script that the lazy
 * screens import too, and a screen awaited here would wait for this module to finish first.
 */
async function start(root: HTMLElement) {
  // Elsewhere than the game, the screen's code comes beside the catalogs, so that it shows in the
  // first paint, or hydrates as the server rendered it.
  const screens = location.pathname === '/' ? null : preloadScreens(location.pathname);
  // A first visit to a page the server renders (the game, the sign-in and site pages) comes with
  // it in the page, and with the data it was rendered from: the browser makes that page live as it
  // is. Anything stored since (a language, a level, a sign-in) would show another screen, so the
  // app then renders afresh.
  const pageData = document.getElementById(pageDataElementId)?.textContent;
  if (pageData && storedNothing()) {
    for (const [key, data] of JSON.parse(pageData) as PageData) queryClient.setQueryData(key, data);
    await Promise.all([initI18n('en'), screens]);
    followDocumentLanguage();
    // As a transition, hydration yields to the browser every few milliseconds (see below).
    startTransition(() => {
      hydrateRoot(root, app);
    });
  } else {
    // A browser that has stored something before the server was told (an earlier version) says so now.
    if (!storedNothing()) rememberStored();
    // On the game, the course is fetched beside the catalogs and the first render waits for it: the
    // game then shows whole in one paint, not a spinner first.
    const course = location.pathname === '/' ? prefetchCourse(queryClient) : null;
    await Promise.all([initI18n(), course, screens]);
    followDocumentLanguage();
    // As a transition, the first render yields to the browser every few milliseconds instead of
    // holding the main thread for the whole of it: a tap or a key is answered while the game is built.
    startTransition(() => createRoot(root).render(app));
  }
  registerServiceWorker();
}

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root');
void start(root);
