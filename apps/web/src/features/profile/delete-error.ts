import { ApiError } from '#web/lib/api-client';

type DeleteErrorKey = 'deleteAccount.reauthRequired' | 'deleteAccount.rateLimited' | 'deleteAccount.failed';

/** The `account` catalog's message for a failed deletion; a wrong password is the field's own. */
export function deleteErrorKey(error: unknown): DeleteErrorKey {
  if (error instanceof ApiError && error.code === 'reauth_required') return 'deleteAccount.reauthRequired';
  if (error instanceof ApiError && error.code === 'rate_limited') return 'deleteAccount.rateLimited';
  return 'deleteAccount.failed';
}
