import { z } from 'zod';

/**
 * Every error code the API returns. The web app translates codes, never server messages.
 */
export const errorCodes = [
  'bad_request',
  'validation_failed',
  /** A new password is too easy to guess (see `password-strength`); `fields` names it. */
  'weak_password',
  'unauthorized',
  'forbidden',
  'not_found',
  'conflict',
  'in_use',
  'wrong_level_type',
  /** A published level must keep at least one item. */
  'level_empty',
  'invalid_credentials',
  /** The current password given to change it is not the account's. */
  'wrong_password',
  /** The account was made through Google or Apple and has no password. */
  'no_password',
  'reauth_required',
  'invalid_token',
  'already_verified',
  /** A sign-in provider (Google, Apple) is not set up on this server. */
  'not_configured',
  /** The sign-in provider does not vouch for the e-mail address. */
  'email_unverified',
  /** A sign-in provider could not be reached. */
  'provider_unavailable',
  'premium_required',
  'stale_progress',
  'payload_too_large',
  'unsupported_media_type',
  'rate_limited',
  'mail_failed',
  'already_premium',
  'payment_unavailable',
  'payment_not_found',
  'payment_incomplete',
  /** The provider has the payment and is still completing it (a card being processed). */
  'payment_processing',
  'payment_provider_failed',
  'card_declined',
  'invalid_signature',
  'internal',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

/**
 * The one HTTP status of each error code: a client can rely on the pair. (`bad_request` stands for
 * any other client error the server's framework reports, with the status it gave.)
 */
export const errorStatus = {
  bad_request: 400,
  validation_failed: 400,
  weak_password: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  in_use: 409,
  wrong_level_type: 409,
  level_empty: 409,
  invalid_credentials: 401,
  wrong_password: 403,
  no_password: 401,
  reauth_required: 401,
  invalid_token: 400,
  already_verified: 409,
  not_configured: 404,
  email_unverified: 403,
  provider_unavailable: 502,
  premium_required: 403,
  stale_progress: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  mail_failed: 502,
  already_premium: 409,
  payment_unavailable: 409,
  payment_not_found: 404,
  payment_incomplete: 409,
  payment_processing: 409,
  payment_provider_failed: 502,
  card_declined: 402,
  invalid_signature: 400,
  internal: 500,
} as const satisfies Record<ErrorCode, number>;

/** The one error body of every failure. `fields` maps a field path to its message. */
export const errorBody = z.object({
  error: z.object({
    code: z.enum(errorCodes),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
    id: z.string().optional(),
    /** The level numbers that still use a resource (code `in_use`). */
    levels: z.array(z.number().int()).optional(),
  }),
});
export type ErrorBody = z.infer<typeof errorBody>;
