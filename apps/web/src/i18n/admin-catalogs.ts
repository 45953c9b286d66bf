import type { ResourceKey } from 'i18next';

/** The dashboard's catalog loaders, by path; `i18n.ts` imports this module when it needs one. */
export const adminCatalogs = import.meta.glob<{ default: ResourceKey }>([
  './locales/*/admin.json',
  './locales/*/adminLevels.json',
  './locales/*/adminMedia.json',
  './locales/*/adminQuiz.json',
]);
