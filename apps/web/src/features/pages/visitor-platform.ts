/** The keyboard apps' platforms, in the order of the download page's tabs. */
export const platforms = ['android', 'iphone', 'windows', 'mac', 'linux'] as const;
export type Platform = (typeof platforms)[number];

/** The platform a browser runs on, so that its tab opens first; Android when it cannot tell. */
export function platformOf(userAgent: string): Platform {
  // Android's user agents also name Linux, and iOS's name Mac OS X: the phones come first.
  if (/android/i.test(userAgent)) return 'android';
  if (/iphone|ipad|ipod/i.test(userAgent)) return 'iphone';
  if (/windows/i.test(userAgent)) return 'windows';
  if (/macintosh|mac os x/i.test(userAgent)) return 'mac';
  if (/linux|cros/i.test(userAgent)) return 'linux';
  return 'android';
}
