import type { ResourceKey } from 'i18next';

/** The catalogs of screens opened later, by path; `i18n.ts` imports this module when it needs one. */
export const lazyCatalogs = import.meta.glob<{ default: ResourceKey }>([
  './locales/*/*.json',
  '!./locales/*/common.json',
  '!./locales/*/keyboard.json',
  '!./locales/*/game.json',
]);
