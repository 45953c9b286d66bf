import { limits } from '@tp/contract/constants';
import { ApiError } from './api-client';
import * as z from './zod';

// What the password forms check beyond the requests they send (spec §5): sign-up, reset and change of a password.

interface Confirmed {
  confirmPassword: string;
}

/** The confirmation is typed, even while the password is empty too. */
export const confirmationTyped = z.refine<Confirmed>((values) => values.confirmPassword !== '', {
  path: ['confirmPassword'],
});

/** The reset form's confirmation, which its request does not carry, is the new password again. */
export const confirmationMatches = z.refine<Confirmed & { newPassword: string }>(
  (values) => values.confirmPassword === values.newPassword,
  { path: ['confirmPassword'] },
);

/** Sign-in asks for a password as long as sign-up does; the API compares any length with the stored one. */
export const signinPasswordLength = z.refine<{ password: string }>(
  (values) => values.password.length >= limits.passwordMin,
  { path: ['password'] },
);

/**
 * Whether the server refused the new password in `field`: the forms check every other rule on it
 * first, so this is the one they cannot, that it is too common (the list stays on the server).
 */
export const refusedAsCommon = (error: unknown, field: string): boolean =>
  error instanceof ApiError && error.code === 'validation_failed' && field in (error.fields ?? {});
