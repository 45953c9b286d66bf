import { judgePassword } from '@tp/contract/password-strength';
import { badRequest, httpError } from '../../platform/http-error';
import { isCommonPassword } from './common-passwords';

/** What rules a new password out: breaches made it common, or it is easy to guess for its owner. */
export type PasswordFault = 'common' | 'weak';

/**
 * What rules out `password` as a new one, or null. `owner` is what anyone may know of the account
 * (its name, its e-mail address): a password built from it is easy to guess.
 */
export async function newPasswordFault(
  password: string,
  owner: readonly string[],
): Promise<PasswordFault | null> {
  if (await isCommonPassword(password)) return 'common';
  return judgePassword(password, owner).strong ? null : 'weak';
}

const refusals: Record<PasswordFault, (field: string) => Error> = {
  common: (field) => {
    const message = 'This password is too common. Choose one that is harder to guess.';
    return badRequest(message, { [field]: message });
  },
  weak: (field) => {
    const message =
      'This password is too easy to guess. Make it longer, and leave out your name, your e-mail address and common words.';
    return httpError('weak_password', message, { fields: { [field]: message } });
  },
};

/** Refuses a new password that is common or easy to guess, naming the request's `field`: 400. */
export async function refuseWeakPassword(
  password: string,
  field: string,
  owner: readonly string[],
): Promise<void> {
  const fault = await newPasswordFault(password, owner);
  if (fault) throw refusals[fault](field);
}
