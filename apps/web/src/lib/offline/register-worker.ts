import { fetchCourse } from '#web/course/levels';
import { courseMedia } from '#web/course/media';
import { learnerNamespaces, loadCatalogs } from '#web/i18n/i18n';
import { getPreferences } from '#web/lib/preferences';
import { getBoolean, setString, storageKeys } from '#web/lib/storage';
import { isCachedRequest } from './cached-requests';
import { keepCourseMediaAside } from './course-media';
import { tellWorkerNews } from './service-worker';

const hourMs = 60 * 60_000;

/** Runs `work` once the browser is online and idle: it never competes with what the learner does. */
const whenOnlineAndIdle = (work: () => void) => {
  const idle = () => ('requestIdleCallback' in window ? requestIdleCallback(work) : work());
  if (navigator.onLine) idle();
  else window.addEventListener('online', idle, { once: true });
};

/** Keeps the whole course's media, and says on the console what it kept, or why not. */
async function keepCourse(): Promise<void> {
  const { levels } = await fetchCourse(getPreferences().lang);
  const outcome = await keepCourseMediaAside(courseMedia(levels));
  if (outcome.kind === 'kept') return;
  console.info(
    outcome.kind === 'over-budget'
      ? `Offline play: the course's media pass the storage budget; ${outcome.kept} of ${outcome.files} files kept, the others as they are played.`
      : outcome.kind === 'no-room'
        ? `Offline play: too little storage left (${outcome.free} bytes) to keep the course's media ahead; they are kept as they are played.`
        : "Offline play: the browser asks to save data; the course's media are kept only as they are played.",
  );
}

/**
 * Fills the worker's caches with what offline play needs beyond its precache (the app's code): on
 * the first visit, what the page loaded before the worker ran it (the course, sounds, the
 * language's catalogs), fetched again, mostly from the browser's HTTP cache, so that the worker
 * keeps it too; on every visit, the catalogs of the screens a learner may open (in the learner's
 * language) and the media of the whole course. The learner is told once, in this browser, that
 * the app plays offline.
 */
async function warmCaches(firstVisit: boolean): Promise<void> {
  if (firstVisit) {
    const loaded = new Set(performance.getEntriesByType('resource').map((entry) => entry.name));
    await Promise.allSettled([...loaded].filter(isCachedRequest).map((url) => fetch(url)));
  }
  const [, course] = await Promise.allSettled([loadCatalogs(...learnerNamespaces), keepCourse()]);
  // Told once the course is kept; a visit cut short tries again next time.
  if (course.status === 'rejected' || getBoolean(storageKeys.offlineNoticeShown, false)) return;
  setString(storageKeys.offlineNoticeShown, 'true');
  tellWorkerNews({ kind: 'offline-ready' });
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
    else whenOnlineAndIdle(() => void warmCaches(true));
  });
  if (container.controller) whenOnlineAndIdle(() => void warmCaches(false));
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
