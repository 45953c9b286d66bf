import { accessSync, constants } from 'node:fs';
import { BlockList, isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { KeyboardLinks } from '@tp/contract';
import { z } from 'zod';

const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/** A page on the public web, which visitors' browsers and phones open as it is. */
const publicHttpsUrl = z.url({
  protocol: /^https$/,
  hostname: z.regexes.domain,
  error: 'must be an https:// URL with a domain name',
});

/** An address, or a network as address/prefix, or one of proxy-addr's names for private ranges. */
const isProxyAddress = (entry: string): boolean => {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128));
};

/** IPv4 clients as proxy-addr matches them against IPv6 networks: `::ffff:a.b.c.d`. */
const mappedIpv4 = new BlockList();
mappedIpv4.addSubnet('::ffff:0:0', 96, 'ipv6');
/** IPv6's private networks (`uniquelocal`), which only one's own machines hold, however wide. */
const uniqueLocal = new BlockList();
uniqueLocal.addSubnet('fc00::', 7, 'ipv6');

/**
 * Whether a network is wider than any proxy fleet: more than an IPv4 /8 (16 million addresses),
 * an IPv6 /16 outside the private `fc00::/7`, or an IPv6 network holding more than a /8 of the
 * IPv4 clients mapped into it (`::ffff:0:0/97`, `::/80`). Lists of such networks (`0.0.0.0/1,128.0.0.0/1`) would trust, as
 * `true` does, the addresses clients write.
 */
const tooWide = (entry: string): boolean => {
  const [address = '', prefix] = entry.split('/');
  if (prefix === undefined) return false;
  const bits = Number(prefix);
  if (isIP(address) === 4) return bits < 8;
  if (bits < 16) return bits < 7 || !uniqueLocal.check(address, 'ipv6');
  if (bits >= 104) return false;
  const network = new BlockList();
  network.addSubnet(address, bits, 'ipv6');
  return network.check('::ffff:0.0.0.0', 'ipv6') || mappedIpv4.check(address, 'ipv6');
};

/**
 * Which `X-Forwarded-For` entries are the proxies' own: `false`, a hop count, or their addresses.
 * `true`, or a network that holds every address, would take the left-most entry, which the client
 * writes, as its address.
 */
const trustProxy = z
  .string()
  .trim()
  .superRefine((v, ctx) => {
    if (['true', 'yes', 'on'].includes(v.toLowerCase())) {
      ctx.addIssue({
        code: 'custom',
        message:
          'true would trust addresses the client writes; give the number of proxies in front (such as 1) or their addresses',
      });
    } else if (
      v !== 'false' &&
      !/^\d{1,2}$/.test(v) &&
      !v.split(',').every((e) => isProxyAddress(e.trim()))
    ) {
      ctx.addIssue({
        code: 'custom',
        message: 'must be false, a number of proxies, or a comma-separated list of addresses and networks',
      });
    } else if (v.split(',').some((e) => tooWide(e.trim()))) {
      ctx.addIssue({
        code: 'custom',
        message:
          'a network wider than an IPv4 /8 or an IPv6 /16 (such as 0.0.0.0/0 or ::/0) would trust addresses clients write, as true would; list the proxies’ own addresses or networks',
      });
    }
  })
  .transform((v): false | number | string[] => {
    if (v === 'false') return false;
    if (/^\d+$/.test(v)) return Number(v) === 0 ? false : Number(v);
    return v.split(',').map((e) => e.trim());
  });

/** Every environment variable the server reads. `.env.example` lists the same, with comments. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optional(z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')),
  APP_URL: optional(z.url()),
  JWT_SECRET: optional(z.string().min(32, 'must be at least 32 characters')),
  /** A session unused this long ends; each use gives it this long again. */
  SESSION_IDLE_DAYS: z.coerce.number().int().min(1).max(365).default(14),
  SMTP_URL: optional(z.string().regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')),
  MAIL_FROM: z.string().min(3).default('TP <no-reply@tp.local>'),
  SUPPORT_EMAIL: z.email().default('support@tp.local'),
  /**
   * The keyboard apps' store listings and installers. A phone left unset shows "Coming soon"; a
   * computer left unset offers the layout files the web app serves.
   */
  KEYBOARD_ANDROID_URL: optional(publicHttpsUrl),
  KEYBOARD_IOS_URL: optional(publicHttpsUrl),
  KEYBOARD_WINDOWS_URL: optional(publicHttpsUrl),
  KEYBOARD_MAC_URL: optional(publicHttpsUrl),
  KEYBOARD_LINUX_URL: optional(publicHttpsUrl),
  ADMIN_EMAIL: z.email().default('admin@tp.local'),
  ADMIN_PASSWORD: optional(z.string().min(8, 'must be at least 8 characters')),
  DEMO_COURSE: bool.default(true),
  CONTENT_DIR: z
    .string()
    .min(1)
    .default(fileURLToPath(new URL('../../../content', import.meta.url))),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: trustProxy.default(false),
  /** A connection that sends nothing for this long (a stalled body, an idle keep-alive) is closed. */
  IDLE_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(30).default(20),
  /**
   * Open connections one client address may hold, 0 for no cap; behind trusted proxies, requests
   * in flight per client as the proxies report it.
   */
  CONNECTIONS_PER_ADDRESS: z.coerce.number().int().min(0).default(64),
  AUTH_RATE_LIMIT_PER_IP: z.coerce.number().int().min(1).default(30),
  AUTH_RATE_LIMIT_PER_EMAIL: z.coerce.number().int().min(1).default(10),
  AUTH_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(900),
  /** Contact, deletion-request and mailing-list forms: messages per client address per window. */
  FORM_RATE_LIMIT_PER_IP: z.coerce.number().int().min(1).default(10),
  FORM_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(3600),
  /**
   * Answers one account may send a minute: far above a person's pace (one every few seconds), so
   * that only a script meets it; each answer is a database write.
   */
  ANSWER_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(300),
  /** Price of premium, a decimal in PREMIUM_CURRENCY; the default is the spec's test value. */
  PREMIUM_PRICE: z
    .string()
    .regex(/^\d{1,6}(\.\d{1,2})?$/, 'must be a price such as 4.99')
    .refine((v) => Number(v) > 0, 'must be more than 0')
    .default('0.01'),
  PREMIUM_CURRENCY: z
    .string()
    .regex(/^[A-Za-z]{3}$/, 'must be a three-letter currency code such as USD')
    .transform((v) => v.toUpperCase())
    .default('USD'),
  STRIPE_SECRET_KEY: optional(z.string().regex(/^(sk|rk)_/, 'must be a Stripe secret key (sk_…)')),
  STRIPE_PUBLISHABLE_KEY: optional(z.string().regex(/^pk_/, 'must be a Stripe publishable key (pk_…)')),
  STRIPE_WEBHOOK_SECRET: optional(z.string().regex(/^whsec_/, 'must be a Stripe webhook secret (whsec_…)')),
  PAYPAL_CLIENT_ID: optional(z.string().min(1)),
  PAYPAL_CLIENT_SECRET: optional(z.string().min(1)),
  PAYPAL_WEBHOOK_ID: optional(z.string().min(1)),
  PAYPAL_ENVIRONMENT: z.enum(['sandbox', 'live']).default('sandbox'),
  /** The local test-mode provider; by default on outside production when no provider is configured. */
  PAYMENTS_TEST_MODE: optional(bool),
  /** The API's documentation pages (Swagger UI at /api/docs); by default on outside production. */
  API_DOCS: optional(bool),
  /** Sign-in with Google (OpenID Connect): set both to turn it on. */
  GOOGLE_CLIENT_ID: optional(z.string().min(1)),
  GOOGLE_CLIENT_SECRET: optional(z.string().min(1)),
  GOOGLE_ISSUER_URL: z.url().default('https://accounts.google.com'),
  /** Sign-in with Apple: the Services ID turns it on; ID tokens are checked against the JWKS. */
  APPLE_CLIENT_ID: optional(z.string().min(1)),
  APPLE_JWKS_URL: z.url().default('https://appleid.apple.com/auth/keys'),
  /** Shared rate-limit counters for several instances; unset, each instance counts in memory. */
  REDIS_URL: optional(z.string().regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')),
  /** Put before every key this app writes to Redis, so that several apps can share one server. */
  REDIS_KEY_PREFIX: z.string().default('tp:'),
  /** Media in S3-compatible object storage when set; unset, in `$DATA_DIR/uploads`. */
  S3_BUCKET: optional(z.string().min(3)),
  S3_REGION: z.string().min(1).default('us-east-1'),
  /** The storage's API, for anything but AWS itself (MinIO, R2, Spaces…). */
  S3_ENDPOINT: optional(z.url()),
  S3_ACCESS_KEY_ID: optional(z.string()),
  S3_SECRET_ACCESS_KEY: optional(z.string()),
  /** `bucket` in the path instead of the host name; most self-hosted stores need it. */
  S3_FORCE_PATH_STYLE: bool.default(false),
  /** Public base URL of the bucket (a CDN): `/media/<file>` then redirects to `<base>/<file>`. */
  MEDIA_PUBLIC_URL: optional(z.url()),
  /**
   * The ffmpeg that converts every sound to the course's format; unset, `ffmpeg` on PATH, else the
   * one installed with the server for this platform.
   */
  FFMPEG_PATH: optional(z.string().min(1)),
});

/** `ffmpeg` where PATH finds it: the system's own, kept up to date with it. */
function ffmpegOnPath(): string | undefined {
  const name = process.platform === 'win32' ? 'ffmpeg.exe' : 'ffmpeg';
  for (const folder of (process.env.PATH ?? '').split(path.delimiter).filter(Boolean)) {
    const candidate = path.join(folder, name);
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {}
  }
  return undefined;
}

/**
 * The system's ffmpeg, else the one `npm install` brought for this platform (an older build, so
 * that a machine without ffmpeg still stores sounds), else the name, which then fails as missing.
 */
const installedFfmpeg: string =
  ffmpegOnPath() ??
  (await import('@ffmpeg-installer/ffmpeg').then(
    (module) => (module.default as { path: string }).path,
    // The package has no build for this platform.
    () => 'ffmpeg',
  ));

/** Variables that only work together: all set or none. */
const together = {
  Stripe: ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'],
  PayPal: ['PAYPAL_CLIENT_ID', 'PAYPAL_CLIENT_SECRET', 'PAYPAL_WEBHOOK_ID'],
  Google: ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET'],
  'S3 credentials': ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'],
} as const;

/** Settings of object storage, which mean nothing without a bucket. */
const s3Only = ['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'MEDIA_PUBLIC_URL'] as const;

const configSchema = envSchema.superRefine((e, ctx) => {
  for (const names of Object.values(together)) {
    const set = names.filter((n) => e[n] !== undefined);
    if (set.length > 0 && set.length < names.length) {
      for (const n of names.filter((n) => e[n] === undefined)) {
        ctx.addIssue({ code: 'custom', path: [n], message: `must be set with ${set.join(', ')}` });
      }
    }
  }
  if (!e.S3_BUCKET) {
    for (const n of s3Only.filter((n) => e[n]))
      ctx.addIssue({ code: 'custom', path: [n], message: 'needs S3_BUCKET' });
  }
  if (e.PAYMENTS_TEST_MODE && (e.STRIPE_SECRET_KEY || e.PAYPAL_CLIENT_ID)) {
    ctx.addIssue({
      code: 'custom',
      path: ['PAYMENTS_TEST_MODE'],
      message: 'cannot be true while a payment provider is configured',
    });
  }
  // Stripe refuses charges under about half a dollar; better to say so at start than at checkout.
  if (e.STRIPE_SECRET_KEY && Number(e.PREMIUM_PRICE) < 0.5) {
    ctx.addIssue({ code: 'custom', path: ['PREMIUM_PRICE'], message: 'must be at least 0.50 with Stripe' });
  }
});

type Env = z.infer<typeof envSchema>;

/** Where S3-compatible storage is, when media go there. */
export interface S3Settings {
  bucket: string;
  region: string;
  endpoint: string | undefined;
  /** Unset, the SDK's own chain is used (instance roles, `AWS_*` variables, profiles). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  forcePathStyle: boolean;
  /** Without a trailing slash. */
  publicUrl: string | undefined;
}

export interface Config extends Env {
  /** Public origin used in e-mail links. */
  appUrl: string;
  /** Embedded PGlite data folder, used when DATABASE_URL is unset. */
  pgliteDir: string;
  uploadsDir: string;
  outboxDir: string;
  /**
   * The local test-mode provider takes payments and nothing is ever charged: when no provider is
   * configured outside production, or when PAYMENTS_TEST_MODE says so.
   */
  paymentsTestMode: boolean;
  /** Whether /api/docs serves the API's documentation (API_DOCS, else outside production). */
  apiDocs: boolean;
  /** Google sign-in, when configured. */
  google: { clientId: string; clientSecret: string; issuerUrl: string } | null;
  /** Apple sign-in, when configured. */
  apple: { clientId: string; jwksUrl: string } | null;
  /** Object storage for media, or null for the uploads folder. */
  s3: S3Settings | null;
  /** Where each published keyboard app is, by the download page's platform names. */
  keyboardLinks: KeyboardLinks;
  /** The ffmpeg sounds are converted with (FFMPEG_PATH, else the system's, else the installed one). */
  ffmpegPath: string;
}

/** Parses the environment once; throws one error naming every invalid variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    ...e,
    DATA_DIR: dataDir,
    appUrl: (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    pgliteDir: path.join(dataDir, 'db'),
    uploadsDir: path.join(dataDir, 'uploads'),
    outboxDir: path.join(dataDir, 'outbox'),
    paymentsTestMode:
      e.PAYMENTS_TEST_MODE ?? (!e.STRIPE_SECRET_KEY && !e.PAYPAL_CLIENT_ID && e.NODE_ENV !== 'production'),
    apiDocs: e.API_DOCS ?? e.NODE_ENV !== 'production',
    google:
      e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
        ? {
            clientId: e.GOOGLE_CLIENT_ID,
            clientSecret: e.GOOGLE_CLIENT_SECRET,
            issuerUrl: e.GOOGLE_ISSUER_URL,
          }
        : null,
    apple: e.APPLE_CLIENT_ID ? { clientId: e.APPLE_CLIENT_ID, jwksUrl: e.APPLE_JWKS_URL } : null,
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          region: e.S3_REGION,
          endpoint: e.S3_ENDPOINT,
          credentials:
            e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
              ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
              : undefined,
          forcePathStyle: e.S3_FORCE_PATH_STYLE,
          publicUrl: e.MEDIA_PUBLIC_URL?.replace(/\/+$/, ''),
        }
      : null,
    keyboardLinks: {
      android: e.KEYBOARD_ANDROID_URL,
      iphone: e.KEYBOARD_IOS_URL,
      windows: e.KEYBOARD_WINDOWS_URL,
      mac: e.KEYBOARD_MAC_URL,
      linux: e.KEYBOARD_LINUX_URL,
    },
    ffmpegPath: e.FFMPEG_PATH ?? installedFfmpeg,
  };
}
