import { randomUUID } from 'node:crypto';
import etag from '@fastify/etag';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { limits } from '@tp/contract';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import type { Config } from './config';
import type { Database, DatabaseHandle } from './db/client';
import { accountsRoutes, bearerOf } from './modules/accounts/routes';
import { createAccountsService } from './modules/accounts/service';
import { auditRoutes } from './modules/audit/routes';
import { createLevelAdmin } from './modules/levels/admin-service';
import { createCourseCache } from './modules/levels/course-cache';
import { levelsRoutes } from './modules/levels/routes';
import { mediaRoutes } from './modules/media/routes';
import { createMediaService } from './modules/media/service';
import { progressRoutes } from './modules/progress/routes';
import { createProgressService } from './modules/progress/service';
import { quizzesRoutes } from './modules/quizzes/routes';
import { createQuizService } from './modules/quizzes/service';
import { siteRoutes } from './modules/site/routes';
import { createSiteService } from './modules/site/service';
import { systemRoutes } from './modules/system/routes';
import { usersRoutes } from './modules/users/routes';
import { createTokenService } from './platform/auth-token';
import { registerErrorHandler } from './platform/error-handler';
import { createMailer } from './platform/mailer';
import { type ConfiguredMediaStorage, openMediaStorage, registerMedia } from './platform/media';
import { memoryRateLimitStore, type RateLimitStore, redisRateLimitStore } from './platform/rate-limit';
import { routeBinder } from './platform/routes';
import { registerWebApp } from './platform/web-app';

export interface AppDeps {
  config: Config;
  db: Database;
  jwtSecret: string;
  /** The built web app to serve, if any. */
  webDist?: string | null;
  /** Rate-limit counters; by default in Redis when `REDIS_URL` is set, else in memory. */
  rateLimits?: RateLimitStore;
  /** The database's change notifications, where it has them (PGlite). */
  listen?: DatabaseHandle['listen'];
  /** Where media go; by default the configured bucket or folder. */
  storage?: ConfiguredMediaStorage;
  logger?: FastifyServerOptions['logger'];
  /** The time; tests move it to cross days and time zones. */
  now?: () => Date;
}

/** Counters in Redis when `REDIS_URL` is set, closed with the app; else null. */
function sharedRateLimits(app: FastifyInstance, config: Config): RateLimitStore | null {
  if (!config.REDIS_URL) return null;
  // While Redis is unreachable, commands fail at once instead of queueing for a reconnection.
  const redis = new Redis(config.REDIS_URL, { enableOfflineQueue: false, commandTimeout: 2000 });
  redis.on('error', (error) => app.log.warn({ err: error }, 'redis unavailable'));
  // Serve once the first connection has been tried, so that the first requests are counted.
  app.addHook('onReady', async () => {
    if (redis.status === 'ready') return;
    await new Promise((resolve) => {
      redis.once('ready', resolve);
      redis.once('error', resolve);
    });
  });
  app.addHook('onClose', async () => {
    await redis.quit().catch(() => redis.disconnect());
  });
  return redisRateLimitStore(redis, config.REDIS_KEY_PREFIX, (error) =>
    app.log.error({ err: error }, 'rate limit not counted: redis unavailable'),
  );
}

/** JSON bodies of this API are small; uploads use their own limits. */
const jsonBodyLimit = 64 * 1024;

/** Builds the whole application without listening: `main.ts` starts it, tests `inject` into it. */
export async function buildApp(deps: AppDeps) {
  const { config, db } = deps;
  const app = Fastify({
    logger: deps.logger ?? { level: config.LOG_LEVEL },
    trustProxy: config.TRUST_PROXY,
    bodyLimit: jsonBodyLimit,
    genReqId: () => randomUUID(),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  // Requests still running when shutdown begins are answered with `Connection: close`, so that
  // their keep-alive sockets do not hold the server open once the answer is sent.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });

  const storage = deps.storage ?? openMediaStorage(config);
  // Media fetched from a CDN come from its origin: pages may load and play them from there.
  const mediaOrigin =
    storage.kind === 'bucket' && storage.publicUrl ? new URL(storage.publicUrl).origin : null;
  await app.register(helmet, {
    crossOriginEmbedderPolicy: false,
    contentSecurityPolicy: {
      directives: {
        // HTTPS is the load balancer's job (with HSTS); upgrading here would break plain-HTTP setups.
        upgradeInsecureRequests: null,
        ...(mediaOrigin
          ? {
              imgSrc: ["'self'", 'data:', mediaOrigin],
              mediaSrc: ["'self'", mediaOrigin],
              connectSrc: ["'self'", mediaOrigin],
            }
          : {}),
      },
    },
  });
  // A repeat GET of unchanged data (the course, above all) costs a 304.
  await app.register(etag);
  await app.register(swagger, {
    openapi: {
      info: { title: 'TP API', version: '1.0.0', description: 'Generated from packages/contract.' },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  const mailer = createMailer(
    config.SMTP_URL
      ? { smtpUrl: config.SMTP_URL, from: config.MAIL_FROM }
      : { outboxDir: config.outboxDir, from: config.MAIL_FROM },
    app.log,
  );
  app.addHook('onClose', () => mailer.close());

  const rateLimits = deps.rateLimits ?? sharedRateLimits(app, config) ?? memoryRateLimitStore();
  const accounts = createAccountsService({
    db,
    mailer,
    tokens: createTokenService(deps.jwtSecret, config.JWT_TTL_DAYS),
    rateLimits,
    appUrl: config.appUrl,
    authLimits: {
      perIp: config.AUTH_RATE_LIMIT_PER_IP,
      perEmail: config.AUTH_RATE_LIMIT_PER_EMAIL,
      windowMs: config.AUTH_RATE_LIMIT_WINDOW_SECONDS * 1000,
    },
  });
  // Upload limits are applied per request by the route binder; the plugin only parses.
  await app.register(multipart);
  const bind = routeBinder(app, (request) => accounts.authenticate(bearerOf(request)), {
    storage,
    maxBytes: limits.uploadMaxBytes,
  });
  systemRoutes(bind, db);
  accountsRoutes(bind, accounts);
  usersRoutes(bind, db);
  levelsRoutes(bind, createLevelAdmin(db), await createCourseCache(db, deps.listen));
  mediaRoutes(bind, createMediaService(db, storage), storage);
  quizzesRoutes(bind, createQuizService(db));
  auditRoutes(bind, db);
  siteRoutes(
    bind,
    createSiteService({
      db,
      mailer,
      rateLimits,
      appUrl: config.appUrl,
      supportEmail: config.SUPPORT_EMAIL,
      formLimit: {
        perIp: config.FORM_RATE_LIMIT_PER_IP,
        windowMs: config.FORM_RATE_LIMIT_WINDOW_SECONDS * 1000,
      },
    }),
    config.SUPPORT_EMAIL,
  );
  progressRoutes(bind, createProgressService(db, deps.now));

  await registerMedia(app, storage);

  await registerWebApp(app, deps.webDist ?? null);
  return app;
}
