import * as z from 'zod/mini';
import { limits } from './constants';
import { email, name, token } from './request-fields';

// The account forms validate with these very schemas: written with zod's tree-shakable build, and
// without the forms' wording, which each form translates itself (a message here is the API's own).

const password = z.string().check(z.minLength(limits.passwordMin), z.maxLength(limits.passwordMax));
/** A password only compared with the stored one: any length the API takes. */
const currentPassword = z.string().check(z.minLength(1), z.maxLength(limits.passwordMax));

export const signupBody = z
  .strictObject({ name, email, password, confirmPassword: z.string().check(z.maxLength(limits.passwordMax)) })
  .check(
    z.refine((b) => b.password === b.confirmPassword, {
      path: ['confirmPassword'],
      message: 'Passwords must match',
    }),
  );

export const signinBody = z.strictObject({ email, password: currentPassword });

/** An address to write to: a verification, a password reset, the mailing list. */
export const emailBody = z.strictObject({ email });

export const resetPasswordBody = z.strictObject({ token, newPassword: password });

/**
 * A new password for a signed-in account: the current one, unless the account has none (made
 * through Google or Apple), and the new one twice, under sign-up's rules.
 */
export const changePasswordBody = z
  .strictObject({
    currentPassword: z.optional(currentPassword),
    newPassword: password,
    confirmPassword: z.string().check(z.maxLength(limits.passwordMax)),
  })
  .check(
    z.refine((b) => b.newPassword === b.confirmPassword, {
      path: ['confirmPassword'],
      message: 'Passwords must match',
    }),
  );

export const deleteAccountBody = z.strictObject({ password: z.optional(currentPassword) });
