import { z } from 'zod';
import {
  changePasswordBody,
  deleteAccountBody,
  emailBody,
  resetPasswordBody,
  signinBody,
  signupBody,
} from './account-requests';
import { accountTypes, dailyGoals, firstLanguages, languages, limits, roles, themeNames } from './constants';
import { endpoint, methodAndPath } from './endpoint';
import { errorBody } from './errors';
import { dayFields } from './progress';
import { token } from './request-fields';
import * as routes from './routes';

/**
 * Preferences that follow a signed-in learner from device to device (spec §3 game settings, plus
 * the interface language and theme). Every field is optional: what was never set stays the
 * device's own.
 */
export const userSettings = z.strictObject({
  lang: z.enum(languages).optional(),
  theme: z.enum(themeNames).optional(),
  hoverSoundEnabled: z.boolean().optional(),
  /** Milliseconds the pointer rests on a key before its sound plays. */
  hoverSoundDelay: z.number().int().min(0).max(limits.hoverSoundDelayMax).optional(),
  loopCount: z.number().int().min(0).max(limits.loopCountMax).optional(),
  videoAutoPlay: z.boolean().optional(),
  audioAutoPlay: z.boolean().optional(),
  /** Points a day the learner aims at (`daily-goal.ts`). */
  dailyGoal: z.literal(dailyGoals).optional(),
});
export type UserSettings = z.infer<typeof userSettings>;

/** The language the learner grew up with, or null while they have not said. */
export const firstLanguage = z.enum(firstLanguages).nullable();

/** The user as the API shows it to its owner (spec §3 User, without the password). */
export const publicUser = z.object({
  _id: z.uuid(),
  name: z.string(),
  email: z.string(),
  role: z.enum(roles),
  verified: z.boolean(),
  accountType: z.enum(accountTypes),
  points: z.number().int(),
  streak: z.number().int(),
  ...dayFields,
  badges: z.array(z.string()),
  level: z.number().int(),
  sublevel: z.number().int(),
  retries: z.array(z.number().int()),
  displayedLevel: z.number().int(),
  languages: z.array(z.string()),
  createdAt: z.iso.datetime(),
  settings: userSettings,
  /** The language the learner grew up with: the drills hardest for its speakers are offered first. */
  firstLanguage,
  /** Whether the account has a password (accounts made through Google or Apple may not). */
  hasPassword: z.boolean(),
});
export type PublicUser = z.infer<typeof publicUser>;

/** What a successful sign-in answers. */
export const session = z.object({ token: z.string(), user: publicUser });
const message = z.object({ message: z.string() });

export const signup = endpoint({
  ...methodAndPath(routes.signup),
  access: 'public',
  summary:
    "Create an account with e-mail and password and mail it a verification link; it then signs in as any account. Answers the same, after the same work, when the address already has an account: that account stays as it is and its owner is mailed where to sign in or reset the password. A password among the most common ones is refused (400 `validation_failed` naming `password`), and so is one too easy to guess, its owner's name and address counted (400 `weak_password`).",
  body: signupBody,
  responses: { 202: message, 400: errorBody, 429: errorBody },
});

export const signin = endpoint({
  ...methodAndPath(routes.signin),
  access: 'public',
  summary:
    'Sign in with e-mail and password. An account made through Google or Apple that has no password answers 401 `no_password`. Failed sign-ins are limited (429) per address, per account and address, and per account from addresses that never signed in to it.',
  body: signinBody,
  responses: { 200: session, 400: errorBody, 401: errorBody, 429: errorBody },
});

export const me = endpoint({
  ...methodAndPath(routes.me),
  access: 'user',
  summary: 'The signed-in user.',
  responses: { 200: z.object({ user: publicUser }), 401: errorBody },
});

export const resendVerification = endpoint({
  ...methodAndPath(routes.resendVerification),
  access: 'user',
  summary: "Send a new verification e-mail to the signed-in user's address.",
  body: emailBody,
  responses: { 200: z.object({ success: z.boolean() }), 400: errorBody, 401: errorBody, 429: errorBody },
});

export const forgotPassword = endpoint({
  ...methodAndPath(routes.forgotPassword),
  access: 'public',
  summary:
    'E-mail a password-reset link. Answers the same, as fast, whether or not the address exists: the link is made and sent after the answer.',
  body: emailBody,
  responses: { 200: message, 400: errorBody, 429: errorBody },
});

export const resetPassword = endpoint({
  ...methodAndPath(routes.resetPassword),
  access: 'public',
  summary:
    'Set a new password with a reset token; signs out every existing session. A common password (400 `validation_failed`) or one too easy to guess (400 `weak_password`) is refused, naming `newPassword`, and the token kept.',
  body: resetPasswordBody,
  responses: { 200: message, 400: errorBody, 429: errorBody },
});

export const changePassword = endpoint({
  ...methodAndPath(routes.changePassword),
  access: 'user',
  summary:
    "Change the signed-in user's password. Needs the current one (403 `wrong_password`), unless the account has none yet; a common new password (400 `validation_failed`) or one too easy to guess (400 `weak_password`) is refused, naming `newPassword`; ends every other session and answers a fresh session for this one.",
  body: changePasswordBody,
  responses: { 200: session, 400: errorBody, 401: errorBody, 403: errorBody, 429: errorBody },
});

export const verifyEmail = endpoint({
  ...methodAndPath(routes.verifyEmail),
  access: 'public',
  summary: 'Mark the e-mail address verified with the token sent to it.',
  query: z.strictObject({ token }),
  responses: { 200: z.object({ success: z.literal(true) }), 400: errorBody },
});

export const updateSettings = endpoint({
  ...methodAndPath(routes.updateSettings),
  access: 'user',
  summary:
    "Save the learner's preferences; the fields sent replace the stored ones, the others stay. `firstLanguage` is the language the learner grew up with (an interface language or `other`; null forgets it).",
  body: userSettings.extend({ firstLanguage: firstLanguage.optional() }),
  responses: {
    200: z.object({ settings: userSettings, firstLanguage }),
    400: errorBody,
    401: errorBody,
  },
});

export const deleteAccount = endpoint({
  ...methodAndPath(routes.deleteAccount),
  access: 'user',
  summary:
    'Delete the account and everything that is its own, for good. Needs the password, or a sign-in from the last 10 minutes for accounts without one (401 `reauth_required`).',
  body: deleteAccountBody,
  responses: { 200: message, 400: errorBody, 401: errorBody, 429: errorBody },
});

/** A signed-in device, as its owner sees it in the profile. */
export const publicSession = z.object({
  id: z.uuid(),
  /** The browser's User-Agent when it signed in. */
  device: z.string(),
  createdAt: z.iso.datetime(),
  lastUsedAt: z.iso.datetime(),
  /** The session of the token that asked. */
  current: z.boolean(),
});
export type PublicSession = z.infer<typeof publicSession>;

export const logout = endpoint({
  ...methodAndPath(routes.logout),
  access: 'user',
  summary: 'End this session on the server: its token stops working at once, on every instance.',
  responses: { 200: message, 401: errorBody },
});

export const mySessions = endpoint({
  ...methodAndPath(routes.mySessions),
  access: 'user',
  summary: "The signed-in user's running sessions, the latest used first.",
  responses: { 200: z.object({ sessions: z.array(publicSession) }), 401: errorBody },
});

export const endSession = endpoint({
  ...methodAndPath(routes.endSession),
  access: 'user',
  summary: "End one of the user's sessions (another device, or this one).",
  params: z.strictObject({ id: z.uuid() }),
  responses: { 200: message, 400: errorBody, 401: errorBody, 404: errorBody },
});

export const endAllSessions = endpoint({
  ...methodAndPath(routes.endAllSessions),
  access: 'user',
  summary: 'Log out everywhere: end every session of the user, this one included.',
  responses: { 200: message, 401: errorBody },
});
