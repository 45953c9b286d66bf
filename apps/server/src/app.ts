import { randomUUID } from 'node:crypto';
import etag from '@fastify/etag';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { limits } from '@tp/contract';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import { accountsRoutes, bearerOf } from './modules/accounts/routes';
import { createAccountsService } from './modules/accounts/service';
import { auditRoutes } from './modules/audit/routes';
import { createLevelAdmin } from './modules/levels/admin-service';
import { levelsRoutes } from './modules/levels/routes';
import { mediaRoutes } from './modules/media/routes';
import { createMediaService } from './modules/media/service';
import { createItemAnswerStats } from './modules/progress/item-answers';
import { progressRoutes } from './modules/progress/routes';
import { createProgressService } from './modules/progress/service';
import { quizzesRoutes } from './modules/quizzes/routes';
import { createQuizService } from './modules/quizzes/service';
import { siteRoutes } from './modules/site/routes';
import { createSiteService } from './modules/site/service';
import { createReviewService } from './modules/sounds/review';
import { soundsRoutes } from './modules/sounds/routes';
import { createSoundStatsService } from './modules/sounds/service';
import { systemRoutes } from './modules/system/routes';
import { usersRoutes } from './modules/users/routes';
import { createTokenService } from './platform/auth-token';
import { registerErrorHandler } from './platform/error-handler';
import { createMailer } from './platform/mailer';
import { registerMedia } from './platform/media';
import { memoryRateLimitStore, type RateLimitStore } from './platform/rate-limit';
import { routeBinder } from './platform/routes';
import { localMediaStorage } from './platform/storage';
import { registerWebApp } from './platform/web-app';

export interface AppDeps {
  config: Config;
  db: Database;
  jwtSecret: string;
  /** The built web app to serve, if any. */
  webDist?: string | null;
  rateLimits?: RateLimitStore;
  logger?: FastifyServerOptions['logger'];
  /** The time; tests move it to cross days and time zones. */
  now?: () => Date;
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

  await app.register(helmet, {
    crossOriginEmbedderPolicy: false,
    // HTTPS is the load balancer's job (with HSTS); upgrading here would break plain-HTTP setups.
    contentSecurityPolicy: { directives: { upgradeInsecureRequests: null } },
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

  const rateLimits = deps.rateLimits ?? memoryRateLimitStore();
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
  const storage = localMediaStorage(config.uploadsDir);
  const bind = routeBinder(app, (request) => accounts.authenticate(bearerOf(request)), {
    storage,
    maxBytes: limits.uploadMaxBytes,
  });
  systemRoutes(bind, db);
  accountsRoutes(bind, accounts);
  usersRoutes(bind, db);
  levelsRoutes(bind, db, createLevelAdmin(db));
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
  progressRoutes(bind, createProgressService(db, deps.now), createItemAnswerStats(db));
  const soundStats = createSoundStatsService(db, deps.now);
  soundsRoutes(bind, soundStats, createReviewService(db, soundStats, deps.now));

  await registerMedia(app, config.uploadsDir);

  await registerWebApp(app, deps.webDist ?? null);
  return app;
}
