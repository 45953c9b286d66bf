import { enforceLimits, perClient, type RateLimitStore } from '../../platform/rate-limit';
import { normaliseEmail } from './users';

export interface AuthLimits {
  perIp: number;
  perEmail: number;
  windowMs: number;
}

/**
 * Counts an attempt at `action` from an IP's network (an IPv6 /64) and for an e-mail address;
 * throws 429 past the limits.
 */
export const authLimiter =
  (store: RateLimitStore, { perIp, perEmail, windowMs }: AuthLimits) =>
  (action: string, ip: string, email?: string) =>
    enforceLimits(store, [
      perClient(action, ip, perIp, windowMs),
      ...(email ? [{ key: `${action}:email:${normaliseEmail(email)}`, max: perEmail, windowMs }] : []),
    ]);

/**
 * Limits failed sign-ins without letting anyone lock the owner out (decision 0044). An attempt counts
 * against its address, against its address for this account, and, from an address that has not
 * signed in to the account before, against one budget that all such addresses share: spraying from
 * many addresses is no faster than guessing from one, while the owner's own addresses never meet that
 * budget. Counted before the password is checked, so that parallel attempts cannot slip past; a
 * sign-in that succeeds takes its counts back, which leaves only the failures.
 */
export const signInLimiter =
  (store: RateLimitStore, { perIp, perEmail, windowMs }: AuthLimits) =>
  async (email: string, ip: string, knownAddress: boolean) => {
    const account = normaliseEmail(email);
    const limits = [
      perClient('signin', ip, perIp, windowMs),
      perClient(`signin:email:${account}`, ip, perEmail, windowMs),
      ...(knownAddress ? [] : [{ key: `signin:email:${account}`, max: perEmail, windowMs }]),
    ];
    await enforceLimits(store, limits);
    return {
      /** Takes this attempt's counts back: it was no failure. */
      succeeded: async () => {
        await Promise.all(limits.map((limit) => store.undo(limit.key)));
      },
    };
  };
