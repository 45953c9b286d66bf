import 'i18next';
import type account from './locales/en/account.json';
import type admin from './locales/en/admin.json';
import type adminAnswers from './locales/en/adminAnswers.json';
import type adminCourseFile from './locales/en/adminCourseFile.json';
import type adminFind from './locales/en/adminFind.json';
import type adminInbox from './locales/en/adminInbox.json';
import type adminLevels from './locales/en/adminLevels.json';
import type adminMedia from './locales/en/adminMedia.json';
import type adminQuiz from './locales/en/adminQuiz.json';
import type adminStudio from './locales/en/adminStudio.json';
import type auth from './locales/en/auth.json';
import type common from './locales/en/common.json';
import type dashboard from './locales/en/dashboard.json';
import type day from './locales/en/day.json';
import type game from './locales/en/game.json';
import type keyboard from './locales/en/keyboard.json';
import type legal from './locales/en/legal.json';
import type pages from './locales/en/pages.json';
import type payment from './locales/en/payment.json';
import type providers from './locales/en/providers.json';
import type site from './locales/en/site.json';
import type sounds from './locales/en/sounds.json';
import type speaking from './locales/en/speaking.json';
import type verdict from './locales/en/verdict.json';

// Keys are typed from the English catalogs, so a typo in t('…') fails type-checking.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common;
      auth: typeof auth;
      admin: typeof admin;
      adminLevels: typeof adminLevels;
      adminMedia: typeof adminMedia;
      adminQuiz: typeof adminQuiz;
      adminAnswers: typeof adminAnswers;
      adminStudio: typeof adminStudio;
      adminInbox: typeof adminInbox;
      adminCourseFile: typeof adminCourseFile;
      adminFind: typeof adminFind;
      dashboard: typeof dashboard;
      keyboard: typeof keyboard;
      game: typeof game;
      verdict: typeof verdict;
      account: typeof account;
      providers: typeof providers;
      site: typeof site;
      pages: typeof pages;
      legal: typeof legal;
      payment: typeof payment;
      sounds: typeof sounds;
      speaking: typeof speaking;
      day: typeof day;
    };
  }
}
