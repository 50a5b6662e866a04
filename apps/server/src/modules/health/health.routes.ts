import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Registry } from 'prom-client';
import { okEnvelope } from '@lobby/contract/envelope';
import { ErrorCode } from '@lobby/contract/errors';
import type { Db } from '../../db/database';
import { sendError } from '../../http/envelope';

/** Probes are not rate limited, not counted and carry no browser headers. */
const probe = { rateLimit: false, metrics: false, securityHeaders: false } as const;

const HEALTHY = JSON.stringify(okEnvelope({ status: 'ok' }));

export interface HealthDeps {
  db: Db;
  metrics: Registry;
  /** Whatever else must be true before traffic is welcome (config loaded …). */
  isReady: () => boolean;
}

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

  app.get('/metrics', { config: probe, schema: { hide: true } }, async (_request, reply) => {
    reply.type(deps.metrics.contentType).header('cache-control', 'no-store');
    return deps.metrics.metrics();
  });
};
