import { randomUUID } from 'node:crypto';
import Fastify, {
  LogController,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from '@lobby/contract/app-config';
import { ErrorCode } from '@lobby/contract/values/errors';
import { callRegistry, type CallDef } from '@lobby/contract/registry';
import { consoleRegistry } from '@lobby/contract/console';
import { composeModules } from './app/compose-modules';
import { loadEnv, type Env, type EnvInput } from './config/env';
import { openDatabase, type DatabaseHandle } from './db/database';
import { migrateToLatest } from './db/migrate';
import { MONEY_CALLS, withCallLimit } from './http/call-limits';
import { registerCallRouter } from './http/call-router';
import { type CallRoute } from './core/call-routes';
import { sendError } from './core/envelope';
import { lazyChildLogger } from './http/lazy-child-logger';
import { registerErrorHandling } from './http/error-handler';
import { fastValidatorCompiler } from './http/fast-validators';
import { registerMetrics, type Metrics } from './http/metrics';
import { registerOpenApi } from './http/openapi';
import { registerRateLimit } from './http/rate-limit';
import { SecurityEvents } from './core/security-events';
import { registerSecurityHeaders } from './http/security-headers';
import { AppClock } from './db/app-clock';
import { noSessionCode, sessionResolver, withoutCashOut } from './http/session';
import { redisRevocationChannel } from './modules/sessions/redis-revocation-channel';
import { SessionCache } from './modules/sessions/session-cache';
import { hasWebBuild, registerStaticWeb, wantsAppShell } from './http/static-web';
import { hasConsoleBuild, registerStaticConsole, wantsConsoleShell } from './http/static-console';
import type { AccountsService } from './modules/accounts/accounts.service';
import type { ConfigService } from './modules/config/config.service';
import { demoConfig } from './modules/config/demo-config';
import { registerDevRoutes } from './http/dev/dev.routes';
import type { ServerModule } from './modules/server-module';
import { JobRunner, pruneFinishedJobs } from './jobs/jobs';
import { registerHealthRoutes } from './http/health/health.routes';
import type { SettingsService } from './modules/settings/settings.service';
import { CHAT_UPLOAD_BODY_LIMIT } from './modules/chat/chat.routes';
import type { StaffService } from './modules/staff/staff.service';
import { registerConsoleRouter } from './http/console-router';
import { resolveSession } from './modules/sessions/sessions.service';
import type { TelemetryService } from './modules/telemetry/telemetry.service';

/** Bodies of calls are small JSON; a 20-event batch is a few KB. */
const CALL_BODY_LIMIT = 64 * 1024;

/**
 * Request ids made here are UUID-shaped (v4 layout): the first 74 random bits drawn once at boot,
 * the last 48 a counter. Unique within the process and, by the boot bits, across instances; a
 * string concatenation per request instead of drawing random bytes.
 */
const bootPrefix = randomUUID().slice(0, 24);
let requestCount = 0;
const nextRequestId = () => bootPrefix + (++requestCount).toString(16).padStart(12, '0');

export interface BuildAppOptions {
  /** Overrides of process.env, parsed by the same schema. */
  env?: EnvInput;
  /** An open, migrated database (tests); the app does not close it. Otherwise opened from env. */
  database?: DatabaseHandle;
  /** Fastify's logger option; defaults to JSON logs at LOG_LEVEL. */
  logger?: FastifyServerOptions['logger'];
  /** The config seeded into an empty database. */
  seedConfig?: AppConfig;
  /** More calls beside the contract's (tests: session-only and failing calls). */
  extraCalls?: {
    registry: Readonly<Record<string, CallDef>>;
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    routes: Readonly<Record<string, CallRoute<any>>>;
  };
}

export interface App {
  readonly app: FastifyInstance;
  readonly env: Env;
  readonly database: DatabaseHandle;
  readonly config: ConfigService;
  readonly telemetry: TelemetryService;
  readonly settings: SettingsService;
  /** The lobby's clock, moved by the development test clock. */
  readonly clock: AppClock;
  readonly accounts: AccountsService;
  readonly jobs: JobRunner;
  readonly securityEvents: SecurityEvents;
  readonly modules: readonly ServerModule[];
  /** Sessions read in the last few seconds; what ends a session tells it (ADR 0023). */
  readonly sessionCache: SessionCache;
  /** Staff accounts and console sessions. */
  readonly staff: StaffService;
}

/**
 * Builds the whole server without listening: server.ts listens, tests call app.inject.
 * Boot order (fastify/demo): external plugins (security headers, rate limit, metrics), then
 * app plugins (database, sessions), then routes; the error handler knows every failure.
 */
export const buildApp = async (options: BuildAppOptions = {}): Promise<App> => {
  const env = loadEnv(options.env);

  const app = Fastify({
    logger: options.logger ?? { level: env.LOG_LEVEL },
    // Ours, always: a client's x-request-id is logged apart (lazyChildLogger), never trusted as
    // an id of ours in logs, answers or telemetry.
    genReqId: nextRequestId,
    // Fastify's two lines per request are off; onResponse below logs what is worth it.
    logController: new LogController({ disableRequestLogging: true }),
    // request.log is built on its first line: most requests log nothing.
    childLoggerFactory: lazyChildLogger,
    // proxy-addr takes a hop count too, which Fastify's types leave out.
    trustProxy: env.TRUST_PROXY as FastifyServerOptions['trustProxy'],
    bodyLimit: CALL_BODY_LIMIT,
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    // Draining answers with our envelope (below) rather than Fastify's own 503 body.
    return503OnClosing: false,
  });
  // The contract's zod schemas check every body; the hot calls' common bodies take a checked
  // shortcut with the same outcome (http/fast-validators.ts).
  app.setValidatorCompiler(fastValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Calls take JSON; text/plain is accepted only where sendBeacon needs it (call router).
  app.removeContentTypeParser('text/plain');

  let closing = false;
  let reaper: NodeJS.Timeout | undefined;
  app.addHook('preClose', (done) => {
    closing = true;
    // Fastify closes the connections idle at this moment; a keep-alive connection busy with a
    // request now becomes idle once answered and would hold close() until its keep-alive
    // timeout. Reap those as they go idle.
    reaper = setInterval(() => app.server.closeIdleConnections(), 100);
    reaper.unref();
    done();
  });
  app.addHook('onClose', (_instance, done) => {
    clearInterval(reaper);
    done();
  });
  // One global hook of each kind: every global hook runs on every request of every route, so
  // what plugins below need for unknown paths only (headers, the `unmatched` metric) is called
  // from these, bound once the plugins exist.
  let unmatchedRequest = (_reply: FastifyReply) => {};
  let unmatchedResponse = (_request: FastifyRequest, _reply: FastifyReply) => {};
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    if (closing) {
      reply.header('connection', 'close');
      sendError(reply, ErrorCode.UNAVAILABLE);
      return;
    }
    if (request.is404) unmatchedRequest(reply);
    done();
  });
  // Refusals and failures at info, the rest at debug: an access line per request at info cost
  // a third of a small route's throughput (docs/adr/0005).
  const logEveryRequest = app.log.level === 'debug' || app.log.level === 'trace';
  app.addHook('onResponse', (request, reply, done) => {
    if (request.is404) unmatchedResponse(request, reply);
    if (reply.statusCode >= 400 || logEveryRequest) {
      request.log[reply.statusCode >= 400 ? 'info' : 'debug'](
        {
          method: request.method,
          url: request.url,
          status: reply.statusCode,
          ms: Math.round(reply.elapsedTime),
        },
        'request completed',
      );
    }
    done();
  });

  registerErrorHandling(app);

  // External plugins.
  const pageHeaders = registerSecurityHeaders(app);
  unmatchedRequest = pageHeaders.unmatched;
  await registerRateLimit(app, { max: env.RATE_LIMIT_MAX, redisUrl: env.REDIS_URL });
  const metrics = registerMetrics(app);
  unmatchedResponse = metrics.observeUnmatched;

  // App plugins: the database (opened here unless given), then what uses it.
  const ownsDatabase = !options.database;
  const database =
    options.database ??
    (await openDatabase({
      databaseUrl: env.DATABASE_URL,
      dataDir: env.DATA_DIR,
      poolMax: env.DATABASE_POOL_MAX,
      onIdleError: (error) => app.log.warn({ err: error }, 'database connection lost while idle'),
    }));
  try {
    return await assemble({
      app,
      env,
      database,
      ownsDatabase,
      metrics,
      options,
      allowFrames: pageHeaders.allowFrames,
    });
  } catch (error) {
    if (ownsDatabase) await database.close();
    throw error;
  }
};

const assemble = async ({
  app,
  env,
  database,
  ownsDatabase,
  metrics,
  options,
  allowFrames,
}: {
  app: FastifyInstance;
  allowFrames: (origins: readonly string[]) => void;
  env: Env;
  database: DatabaseHandle;
  ownsDatabase: boolean;
  metrics: Metrics;
  options: BuildAppOptions;
}): Promise<App> => {
  const { db } = database;
  if (ownsDatabase) {
    const applied = await migrateToLatest(db);
    if (applied.length > 0) app.log.info({ migrations: applied }, 'database migrated');
  }
  const sessionLifetime = { idleDays: env.SESSION_IDLE_DAYS, maxDays: env.SESSION_MAX_DAYS };
  const sessionCache = new SessionCache({
    ttlMs: env.SESSION_CACHE_MS,
    // The channel tells the other instances' caches and chat sockets: with Redis, always.
    ...(env.REDIS_URL
      ? {
          channel: redisRevocationChannel(env.REDIS_URL, (error) =>
            app.log.warn({ err: error }, 'redis error (session revocations)'),
          ),
        }
      : {}),
  });
  const sessionOf = sessionResolver(db, sessionLifetime, sessionCache);
  // A chat socket never takes a cash-out-only session (a player on a break, ADR 0071).
  const sessionOfToken = async (token: string) =>
    withoutCashOut(await resolveSession(db, token, sessionLifetime, sessionCache));
  const securityEvents = new SecurityEvents(app.log, metrics.registry);
  const jobs = new JobRunner(db, app.log, env.JOBS_POLL_MS || undefined);
  pruneFinishedJobs(jobs, db);
  const clock = new AppClock(db);
  // Every domain, each built with what it uses (app/compose-modules.ts).
  const { modules, settings, config, accounts, staff, telemetry } = composeModules({
    db,
    env,
    log: app.log,
    jobs,
    clock,
    securityEvents,
    allowFrames,
    sessions: { lifetime: sessionLifetime, cache: sessionCache, sessionOf, sessionOfToken },
    onTelemetryStored: (count) => metrics.telemetryEvents.inc(count),
    seedConfig: options.seedConfig ?? demoConfig,
  });
  app.addHook('onClose', async () => {
    await jobs.stop();
    await sessionCache.close();
    for (const module of modules) await module.stop?.();
    if (ownsDatabase) await database.close();
  });

  // Routes.
  await registerOpenApi(app);
  let ready = false;
  registerHealthRoutes(app, {
    db,
    metrics: metrics.registry,
    isReady: () => ready,
    metricsAccess: { port: env.METRICS_PORT, host: env.METRICS_HOST, token: env.METRICS_TOKEN },
  });
  await registerCallRouter(app, {
    registry: { ...callRegistry, ...options.extraCalls?.registry },
    routes: {
      ...withCallLimit(
        Object.assign({}, ...modules.map((m) => m.routes ?? {})) as Record<string, CallRoute>,
        MONEY_CALLS,
        env.MONEY_RATE_LIMIT_MAX,
      ),
      ...options.extraCalls?.routes,
    },
    sessionOf,
    cashOutSessionOf: sessionOf.orCashOut,
    noSession: noSessionCode(db),
    bodyLimit: CALL_BODY_LIMIT,
  });
  await registerConsoleRouter(app, consoleRegistry, {
    routes: Object.assign({}, ...modules.map((m) => m.consoleRoutes ?? {})),
    staff,
    bodyLimit: CALL_BODY_LIMIT,
    bodyLimits: { chatImageUpload: CHAT_UPLOAD_BODY_LIMIT },
    signInRateLimitMax: env.SIGN_IN_RATE_LIMIT_MAX,
  });
  if (env.APP_ENV !== 'production')
    await registerDevRoutes(app, {
      appEnv: env.APP_ENV,
      telemetry,
      db,
      modules,
      jobs,
      clock,
      open: env.DEV_ENDPOINTS_OPEN,
      securityEvents,
    });
  for (const module of modules) await module.registerHttp?.(app);

  const sendAppShell = hasWebBuild(env.WEB_DIST)
    ? await registerStaticWeb(app, env.WEB_DIST)
    : null;
  if (!sendAppShell && env.APP_ENV === 'production') {
    app.log.warn({ webDist: env.WEB_DIST }, 'no web build found: serving the API only');
  }
  const sendConsoleShell = hasConsoleBuild(env.CONSOLE_DIST)
    ? await registerStaticConsole(app, env.CONSOLE_DIST)
    : null;
  const notFoundOptions = env.RATE_LIMIT_MAX > 0 ? { preHandler: app.rateLimit() } : {};
  app.setNotFoundHandler(notFoundOptions, (request, reply) => {
    if (sendConsoleShell && wantsConsoleShell(request)) return sendConsoleShell(reply);
    if (sendAppShell && wantsAppShell(request)) return sendAppShell(reply);
    return sendError(reply, ErrorCode.NOT_FOUND);
  });

  for (const module of modules) await module.start?.();
  if (env.JOBS_POLL_MS > 0) jobs.start();
  ready = true;

  return {
    app,
    env,
    database,
    config,
    telemetry,
    settings,
    clock,
    accounts,
    jobs,
    securityEvents,
    modules,
    sessionCache,
    staff,
  };
};
