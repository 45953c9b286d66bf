import { appleSignIn } from '@tp/contract/constants';
import type { RequestInput } from '@tp/contract/endpoint';
import type { signinApple } from '@tp/contract/sign-in-providers';

/** The part of Apple's script (`window.AppleID.auth`) the sign-in uses. */
export interface AppleIdAuth {
  init(options: {
    clientId: string;
    scope: string;
    redirectURI: string;
    state: string;
    nonce: string;
    usePopup: boolean;
  }): void;
  signIn(): Promise<{
    authorization: { id_token: string; code: string; state?: string };
    /** Only on the first sign-in, when the person shares it. */
    user?: { email?: string; name?: { firstName?: string; lastName?: string } };
  }>;
}

declare global {
  interface Window {
    AppleID?: { auth?: AppleIdAuth };
  }
}

let loading: Promise<AppleIdAuth> | null = null;

/**
 * Adds Apple's script to the page once and checks for it every second, up to 100 times (spec §4).
 * A failure is final for this page load: the button stays unavailable.
 */
export function loadAppleId(): Promise<AppleIdAuth> {
  loading ??= new Promise((resolve, reject) => {
    if (!window.AppleID && !document.querySelector(`script[src="${appleSignIn.scriptUrl}"]`)) {
      const script = document.createElement('script');
      script.src = appleSignIn.scriptUrl;
      script.async = true;
      document.head.append(script);
    }
    let tries = 0;
    const check = () => {
      const auth = window.AppleID?.auth;
      if (auth) resolve(auth);
      else if (++tries >= appleSignIn.pollTries) reject(new Error("Apple's sign-in script did not load"));
      else setTimeout(check, appleSignIn.pollIntervalMs);
    };
    check();
  });
  return loading;
}

const hex = (bytes: ArrayBuffer | Uint8Array) =>
  [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, '0')).join('');

const randomText = () => hex(crypto.getRandomValues(new Uint8Array(24)));

const sha256Hex = async (text: string) =>
  hex(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));

/**
 * Opens Apple's sign-in popup (scope email and name, back to the login page) and returns what the
 * server needs. Apple is given the digest of a fresh nonce; only this page knows the nonce itself,
 * so a token caught on its way cannot be played back from elsewhere.
 */
export async function authorizeWithApple(
  auth: AppleIdAuth,
  clientId: string,
): Promise<RequestInput<typeof signinApple>['body']> {
  const nonce = randomText();
  const state = randomText();
  auth.init({
    clientId,
    scope: 'email name',
    redirectURI: `${window.location.origin}/login`,
    state,
    nonce: await sha256Hex(nonce),
    usePopup: true,
  });
  const { authorization, user } = await auth.signIn();
  if (authorization.state !== state) throw new Error('Apple answered for another sign-in');
  return {
    id_token: authorization.id_token,
    nonce,
    audience: clientId,
    ...(user?.name ? { fullName: { givenName: user.name.firstName, familyName: user.name.lastName } } : {}),
  };
}
