import multipart from '@fastify/multipart';
import swaggerUi from '@fastify/swagger-ui';
import { apiBase, limits } from '@tp/contract';
import Fastify, { type FastifyInstance, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import type { Config } from './config';
import type { Database, DatabaseHandle } from './db/client';
import { accountsRoutes, bearerOf } from './modules/accounts/routes';
import { createAccountsService } from './modules/accounts/service';
import { createSessions } from './modules/accounts/sessions';
import { auditRoutes } from './modules/audit/routes';
import { courseArchiveRoutes } from './modules/course-archive/routes';
import { inboxRoutes } from './modules/inbox/routes';
import { createLevelAdmin } from './modules/levels/admin-service';
import { levelBulkRoutes } from './modules/levels/bulk-routes';
import { createCourseCache } from './modules/levels/course-cache';
import { seesPremium } from './modules/levels/course-views';
import { levelsRoutes } from './modules/levels/routes';
import { mediaRoutes } from './modules/media/routes';
import { createMediaService } from './modules/media/service';
import { toMinor } from './modules/payments/provider';
import { providersFromConfig } from './modules/payments/providers';
import { paymentsRoutes, paymentWebhookRoutes } from './modules/payments/routes';
import { createPaymentsService, type PaymentProviders } from './modules/payments/service';
import { createItemAnswerStats } from './modules/progress/item-answers';
import { progressRoutes } from './modules/progress/routes';
import { createProgressService } from './modules/progress/service';
import { quizzesRoutes } from './modules/quizzes/routes';
import { createQuizService } from './modules/quizzes/service';
import { signInProvidersRoutes } from './modules/sign-in-providers/routes';
import { createSignInProvidersService } from './modules/sign-in-providers/service';
import { siteRoutes } from './modules/site/routes';
import { createSiteService } from './modules/site/service';
import { createReviewService } from './modules/sounds/review';
import { soundsRoutes } from './modules/sounds/routes';
import { createSoundStatsService } from './modules/sounds/service';
import { systemRoutes } from './modules/system/routes';
import { usersRoutes } from './modules/users/routes';
import { AccessLog, requestIds } from './platform/access-log';
import { createTokenService } from './platform/auth-token';
import { contentSecurityDirectives, permissionsPolicy } from './platform/content-security';
import { courseAudio } from './platform/course-audio';
import { registerErrorHandler } from './platform/error-handler';
import { registerJsonBodies } from './platform/json-bodies';
import { createMailer } from './platform/mailer';
import { type ConfiguredMediaStorage, openMediaStorage, registerMedia } from './platform/media';
import { createMediaLinks } from './platform/media-links';
import { registerOpenApi } from './platform/openapi';
import { memoryRateLimitStore, type RateLimitStore, redisRateLimitStore } from './platform/rate-limit';
import { routeBinder, signedInUser, tokenRouteBinder } from './platform/routes';
import { registerSecurityHeaders } from './platform/security-headers';
import {
  type BodyDeadline,
  capRequestsInFlight,
  defaultBodyDeadline,
  guardConnections,
} from './platform/slow-clients';
import { type RouterRefusal, registerWebApp, routerRefusal } from './platform/web-app';

export interface AppDeps {
  config: Config;
  db: Database;
  jwtSecret: string;
  /** The built web app to serve, if any. */
  webDist?: string | null;
  /** Rate-limit counters; by default in Redis when `REDIS_URL` is set, else in memory. */
  rateLimits?: RateLimitStore;
  /** The database's change notifications; without them the course version is read for every request. */
  listen?: DatabaseHandle['listen'];
  /** Where media go; by default the configured bucket or folder. */
  storage?: ConfiguredMediaStorage;
  logger?: FastifyServerOptions['logger'];
  /** The time; tests move it to cross days and time zones. */
  now?: () => Date;
  /** Payment providers; by default those the configuration names. */
  payments?: PaymentProviders;
  /** How long request bodies may take to arrive; tests shorten it. */
  bodyDeadline?: BodyDeadline;
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

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Builds the whole application without listening: `main.ts` starts it, tests `inject` into it. */
export async function buildApp(deps: AppDeps) {
  const { config, db } = deps;
  // The router refuses an address it cannot decode before any hook runs; how to answer depends on
  // the web app, known once it is registered (below).
  let refuse: RouterRefusal = routerRefusal(null, () => ({}));
  const trusted = config.TRUST_PROXY;
  const app = Fastify({
    logger: deps.logger ?? { level: config.LOG_LEVEL },
    // A hop count trusts that many proxies nearest the server (Fastify reads a number as none).
    trustProxy: typeof trusted === 'number' ? (_address: string, hop: number) => hop < trusted : trusted,
    bodyLimit: jsonBodyLimit,
    genReqId: requestIds(),
    logController: new AccessLog(),
    frameworkErrors: (error, request, reply) => refuse(error, request, reply),
  });
  guardConnections(app.server, {
    idleSeconds: config.IDLE_TIMEOUT_SECONDS,
    perAddress: trusted === false ? config.CONNECTIONS_PER_ADDRESS : 0,
    sizes: { json: jsonBodyLimit, upload: limits.uploadMaxBytes },
    deadline: deps.bodyDeadline ?? defaultBodyDeadline,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerJsonBodies(app);

  // Requests still running when shutdown begins are answered with `Connection: close`, so that
  // their keep-alive sockets do not hold the server open once the answer is sent.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });

  // A change to the course made through this instance is served by it from the next request on;
  // other instances serve it when the database tells them.
  const links = createMediaLinks(deps.jwtSecret, deps.now);
  const course = await createCourseCache(db, links, deps.listen);
  app.addHook('onSend', (request, _reply, payload, done) => {
    // Only admins change the course: a learner's answer costs no new read of its version.
    if (!safeMethods.has(request.method) && signedInUser(request)?.role === 'admin') course.changedHere();
    done(null, payload);
  });
  // Answers to premium learners and admins link premium files signed wherever they name one (a
  // review's items, the dashboard's lists); the course's bodies are signed once, when made.
  // A callback hook: an async one would cost every answer, most of which it leaves alone.
  app.addHook('onSend', (request, _reply, payload, done) => {
    if (typeof payload !== 'string' || !seesPremium(signedInUser(request))) return done(null, payload);
    course.premiumMedia().then((names) => done(null, links.signAll(payload, names, links.expiry())), done);
  });

  const storage = deps.storage ?? openMediaStorage(config);
  // Media fetched from a CDN come from its origin: pages may load and play them from there.
  const mediaOrigin =
    storage.kind === 'bucket' && storage.publicUrl ? new URL(storage.publicUrl).origin : null;
  const securityHeaders = registerSecurityHeaders(
    app,
    {
      crossOriginEmbedderPolicy: false,
      // Sign in with Apple opens Apple's page in a popup and hears back from it.
      crossOriginOpenerPolicy: { policy: config.apple ? 'same-origin-allow-popups' : 'same-origin' },
      contentSecurityPolicy: { directives: contentSecurityDirectives(config, mediaOrigin) },
    },
    {
      apiPrefix: `${apiBase}/`,
      permissionsPolicy: permissionsPolicy(config),
      production: config.NODE_ENV === 'production',
    },
  );
  // Behind proxies, the cap on connections per address becomes one on each client's requests.
  if (trusted !== false && config.CONNECTIONS_PER_ADDRESS > 0) {
    capRequestsInFlight(app, config.CONNECTIONS_PER_ADDRESS);
  }
  await registerOpenApi(app, config.appUrl);
  // Anyone may read the documentation where it is served: off in production unless configured.
  if (config.apiDocs) await app.register(swaggerUi, { routePrefix: '/api/docs' });

  const mailer = createMailer(
    config.SMTP_URL
      ? { smtpUrl: config.SMTP_URL, from: config.MAIL_FROM }
      : { outboxDir: config.outboxDir, from: config.MAIL_FROM },
    app.log,
  );
  app.addHook('onClose', () => mailer.close());

  const rateLimits = deps.rateLimits ?? sharedRateLimits(app, config) ?? memoryRateLimitStore();
  const tokens = createTokenService(deps.jwtSecret);
  const sessions = createSessions(db, tokens, config.SESSION_IDLE_DAYS);
  const authLimits = {
    perIp: config.AUTH_RATE_LIMIT_PER_IP,
    perEmail: config.AUTH_RATE_LIMIT_PER_EMAIL,
    windowMs: config.AUTH_RATE_LIMIT_WINDOW_SECONDS * 1000,
  };
  const accounts = createAccountsService({
    db,
    mailer,
    sessions,
    rateLimits,
    appUrl: config.appUrl,
    authLimits,
  });
  const signInProviders = createSignInProvidersService({
    db,
    sessions,
    rateLimits,
    authLimits,
    appUrl: config.appUrl,
    secret: deps.jwtSecret,
    google: config.google,
    apple: config.apple,
  });
  // Upload limits are applied per request by the route binder; the plugin only parses.
  await app.register(multipart);
  const authenticate = (request: FastifyRequest) => accounts.authenticate(bearerOf(request));
  const audio = courseAudio(config.ffmpegPath);
  const uploadOptions = { storage, maxBytes: limits.uploadMaxBytes, audio };
  const bind = routeBinder(app, authenticate, uploadOptions);
  const bindToken = tokenRouteBinder(app, (request) => sessions.verify(bearerOf(request)), uploadOptions);
  systemRoutes(bind, db);
  accountsRoutes(bind, accounts);
  signInProvidersRoutes(bind, signInProviders, config.appUrl);
  usersRoutes(bind, db);
  levelsRoutes(bind, createLevelAdmin(db), course);
  levelBulkRoutes(bind, db);
  mediaRoutes(bind, createMediaService(db, storage), { storage, audio });
  courseArchiveRoutes(bind, db, storage, audio);
  quizzesRoutes(bind, createQuizService(db));
  auditRoutes(bind, db);
  inboxRoutes(bind, db, deps.now);
  const site = createSiteService({
    db,
    mailer,
    rateLimits,
    now: deps.now,
    appUrl: config.appUrl,
    supportEmail: config.SUPPORT_EMAIL,
    formLimit: {
      perIp: config.FORM_RATE_LIMIT_PER_IP,
      windowMs: config.FORM_RATE_LIMIT_WINDOW_SECONDS * 1000,
    },
  });
  const siteInfo = {
    supportEmail: config.SUPPORT_EMAIL,
    signInProviders: signInProviders.providers(),
    keyboardLinks: config.keyboardLinks,
  };
  siteRoutes(bind, site, siteInfo);
  progressRoutes(
    bind,
    bindToken,
    createProgressService(db, course, sessions, {
      limit: { store: rateLimits, perMinute: config.ANSWER_RATE_LIMIT_PER_MINUTE },
      now: deps.now,
    }),
    createItemAnswerStats(db),
  );
  const soundStats = createSoundStatsService(db, deps.now);
  soundsRoutes(bind, soundStats, createReviewService(db, soundStats, deps.now));
  const payments = createPaymentsService({
    db,
    providers: deps.payments ?? providersFromConfig(config, db),
    price: { amountMinor: toMinor(config.PREMIUM_PRICE), currency: config.PREMIUM_CURRENCY },
    publicKeys: { stripe: config.STRIPE_PUBLISHABLE_KEY, paypal: config.PAYPAL_CLIENT_ID },
    log: app.log,
  });
  paymentsRoutes(bind, payments);
  // Providers sign the bytes they send: these routes get the body unparsed.
  await app.register(async (raw) => {
    raw.removeAllContentTypeParsers();
    raw.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    paymentWebhookRoutes(routeBinder(raw, authenticate, uploadOptions), payments);
  });

  await registerMedia(app, storage, {
    isPremium: async (name) => (await course.premiumMedia()).has(name),
    allows: links.allows,
  });

  refuse = await registerWebApp(
    app,
    deps.webDist ?? null,
    { siteInfo, course: () => course.current('en'), posts: async () => ({ posts: await site.posts() }) },
    securityHeaders,
  );
  return app;
}
