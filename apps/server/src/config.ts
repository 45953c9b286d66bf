import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/** Every environment variable the server reads. `.env.example` lists the same, with comments. */
const envSchema = z.object({
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
});

export type Env = z.infer<typeof envSchema>;

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
  /** Object storage for media, or null for the uploads folder. */
  s3: S3Settings | null;
}

/** Settings that only make sense together, checked after each variable is. */
function crossCheck(e: Env): string[] {
  const problems: string[] = [];
  const s3Only = [
    'S3_ENDPOINT',
    'S3_ACCESS_KEY_ID',
    'S3_SECRET_ACCESS_KEY',
    'MEDIA_PUBLIC_URL',
  ] as const satisfies readonly (keyof Env)[];
  if (!e.S3_BUCKET) {
    for (const key of s3Only) if (e[key]) problems.push(`  ${key}: needs S3_BUCKET`);
  }
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
    problems.push('  S3_ACCESS_KEY_ID: set it together with S3_SECRET_ACCESS_KEY, or neither');
  }
  return problems;
}

/** Parses the environment once; throws one error naming every invalid variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const problems = crossCheck(e);
  if (problems.length) throw new Error(`Invalid configuration:\n${problems.join('\n')}`);
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    ...e,
    DATA_DIR: dataDir,
    appUrl: (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    pgliteDir: path.join(dataDir, 'db'),
    uploadsDir: path.join(dataDir, 'uploads'),
    outboxDir: path.join(dataDir, 'outbox'),
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
  };
}
