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
 * The message key of the server's refusal of the new password in `field`, or null for any other
 * failure. The forms check every other rule on it first, so it is one they could not: too common
 * (the list stays on the server) or too easy to guess by what only the server knew (a reset's
 * account), or before the estimator had loaded.
 */
export function passwordRefusal(
  error: unknown,
  field: string,
): 'signup.passwordTooCommon' | 'signup.passwordTooWeak' | null {
  if (!(error instanceof ApiError) || !(field in (error.fields ?? {}))) return null;
  if (error.code === 'weak_password') return 'signup.passwordTooWeak';
  return error.code === 'validation_failed' ? 'signup.passwordTooCommon' : null;
}
