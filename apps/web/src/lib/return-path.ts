import { useSearchParams } from 'react-router';

/** The query parameter of /login and /signup naming the page to come back to once signed in. */
const returnParam = 'next';

// Any origin of our own making: a path is ours only if it resolves against it and stays there.
const base = 'https://tp.invalid';

/**
 * A page of this site to return to, or null for anything else: only a path of our own
 * (`/checkout?x=1`), never another site, whether written out (`https://evil.example`),
 * protocol-relative (`//evil.example`, `/\evil.example`) or another scheme (`javascript:`).
 */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value?.startsWith('/')) return null;
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return null;
  }
  if (url.origin !== base) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // `/.//evil.example` resolves to the path `//evil.example`, which a browser reads as a site.
  return path.startsWith('//') ? null : path;
}

/** /login or /signup, coming back to `returnTo` (when there is one) once signed in. */
export function signInPath(page: '/login' | '/signup', returnTo: string | null): string {
  return returnTo ? `${page}?${new URLSearchParams({ [returnParam]: returnTo })}` : page;
}

/** The page this sign-in was asked from, if the address names one of ours. */
export function useReturnPath(): string | null {
  const [params] = useSearchParams();
  return safeReturnPath(params.get(returnParam));
}
