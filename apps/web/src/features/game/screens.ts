import { loadCatalogs } from '#web/i18n/i18n';

/**
 * The game's parts that load when first needed, kept off the first screen. The service worker
 * precaches them all for offline play (`pwa.config.ts`).
 */
export const gameScreens = {
  typing: () =>
    Promise.all([import('#web/play/TypingView'), loadCatalogs('keyboard')]).then(([view]) => view),
  mcq: () => import('./components/McqView'),
  feedback: () => import('#web/play/FeedbackPanel'),
  completion: () => import('./components/CompletionModal'),
  downloadApp: () => import('./components/DownloadAppModal'),
  courseMap: () => import('./components/CourseMapDialog'),
  celebration: () => import('./components/LevelCelebration'),
  sounds: () => import('#web/play/game-sounds'),
  answerCheck: () => import('#web/play/answer-check'),
};
