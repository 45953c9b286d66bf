import { loadCatalogs } from '#web/i18n/i18n';

/**
 * The game's parts that load when first needed, kept off the first screen. The service worker
 * precaches them all for offline play (`pwa.config.ts`).
 */
export const gameScreens = {
  typing: () =>
    Promise.all([import('#web/play/TypingView'), loadCatalogs('keyboard')]).then(([view]) => view),
  mcq: () => import('./components/McqView'),
  speaking: () => import('./components/SpeakingView'),
  feedback: () =>
    Promise.all([import('#web/play/FeedbackPanel'), loadCatalogs('verdict')]).then(([panel]) => panel),
  completion: () => import('./components/CompletionModal'),
  downloadApp: () => import('./components/DownloadAppModal'),
  courseMap: () => import('./components/CourseMapDialog'),
  celebration: () =>
    Promise.all([import('./components/LevelCelebration'), loadCatalogs('verdict')]).then(([view]) => view),
  tally: () => import('./level-celebration'),
  sounds: () => import('#web/play/game-sounds'),
  answerCheck: () => import('#web/play/answer-check'),
  guestEarnings: () => import('./guest-earnings'),
};
