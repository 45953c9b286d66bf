import { useSyncExternalStore } from 'react';

/**
 * What the page has to tell about its service worker: `offline-ready` once the first visit's
 * caches are filled, `update` while a new version waits for the learner's word.
 */
export type WorkerNews = { kind: 'none' } | { kind: 'offline-ready' } | { kind: 'update'; apply: () => void };

let news: WorkerNews = { kind: 'none' };
const listeners = new Set<() => void>();

export function tellWorkerNews(next: WorkerNews): void {
  news = next;
  for (const listener of listeners) listener();
}

export const dismissWorkerNews = (): void => tellWorkerNews({ kind: 'none' });

export function useWorkerNews(): WorkerNews {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => news,
    () => news,
  );
}

function subscribeControl(onChange: () => void): () => void {
  if (!('serviceWorker' in navigator)) return () => undefined;
  navigator.serviceWorker.addEventListener('controllerchange', onChange);
  return () => navigator.serviceWorker.removeEventListener('controllerchange', onChange);
}

/** Whether a service worker runs the page, and so keeps what it fetches for offline play. */
export function useServiceWorkerControl(): boolean {
  return useSyncExternalStore(
    subscribeControl,
    () => Boolean(navigator.serviceWorker?.controller),
    () => false,
  );
}

/** How long after the page has loaded the worker is registered: the first screen needs none of it. */
const registerDelayMs = 5000;

/**
 * Registers the service worker of production builds, which keeps the app, the course and its
 * sounds for offline play, once the first screen has loaded, settled and the page is idle, so
 * that its code and its downloads never compete with the first screen.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => void import('./register-worker').then(({ registerWorker }) => registerWorker());
  const later = () =>
    setTimeout(
      () => ('requestIdleCallback' in window ? requestIdleCallback(register) : register()),
      registerDelayMs,
    );
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
}
