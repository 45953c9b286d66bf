/**
 * What the API takes as an e-mail address (zod's own pattern, given to its `email` check): held here,
 * with no zod, so that a form on the first screen checks the same rule without the library.
 */
export const emailPattern =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** Limits shared by the forms and the API (spec §5, §9). */
export const limits = {
  passwordMin: 8,
  passwordMax: 128,
  nameMax: 100,
  emailMax: 254,
  tokenMax: 200,
  /** Largest uploaded file (spec §9: 10 MB). */
  uploadMaxBytes: 10 * 1024 * 1024,
  titleMax: 200,
  answerMax: 500,
  /** Accepted variants of one answer. */
  variantsMax: 10,
  textMax: 2000,
  /** Items (sounds, MCQs or texts) in one level. */
  levelItemsMax: 50,
  mcqOptionsMin: 2,
  mcqOptionsMax: 10,
  levelNumberMax: 100_000,
  pointsMax: 1000,
  messageMax: 5000,
  postTitleMax: 200,
  postContentMax: 50_000,
  /** Hover-sound settings (spec §9: delay options 1–3 s, default 500 ms; loop count 1–5). */
  hoverSoundDelayMax: 10_000,
  loopCountMax: 10,
} as const;

/** The sounds one review of weak sounds practises at most. */
export const reviewedSoundsMax = 5;

/** What an upload may hold; the server decides from the file's bytes, not its name. */
export const mediaKinds = ['audio', 'video', 'image'] as const;
export type MediaKind = (typeof mediaKinds)[number];

/**
 * The formats each kind of upload may be in, by the extension read from the file's bytes; all play
 * in browsers, recorded audio (Opus in WebM or Ogg) once the server has made it WAV. The server
 * accepts these and the dashboard lists them beside each upload field.
 */
export const uploadFormats: Record<MediaKind, readonly string[]> = {
  audio: ['mp3', 'wav', 'ogg', 'opus', 'webm', 'm4a', 'flac', 'aac'],
  video: ['mp4', 'm4v', 'webm', 'ogv', 'mov'],
  image: ['png', 'jpg', 'gif', 'webp', 'avif'],
};

export const roles = ['user', 'admin'] as const;

/** What a visitor sends through the site's forms: a contact message or a request to delete their account. */
export const messageKinds = ['feedback', 'account-deletion'] as const;
export type MessageKind = (typeof messageKinds)[number];
/**
 * Where an account-deletion request stands: confirmed through the link mailed to its address,
 * awaiting that, or past the link's lifetime unconfirmed (it can then be neither confirmed nor acted on).
 */
export const deletionConfirmations = ['confirmed', 'awaiting', 'expired'] as const;
export type Role = (typeof roles)[number];

export const accountTypes = ['free', 'premium'] as const;
export type AccountType = (typeof accountTypes)[number];

/** Interface languages; the first is the default. */
export const languages = ['en', 'hi', 'es', 'fr', 'de', 'zh', 'ko', 'ja', 'ru', 'pt', 'ur', 'id'] as const;
export type Language = (typeof languages)[number];
export const rtlLanguages: readonly Language[] = ['ur'];
/** The languages a learner may say they grew up with: an interface language, or another one. */
export const firstLanguages = [...languages, 'other'] as const;
export type FirstLanguage = (typeof firstLanguages)[number];
/**
 * The languages the course's explanations (info texts, MCQ questions and options) may be
 * translated into: every interface language but English, the course's own.
 */
export const translationLanguages = [
  'hi',
  'es',
  'fr',
  'de',
  'zh',
  'ko',
  'ja',
  'ru',
  'pt',
  'ur',
  'id',
] as const;
export type TranslationLanguage = (typeof translationLanguages)[number];

/** Level types, in the order the create-level form offers them (the first is the default). */
export const levelTypes = ['sound', 'video', 'listening', 'mcq', 'info', 'speaking'] as const;
export type LevelType = (typeof levelTypes)[number];

/** What a badge rewards: levels completed, points earned, or days of streak. */
export const badgeRuleKinds = ['levels', 'points', 'streak'] as const;
export type BadgeRuleKind = (typeof badgeRuleKinds)[number];

/** The five themes, in the order the theme switch cycles through them (spec §3). */
export const themeNames = ['classic', 'neon', 'pastel', 'sakura', 'sunset'] as const;
export type ThemeName = (typeof themeNames)[number];

export const apiBase = '/api/v1';

/**
 * The cookie a browser sends once the app has stored something in it: the server then sends `/`
 * without a first visit's rendered screen, which that browser would not show.
 */
export const storedCookie = 'tp_stored';

/** Apple's sign-in script (spec §7: loaded from Apple's content network) and its token issuer. */
export const appleSignIn = {
  scriptUrl: 'https://appleid.cdn-apple.com/appleauth/static/jsapi/appleid/1/en_US/appleid.auth.js',
  issuer: 'https://appleid.apple.com',
  /** Spec §4, §9: the script's arrival is checked every second, up to 100 times. */
  pollIntervalMs: 1000,
  pollTries: 100,
} as const;

/**
 * Why a Google sign-in came back to `/login?error=…` instead of signing in; the login page
 * translates each one.
 */
export const providerSignInErrors = ['cancelled', 'failed', 'email_unverified', 'rate_limited'] as const;
export type ProviderSignInError = (typeof providerSignInErrors)[number];

/** The points a day a learner may aim at (`daily-goal.ts`): about two words, a level, two levels, four. */
export const dailyGoals = [20, 50, 100, 200] as const;
export type DailyGoal = (typeof dailyGoals)[number];
export const dailyGoalDefault: DailyGoal = 50;
