/** The value of cookie `name` in a `Cookie` request header, if it is there. */
export function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return decodeURIComponent(part.slice(eq + 1).trim());
  }
  return undefined;
}

export interface CookieOptions {
  path: string;
  /** 0 removes the cookie. */
  maxAgeSeconds: number;
  /** Sent over HTTPS only; set when the app's public origin is https. */
  secure: boolean;
}

/**
 * A `Set-Cookie` value for a cookie scripts cannot read. SameSite=Lax: it comes back on the
 * top-level navigation from another site (a sign-in provider's redirect), never on its requests.
 */
export function serializeCookie(name: string, value: string, options: CookieOptions): string {
  return [
    `${name}=${encodeURIComponent(value)}`,
    `Max-Age=${options.maxAgeSeconds}`,
    `Path=${options.path}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(options.secure ? ['Secure'] : []),
  ].join('; ');
}
