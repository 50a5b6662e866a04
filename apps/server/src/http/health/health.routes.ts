import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { Registry } from 'prom-client';
import { okEnvelope } from '@lobby/contract/envelope';
import { ErrorCode } from '@lobby/contract/values/errors';
import type { Db } from '@/db/database';
import { sendError } from '@/core/envelope';

/** Probes are not rate limited, not counted and carry no browser headers. */
const probe = { rateLimit: false, metrics: false, securityHeaders: false } as const;

const HEALTHY = JSON.stringify(okEnvelope({ status: 'ok' }));

export interface HealthDeps {
  db: Db;
  metrics: Registry;
  /** Whatever else must be true before traffic is welcome (config loaded …). */
  isReady: () => boolean;
  /**
   * Where /metrics is served (docs/security.md): on a listener of its own (`port`), or on the
   * main port, behind a bearer token when one is set.
   */
  metricsAccess: { port: number; host: string; token: string | undefined };
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether the request carries `Authorization: Bearer <token>` (compared in constant time). */
const bearerMatches = (request: FastifyRequest, token: string) => {
  const header = request.headers.authorization ?? '';
  const given = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
  return timingSafeEqual(digest(given), digest(token));
};

/** /metrics on a listener of its own, for a network operators keep apart (METRICS_PORT). */
const startMetricsListener = async (metrics: Registry, host: string, port: number) => {
  const server: Server = createServer((request, response) => {
    if (request.method !== 'GET' || (request.url ?? '').split('?')[0] !== '/metrics') {
      response.writeHead(404).end();
      return;
    }
    metrics
      .metrics()
      .then((text) => {
        response.writeHead(200, {
          'content-type': metrics.contentType,
          'cache-control': 'no-store',
        });
        response.end(text);
      })
      .catch(() => response.writeHead(500).end());
  });
  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(port, host, () => done());
  });
  return server;
};

/**
 * /healthz: the process answers (no database; the "hello route" of the benchmarks).
 * /readyz: the database answers a query and the app has what it needs to serve.
 * /metrics: Prometheus text format.
 */
export const registerHealthRoutes = (app: FastifyInstance, deps: HealthDeps) => {
  app.get('/healthz', { config: probe, schema: { hide: true } }, (_request, reply) => {
    reply.type('application/json; charset=utf-8').send(HEALTHY);
  });

  app.get('/readyz', { config: probe, schema: { hide: true } }, async (request, reply) => {
    try {
      await sql`select 1`.execute(deps.db);
    } catch (error) {
      request.log.warn({ err: error }, 'readiness: database unreachable');
      return sendError(reply, ErrorCode.UNAVAILABLE, { database: false });
    }
    if (!deps.isReady()) return sendError(reply, ErrorCode.UNAVAILABLE, { database: true });
    return okEnvelope({ status: 'ready' });
  });

  const { metricsAccess } = deps;
  if (metricsAccess.port > 0) {
    // Started with the app's own listener, closed with the app; the main port has no /metrics.
    let listener: Server | undefined;
    app.addHook('onListen', async () => {
      listener = await startMetricsListener(deps.metrics, metricsAccess.host, metricsAccess.port);
    });
    app.addHook('onClose', async () => {
      await new Promise<void>((done) => (listener ? listener.close(() => done()) : done()));
    });
    return;
  }
  app.get('/metrics', { config: probe, schema: { hide: true } }, async (request, reply) => {
    if (metricsAccess.token !== undefined && !bearerMatches(request, metricsAccess.token)) {
      return sendError(reply, ErrorCode.UNAUTHORIZED);
    }
    reply.type(deps.metrics.contentType).header('cache-control', 'no-store');
    return deps.metrics.metrics();
  });
};
