import { type Language, languages, rtlLanguages } from '@tp/contract/constants';
import i18next, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { getPreferences, subscribePreferences } from '#web/lib/preferences';

/** Loaded at start: what every visitor may see. */
const namespaces = ['common', 'game'] as const;
/**
 * Loaded with the screens a learner may open (`loadCatalogs`), and kept for offline use in the
 * learner's language once a service worker runs the page.
 */
export const learnerNamespaces = [
  // With the typing screen: a course that opens with a text or a quiz shows no keyboard at first.
  'keyboard',
  // With the first verdict, its panel and a level's celebration.
  'verdict',
  // With a speaking item's model, recording and measure.
  'speaking',
  // With the header's points, daily goal and streak, once there is something to show.
  'day',
  'auth',
  'account',
  'providers',
  'site',
  'pages',
  'legal',
  'payment',
  'sounds',
] as const;
/** The dashboard's, loaded with it; they never reach learners. */
export const dashboardNamespaces = [
  'admin',
  'adminLevels',
  'adminMedia',
  'adminQuiz',
  'adminAnswers',
  'adminStudio',
  'adminInbox',
  'adminFind',
  'adminCourseFile',
  'dashboard',
] as const;
/** Loaded with the screens that use them. */
export const laterNamespaces = [...learnerNamespaces, ...dashboardNamespaces] as const;
export type LaterNamespace = (typeof laterNamespaces)[number];

// Each catalog is its own chunk: only the active language's are fetched. The later screens'
// loaders come in a chunk of their own too, so the first screen carries one import for all; the
// keyboard's, which the game asks for with its typing screen, are at hand here.
const catalogs = import.meta.glob<{ default: ResourceKey }>([
  './locales/*/common.json',
  './locales/*/keyboard.json',
  './locales/*/game.json',
]);
const catalogLoader = async (path: string) =>
  catalogs[path] ?? (await import('./lazy-catalogs')).lazyCatalogs[path];

/** Fetches catalogs in the current language before a screen shows; a later language change brings them too. */
export async function loadCatalogs(...ns: LaterNamespace[]): Promise<void> {
  // The router asks for the first screen's catalogs as soon as it is made, before `initI18n` has
  // chosen the language: i18next would load nothing then, and the screen would show its keys.
  if (!i18next.isInitialized) await new Promise((resolve) => i18next.once('initialized', resolve));
  return i18next.loadNamespaces(ns);
}

const lazyCatalogs: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    catalogLoader(`./locales/${language}/${namespace}.json`)
      .then((load) => {
        if (!load) throw new Error(`No catalog ${language}/${namespace}`);
        return load();
      })
      .then(
        (module) => callback(null, module.default),
        (error: Error) => callback(error, false),
      );
  },
};

function applyDocumentLanguage(language: string, doc: Document = document): void {
  doc.documentElement.lang = language;
  doc.documentElement.dir = rtlLanguages.includes(language as Language) ? 'rtl' : 'ltr';
}

/** Loads the stored language's catalogs, then follows the language preference. */
export async function initI18n(language: Language = getPreferences().lang): Promise<typeof i18next> {
  if (!i18next.isInitialized) {
    subscribePreferences((prefs) => {
      if (prefs.lang !== i18next.language) void i18next.changeLanguage(prefs.lang);
    });
    await i18next
      .use(lazyCatalogs)
      .use(initReactI18next)
      .init({
        lng: language,
        // A missing translation shows its key (spec §1), so no fallback language is loaded.
        fallbackLng: false,
        supportedLngs: [...languages],
        load: 'currentOnly',
        ns: [...namespaces],
        defaultNS: 'common',
        interpolation: { escapeValue: false },
        react: { useSuspense: false },
      });
  } else if (i18next.language !== language) {
    await i18next.changeLanguage(language);
  }
  return i18next;
}

/** Keeps the page's `lang` and `dir` on the interface language, from now on. */
export function followDocumentLanguage(): void {
  applyDocumentLanguage(i18next.language);
  i18next.on('languageChanged', (lng) => applyDocumentLanguage(lng));
}
