import type { Language } from '@tp/contract/constants';

/** Each language named in its own script: the same in every catalog, so not translated. */
export const languageNames: Record<Language, string> = {
  en: 'English',
  hi: 'हिन्दी',
  es: 'Español',
  fr: 'Français',
  de: 'Deutsch',
  zh: '中文',
  ko: '한국어',
  ja: '日本語',
  ru: 'Русский',
  pt: 'Português',
  ur: 'اردو',
  id: 'Bahasa Indonesia',
};
