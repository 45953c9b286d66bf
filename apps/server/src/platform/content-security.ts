import { appleSignIn } from '@tp/contract';
import type { Config } from '../config';

type Sources = { script: string[]; frame: string[]; connect: string[]; img: string[] };

const apple = { script: new URL(appleSignIn.scriptUrl).origin, site: new URL(appleSignIn.issuer).origin };

/** What each provider's browser script needs: its script, its frames, its API, its images. */
const providerSources = {
  // Sign in with Apple: Apple's script, and the page it opens in a popup.
  apple: { script: [apple.script], frame: [apple.site], connect: [apple.site], img: [] },
  stripe: {
    script: ['https://js.stripe.com'],
    frame: ['https://js.stripe.com', 'https://hooks.stripe.com'],
    connect: ['https://api.stripe.com'],
    img: [],
  },
  paypal: {
    script: ['https://www.paypal.com', 'https://www.sandbox.paypal.com'],
    frame: ['https://www.paypal.com', 'https://www.sandbox.paypal.com'],
    connect: ['https://www.paypal.com', 'https://www.sandbox.paypal.com'],
    img: ['https://www.paypalobjects.com'],
  },
} satisfies Record<string, Sources>;

/**
 * The Content-Security-Policy directives on top of helmet's defaults: the pages load scripts and
 * frames from our own origin only, plus those of the sign-in and payment providers configured, and
 * media from the CDN that serves them (`mediaOrigin`), if any.
 */
export function contentSecurityDirectives(config: Config, mediaOrigin: string | null = null) {
  const media = mediaOrigin ? [mediaOrigin] : [];
  const used: Sources[] = [
    ...(config.apple ? [providerSources.apple] : []),
    ...(config.STRIPE_SECRET_KEY ? [providerSources.stripe] : []),
    ...(config.PAYPAL_CLIENT_ID ? [providerSources.paypal] : []),
  ];
  const plus = (base: string[], pick: (s: Sources) => string[]) => [...base, ...used.flatMap(pick)];
  return {
    // HTTPS is the load balancer's job (with HSTS); upgrading here would break plain-HTTP setups.
    upgradeInsecureRequests: null,
    scriptSrc: plus(["'self'"], (s) => s.script),
    frameSrc: plus(["'self'"], (s) => s.frame),
    connectSrc: plus(["'self'", ...media], (s) => s.connect),
    imgSrc: plus(["'self'", 'data:', ...media], (s) => s.img),
    // `blob:`: a speaking level plays back what the learner just recorded, which is only in the page.
    mediaSrc: ["'self'", 'blob:', ...media],
    // Our own style sheets; inline styles for the positions React sets (virtual rows, the keyboard).
    styleSrc: ["'self'", "'unsafe-inline'"],
    // The app's own fonts; no font comes from elsewhere.
    fontSrc: ["'self'", 'data:'],
  };
}

/**
 * What the pages may use of the device (Permissions-Policy): the microphone for the recorders (a
 * speaking level, the dashboard's sound form), on our own pages only and never in a provider's
 * frame; payment requests for Stripe's wallet buttons when Stripe is configured; nothing else a
 * page could ask for. One policy for every page: the app changes screens without loading a page.
 */
export function permissionsPolicy(config: Config): string {
  const payment = config.STRIPE_SECRET_KEY ? 'self "https://js.stripe.com"' : 'self';
  const none = ['accelerometer', 'camera', 'display-capture', 'geolocation', 'gyroscope', 'hid'];
  const alsoNone = ['magnetometer', 'midi', 'serial', 'usb', 'xr-spatial-tracking'];
  return [
    ...[...none, ...alsoNone].map((feature) => `${feature}=()`),
    'microphone=(self)',
    `payment=(${payment})`,
  ].join(', ');
}
