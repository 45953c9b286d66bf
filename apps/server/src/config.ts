import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/** Every environment variable the server reads. `.env.example` lists the same, with comments. */
const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().min(1).default('0.0.0.0'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: optional(z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')),
    APP_URL: optional(z.url()),
    JWT_SECRET: optional(z.string().min(32, 'must be at least 32 characters')),
    JWT_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
    SMTP_URL: optional(z.string().regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')),
    MAIL_FROM: z.string().min(3).default('TP <no-reply@tp.local>'),
    SUPPORT_EMAIL: z.email().default('support@tp.local'),
    ADMIN_EMAIL: z.email().default('admin@tp.local'),
    ADMIN_PASSWORD: optional(z.string().min(8, 'must be at least 8 characters')),
    DEMO_COURSE: bool.default(true),
    CONTENT_DIR: z
      .string()
      .min(1)
      .default(fileURLToPath(new URL('../../../content', import.meta.url))),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    TRUST_PROXY: bool.default(false),
    AUTH_RATE_LIMIT_PER_IP: z.coerce.number().int().min(1).default(30),
    AUTH_RATE_LIMIT_PER_EMAIL: z.coerce.number().int().min(1).default(10),
    AUTH_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(900),
    /** Contact, deletion-request and mailing-list forms: messages per client address per window. */
    FORM_RATE_LIMIT_PER_IP: z.coerce.number().int().min(1).default(10),
    FORM_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(3600),
    /** Sign-in with Google (OpenID Connect): set both to turn it on. */
    GOOGLE_CLIENT_ID: optional(z.string().min(1)),
    GOOGLE_CLIENT_SECRET: optional(z.string().min(1)),
    GOOGLE_ISSUER_URL: z.url().default('https://accounts.google.com'),
    /** Sign-in with Apple: the Services ID turns it on; ID tokens are checked against the JWKS. */
    APPLE_CLIENT_ID: optional(z.string().min(1)),
    APPLE_JWKS_URL: z.url().default('https://appleid.apple.com/auth/keys'),
  })
  .refine((e) => Boolean(e.GOOGLE_CLIENT_ID) === Boolean(e.GOOGLE_CLIENT_SECRET), {
    path: ['GOOGLE_CLIENT_SECRET'],
    message: 'GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are set together or not at all',
  });

export type Env = z.infer<typeof envSchema>;

export interface Config extends Env {
  /** Public origin used in e-mail links. */
  appUrl: string;
  /** Embedded PGlite data folder, used when DATABASE_URL is unset. */
  pgliteDir: string;
  uploadsDir: string;
  outboxDir: string;
  /** Google sign-in, when configured. */
  google: { clientId: string; clientSecret: string; issuerUrl: string } | null;
  /** Apple sign-in, when configured. */
  apple: { clientId: string; jwksUrl: string } | null;
}

/** Parses the environment once; throws one error naming every invalid variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
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
    google:
      e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
        ? {
            clientId: e.GOOGLE_CLIENT_ID,
            clientSecret: e.GOOGLE_CLIENT_SECRET,
            issuerUrl: e.GOOGLE_ISSUER_URL,
          }
        : null,
    apple: e.APPLE_CLIENT_ID ? { clientId: e.APPLE_CLIENT_ID, jwksUrl: e.APPLE_JWKS_URL } : null,
  };
}
