import { loadCatalogs } from '../../i18n/i18n';

/**
 * The game's parts that load when first needed, kept off the first screen. Offline play needs them
 * all at hand, so once the service worker keeps what passes through it they are fetched ahead
 * (`preloadGameScreens`).
 */
export const gameScreens = {
  typing: () =>
    Promise.all([import('./components/TypingView'), loadCatalogs('keyboard')]).then(([view]) => view),
  mcq: () => import('./components/McqView'),
  result: () => import('./components/ResultModal'),
  completion: () => import('./components/CompletionModal'),
  howToPlay: () => import('./components/HowToPlayModal'),
  downloadApp: () => import('./components/DownloadAppModal'),
  sounds: () => import('./game-sounds'),
  answerCheck: () => import('./answer-check'),
};

export const preloadGameScreens = (): Promise<unknown> =>
  Promise.allSettled(Object.values(gameScreens).map((load) => load()));
