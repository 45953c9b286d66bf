import { loadCatalogs } from '#web/i18n/i18n';
import { isCachedRequest } from './cached-requests';
import { tellWorkerNews } from './service-worker';

const hourMs = 60 * 60_000;

/**
 * Fills the worker's caches with what offline play needs beyond its precache (the app and the
 * game's code): on the first visit, what the page loaded before the worker ran it (the course,
 * sounds, the language's catalogs), fetched again, mostly from the browser's HTTP cache, so that
 * the worker keeps it too; and the keyboard's catalog, for typing offline.
 */
async function warmCaches(firstVisit: boolean): Promise<void> {
  if (firstVisit) {
    const loaded = new Set(performance.getEntriesByType('resource').map((entry) => entry.name));
    await Promise.allSettled([...loaded].filter(isCachedRequest).map((url) => fetch(url)));
  }
  await loadCatalogs('keyboard');
  if (firstVisit) tellWorkerNews({ kind: 'offline-ready' });
}

function watch(registration: ServiceWorkerRegistration): void {
  const container = navigator.serviceWorker;
  let accepted = false;
  // A worker installed while another one runs the page is a new version: it waits to be let in.
  const offer = (worker: ServiceWorker) => {
    if (!container.controller) return;
    tellWorkerNews({
      kind: 'update',
      apply: () => {
        accepted = true;
        worker.postMessage({ type: 'SKIP_WAITING' });
      },
    });
  };
  if (registration.waiting) offer(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const worker = registration.installing;
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'installed') offer(worker);
    });
  });
  container.addEventListener('controllerchange', () => {
    // The new version took over at the learner's word: load it. Otherwise this is the first
    // visit's worker taking the page.
    if (accepted) window.location.reload();
    else void warmCaches(true);
  });
  if (container.controller) void warmCaches(false);
  // A tab left open finds a version deployed since.
  setInterval(() => void registration.update().catch(() => undefined), hourMs);
}

/**
 * Registers the service worker. A new version installs in the background and waits until the
 * learner chooses to reload, never in the middle of an answer.
 */
export async function registerWorker(): Promise<void> {
  try {
    watch(await navigator.serviceWorker.register('/sw.js'));
  } catch (error) {
    console.warn('Offline play is unavailable:', error);
  }
}
