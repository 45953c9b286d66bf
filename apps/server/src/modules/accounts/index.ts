/** What other modules may use of accounts: users, sessions, sign-in limits and the account mails. */
export { type AuthLimits, authLimiter } from './auth-limits';
export { deletionConfirmationMail, mailLanguage, welcomeMail } from './emails';
export { caller } from './routes';
export { type Caller, openSession, type Session } from './service';
export { type Sessions, touchEveryMs } from './sessions';
export { eraseAccount, findUserByEmail, normaliseEmail, toPublicUser } from './users';
