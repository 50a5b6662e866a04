import { randomInt } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { z } from 'zod';
import { findGame } from '../catalogue/games';
import type { Random } from '../math/types';
import { loadPageAssets, type PageAssets } from './assets';
import { chaosFetch, seededRandom, type Chaos } from './chaos';
import { DemoWallets } from './demo-wallet';
import type { ProviderEnv } from './env';
import { launchPage, messagePage } from './launch-page';
import { RoundRequest, RoundService } from './rounds';
import { StepActRequest, StepStartRequest } from './step-requests';
import { StepRoundService, SWEEP_MS } from './step-rounds';
import { realScheduler, WalletClient, type Fetch, type Scheduler } from './wallet-client';

/**
 * The studio's web server: its game pages (GET /launch/:code, /assets/*), the API those pages
 * call (POST /api/demo, /api/balance, /api/round; multi-step games /api/round/start and
 * /api/round/act, step-rounds.ts) and GET /healthz. It knows the lobby only as
 * the seamless wallet at WALLET_URL.
 */

export interface ProviderAppOptions {
  env: ProviderEnv;
  /** Milliseconds since the epoch (pacing, demo wallets); default Date.now. */
  clock?: () => number;
  /** The rounds' draws; default node:crypto. */
  random?: Random;
  /** How wallet calls travel; default globalThis.fetch (CHAOS_* wraps it). */
  fetch?: Fetch;
  /** The wallet's retry queue backoff and its calls' timeouts; default real timers. */
  scheduler?: Scheduler;
  timer?: Scheduler;
  /** Runs the sweep of idle step rounds every SWEEP_MS; default real timers. */
  sweeper?: Scheduler;
  /** Fastify's logger (default off). */
  logger?: boolean | { level: string };
}

export interface ProviderApp {
  app: FastifyInstance;
  rounds: RoundService;
  /** Multi-step rounds (blackjack, hi-lo, the poker tables). */
  steps: StepRoundService;
  wallet: WalletClient;
  demo: DemoWallets;
  /** The fault injector when CHAOS_DROP or CHAOS_DELAY is set, and its seed. */
  chaos: (Chaos & { seed: number }) | undefined;
  /** Resolves when no wallet call is pending (the retry queue and the chaos's held calls). */
  drain(): Promise<void>;
  close(): Promise<void>;
}

/** Request bodies of the API; a wallet owner is exactly one of session and demoToken. */
const BalanceRequest = z
  .object({
    session: z.string().min(1).max(128).optional(),
    demoToken: z.string().min(1).max(128).optional(),
  })
  .strict()
  .refine((body) => (body.session === undefined) !== (body.demoToken === undefined));

const LaunchQuery = z.object({
  // Lobbies fill their template's session placeholder with nothing in demo play.
  session: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.string().min(1).max(128).optional(),
  ),
  mode: z.enum(['real', 'demo']).default('real'),
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/)
    .default('USD'),
  lang: z.string().max(35).optional(),
});

/** API bodies are small. */
const BODY_LIMIT = 16 * 1024;

const pageHeaders = (env: ProviderEnv) => ({
  'content-security-policy': [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    `frame-ancestors ${env.FRAME_ANCESTORS}`,
  ].join('; '),
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
});

export const createProviderApp = async (options: ProviderAppOptions): Promise<ProviderApp> => {
  const { env } = options;
  const clock = options.clock ?? Date.now;
  const app = Fastify({ logger: options.logger ?? false, bodyLimit: BODY_LIMIT });
  const log = (message: string) => app.log.warn(message);

  const baseFetch: Fetch = options.fetch ?? ((url, init) => fetch(url, init));
  let chaos: ProviderApp['chaos'];
  if (env.CHAOS_DROP > 0 || env.CHAOS_DELAY > 0) {
    const seed = env.CHAOS_SEED ?? randomInt(2 ** 31);
    chaos = {
      seed,
      ...chaosFetch(baseFetch, {
        drop: env.CHAOS_DROP,
        delay: env.CHAOS_DELAY,
        random: seededRandom(seed),
      }),
    };
  }
  const wallet = new WalletClient({
    url: env.WALLET_URL,
    provider: env.PROVIDER_NAME,
    secret: env.WALLET_SECRET,
    timeoutMs: env.WALLET_TIMEOUT_MS,
    fetch: chaos?.fetch ?? baseFetch,
    scheduler: options.scheduler,
    timer: options.timer,
    log,
  });
  const demo = new DemoWallets(clock);
  const rounds = new RoundService({ wallet, demo, clock, random: options.random, log });
  const steps = new StepRoundService({ wallet, demo, clock, random: options.random, log });
  const sweeper = options.sweeper ?? realScheduler;
  let stopSweep = () => {};
  const sweepLater = () => {
    stopSweep = sweeper.after(SWEEP_MS, () => {
      void steps
        .sweep()
        .catch((error: unknown) => log(`step rounds sweep failed: ${String(error)}`))
        .finally(sweepLater);
    });
  };
  sweepLater();
  const assets: PageAssets = await loadPageAssets();
  const headers = pageHeaders(env);

  app.addHook('onSend', async (_request, reply) => {
    reply.headers(headers);
  });
  app.setErrorHandler((error, request, reply) => {
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    if (status < 500) return reply.code(status === 413 ? 413 : 400).send({ error: 'BAD_REQUEST' });
    request.log.error(error);
    return reply.code(500).send({ error: 'INTERNAL' });
  });
  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ error: 'NOT_FOUND' }));

  app.get('/healthz', async () => ({ ok: true }));

  const sendPage = (reply: FastifyReply, status: number, html: string) =>
    reply
      .code(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(html);

  app.get('/launch/:code', async (request, reply) => {
    const { code } = request.params as { code: string };
    const game = findGame(code);
    if (!game)
      return sendPage(
        reply,
        404,
        messagePage(
          'Game not found',
          'We could not find this game. Please go back and pick another one.',
        ),
      );
    const query = LaunchQuery.safeParse(request.query);
    if (!query.success)
      return sendPage(
        reply,
        400,
        messagePage(
          'This game cannot start',
          'The link that opened it is not right. Please go back and open the game again.',
        ),
      );
    const { mode, session, currency } = query.data;
    if (mode === 'demo' && !game.demo)
      return sendPage(
        reply,
        403,
        messagePage(
          `${game.name}: no demo`,
          'This game is played for real only. Sign in to the lobby to play it.',
        ),
      );
    if (mode === 'real' && session === undefined)
      return sendPage(
        reply,
        400,
        messagePage(
          'This game cannot start',
          'Your game session is missing. Please go back and open the game again.',
        ),
      );
    return sendPage(
      reply,
      200,
      launchPage(game.name, {
        code: game.code,
        mode,
        session: mode === 'real' ? session! : null,
        currency,
      }),
    );
  });

  for (const [name, type] of [
    ['game.js', 'text/javascript; charset=utf-8'],
    ['page.css', 'text/css; charset=utf-8'],
  ] as const) {
    app.get(`/assets/${name}`, async (_request, reply) =>
      reply
        .header('content-type', type)
        .header('cache-control', 'public, max-age=300')
        .send(assets[name]),
    );
  }

  app.post('/api/demo', async () => demo.open());

  app.post('/api/balance', async (request, reply) => {
    const body = BalanceRequest.safeParse(request.body);
    if (!body.success) return reply.code(400).send({ error: 'BAD_REQUEST' });
    if (body.data.demoToken !== undefined) {
      const balance = demo.balance(body.data.demoToken);
      return balance === undefined ? { error: 'SESSION_UNKNOWN' } : { balance };
    }
    const delivery = await wallet.balance(body.data.session!);
    if (!delivery.answered) return { error: 'WALLET_UNAVAILABLE' };
    if (delivery.answer.ok) return { balance: delivery.answer.balance };
    const unknown = ['SESSION_UNKNOWN', 'SESSION_EXPIRED'].includes(delivery.answer.error);
    return { error: unknown ? 'SESSION_UNKNOWN' : 'WALLET_UNAVAILABLE' };
  });

  app.post('/api/round', async (request, reply) => {
    const body = RoundRequest.safeParse(request.body);
    if (!body.success) return reply.code(400).send({ error: 'BAD_REQUEST' });
    const answer = await rounds.play(body.data);
    return reply.code('error' in answer && answer.error === 'BAD_REQUEST' ? 400 : 200).send(answer);
  });

  app.post('/api/round/start', async (request, reply) => {
    const body = StepStartRequest.safeParse(request.body);
    if (!body.success) return reply.code(400).send({ error: 'BAD_REQUEST' });
    const answer = await steps.start(body.data);
    return reply.code('error' in answer && answer.error === 'BAD_REQUEST' ? 400 : 200).send(answer);
  });

  app.post('/api/round/act', async (request, reply) => {
    const body = StepActRequest.safeParse(request.body);
    if (!body.success) return reply.code(400).send({ error: 'BAD_REQUEST' });
    const answer = await steps.act(body.data);
    return reply.code('error' in answer && answer.error === 'BAD_REQUEST' ? 400 : 200).send(answer);
  });

  const drain = async () => {
    do {
      await wallet.drain();
      await chaos?.flush();
      await steps.drain();
    } while (wallet.pending > 0);
  };

  return {
    app,
    rounds,
    steps,
    wallet,
    demo,
    chaos,
    drain,
    close: async () => {
      stopSweep();
      wallet.close();
      await app.close();
    },
  };
};
