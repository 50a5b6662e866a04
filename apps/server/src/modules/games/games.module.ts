import type { FastifyInstance } from 'fastify';
import { SecurityEventKind } from '@/core/security-events';
import { headerValue, registerSignedRawBodyRoute } from '@/core/signed-raw-body';
import type { ModuleDeps, ServerModule } from '../server-module';
import type { ConfigService } from '../config/config.service';
import type { LimitsService } from '../limits/limits.service';
import { gamesRoutes } from './games.routes';
import { GamesService } from './games.service';
import { HouseGamesService } from './house-games.service';
import { httpStatusOf, SIGNATURE_HEADER } from './seamless/seamless-protocol';
import { SeamlessService } from './seamless/seamless.service';
import { gamesAfterLogin } from './games-state';
import { ProviderRegistry } from './providers/provider-registry';
import { defaultProviders } from './providers/provider-settings';
import { exportRounds } from './games-data-rights';

export const CLOSE_IDLE_QUEUE = 'games.closeIdleSessions';
const CLOSE_IDLE_EVERY_MS = 60_000;
export const PROVIDER_PATH = '/provider/v1';
/** A wallet call is a few hundred bytes. */
const PROVIDER_BODY_LIMIT = 8 * 1024;

/**
 * Games: sessions, likes, history, the built-in games, bet records, and the seamless wallet
 * providers call at POST /provider/v1/<provider>/<op>, signed over the raw body.
 */
export const gamesModule = (
  deps: Pick<
    ModuleDeps,
    'db' | 'env' | 'log' | 'settings' | 'jobs' | 'securityEvents' | 'allowFrames'
  >,
  config: ConfigService,
  limits?: Pick<LimitsService, 'checkSessionTime'>,
): ServerModule & {
  service: GamesService;
  house: HouseGamesService;
  seamless: SeamlessService;
  providers: ProviderRegistry;
} => {
  const providers: ProviderRegistry = new ProviderRegistry({
    settings: deps.settings,
    secrets: new Set(Object.keys(deps.env.GAME_PROVIDER_SECRETS)),
    defaults: defaultProviders(deps.env),
    onFrameOrigins: deps.allowFrames,
    onListed: async (listed) => {
      await config.setView('providers', (config) => providers.lobbyView(config));
      await service.closeSessionsOfUnlisted(listed);
    },
    log: deps.log,
  });
  const service = new GamesService({
    db: deps.db,
    config,
    providers,
    ...(limits ? { limits } : {}),
  });
  const seamless = new SeamlessService({
    db: deps.db,
    secrets: deps.env.GAME_PROVIDER_SECRETS,
    onSignatureRefused: (provider, op) =>
      deps.securityEvents.record(SecurityEventKind.SignatureRefused, {
        call: `provider/${op}`,
        detail: { provider },
      }),
  });
  const house = new HouseGamesService({
    db: deps.db,
    games: service,
    seamless,
    settings: deps.settings,
  });
  deps.jobs.every(CLOSE_IDLE_QUEUE, CLOSE_IDLE_EVERY_MS, async () => {
    await service.closeIdle();
  });
  // Each instance keeps its own view of the providers: the setting (re-read every
  // CONFIG_RECHECK_MS) and their health (every PROVIDER_HEALTH_MS).
  const timers: NodeJS.Timeout[] = [];
  const refresh = () => providers.refresh();
  const repeat = (ms: number, work: () => Promise<void>, what: string) => {
    if (ms <= 0) return;
    const timer = setInterval(() => {
      work().catch((error: unknown) => deps.log.warn({ err: error }, what));
    }, ms);
    timer.unref();
    timers.push(timer);
  };

  return {
    name: 'games',
    service,
    house,
    seamless,
    providers,
    routes: gamesRoutes(service, house),
    dataExport: exportRounds,

    async start() {
      await refresh();
      repeat(deps.env.CONFIG_RECHECK_MS, refresh, 'game providers could not be read');
      repeat(deps.env.PROVIDER_HEALTH_MS, () => providers.probe(), 'game providers check failed');
      if (deps.env.PROVIDER_HEALTH_MS > 0) void providers.probe().catch(() => {});
    },

    stop() {
      for (const timer of timers) clearInterval(timer);
    },
    afterLoginInfo: gamesAfterLogin,

    async registerHttp(app: FastifyInstance) {
      await registerSignedRawBodyRoute(app, {
        url: `${PROVIDER_PATH}/:provider/:op`,
        bodyLimit: PROVIDER_BODY_LIMIT,
        // Providers call from a few addresses in bursts: a limit of their own, generous
        // (PROVIDER_RATE_LIMIT_MAX), so nobody else hammers the route; the signature is the gate.
        config: {
          securityHeaders: 'api',
          rateLimit:
            deps.env.PROVIDER_RATE_LIMIT_MAX > 0
              ? { max: deps.env.PROVIDER_RATE_LIMIT_MAX, timeWindow: 60_000 }
              : false,
        },
        answer: async (request, rawBody) => {
          const { provider, op } = request.params as { provider: string; op: string };
          const answer = await seamless.handleHttp(
            provider,
            op,
            rawBody,
            headerValue(request.headers, SIGNATURE_HEADER),
          );
          return { statusCode: httpStatusOf(answer), body: answer };
        },
      });
    },
  };
};
