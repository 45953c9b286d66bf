import { createHmac, timingSafeEqual } from 'node:crypto';
import { mediaNameOf } from './storage';

/**
 * Links are signed per window of this length and stay valid to the end of the next window, so a
 * link is good for 12 to 24 hours after it was handed out: a day of play, not a permanent address.
 * Every link of a window is the same bytes, so a body that holds them is made once per window.
 */
const linkWindowMs = 12 * 60 * 60 * 1000;

/** The HMAC's first 132 bits, in base64url: past guessing, and short in a course of many links. */
const signatureLength = 22;

/**
 * Signed, expiring links to stored media, for files not everyone may fetch. A link is the file's
 * `/media/<name>` URL with `exp` (seconds since the epoch) and `sig`, an HMAC of both under a key
 * derived from the server's secret: any instance with the same secret checks it, none stores it.
 */
export interface MediaLinks {
  /** The expiry of the links signed now. */
  expiry(): number;
  /** A JSON text with every `/media/` URL of a file among `names` signed until `expiry`. */
  signAll(json: string, names: ReadonlySet<string>, expiry: number): string;
  /** Whether `exp` and `sig` sign the file `name` and have not expired. */
  allows(name: string, query: { exp?: unknown; sig?: unknown }): boolean;
}

/** A media URL as JSON writes it: a whole string, so that no other text is touched. */
const jsonMediaUrl = /"(\/media\/[\w-]+\.\w+)"/g;

export function createMediaLinks(secret: string, now: () => Date = () => new Date()): MediaLinks {
  // Its own key: a media signature can never pass for a session token's, nor the reverse.
  const key = createHmac('sha256', secret).update('media links').digest();
  const signature = (name: string, expiry: number) =>
    createHmac('sha256', key).update(`${name}\n${expiry}`).digest('base64url').slice(0, signatureLength);

  return {
    expiry: () => ((Math.floor(now().getTime() / linkWindowMs) + 2) * linkWindowMs) / 1000,
    signAll: (json, names, expiry) =>
      names.size === 0
        ? json
        : json.replace(jsonMediaUrl, (whole, url: string) => {
            const name = mediaNameOf(url);
            return name && names.has(name) ? `"${url}?exp=${expiry}&sig=${signature(name, expiry)}"` : whole;
          }),
    allows(name, { exp, sig }) {
      if (typeof exp !== 'string' || !/^\d{1,12}$/.test(exp) || typeof sig !== 'string') return false;
      const expiry = Number(exp);
      if (expiry * 1000 <= now().getTime()) return false;
      const expected = Buffer.from(signature(name, expiry));
      const given = Buffer.from(sig);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
