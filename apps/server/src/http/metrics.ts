import type { FastifyInstance, FastifyReply, FastifyRequest, onResponseHookHandler } from 'fastify';
import { prependRouteHook } from './security-headers';
import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/** Prometheus metrics of one app instance (its own registry, so tests can build many apps). */
export interface Metrics {
  readonly registry: Registry;
  readonly telemetryEvents: Counter;
  /**
   * Counts an answer of the not-found handler, which has no onRoute: the app's one global
   * onResponse hook calls it for unknown paths (a global hook of its own here would run on every
   * request of every route).
   */
  readonly observeUnmatched: (request: FastifyRequest, reply: FastifyReply) => void;
}

export const registerMetrics = (app: FastifyInstance): Metrics => {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP answers by route and status, with their duration.',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  const telemetryEvents = new Counter({
    name: 'telemetry_events_total',
    help: 'Client telemetry events stored.',
    registers: [registry],
  });
  // Each route's hook knows its pattern (the label; unknown paths must not grow the label set)
  // from when the route was added, and keeps its labelled children by method and status: no
  // request.routeOptions (a new object per call) and no label hashing per request.
  type Child = ReturnType<typeof duration.labels>;
  const observer = (route: string) => {
    const children = new Map<string, Child>();
    const observe = (request: FastifyRequest, reply: FastifyReply) => {
      const key = request.method + reply.statusCode;
      let child = children.get(key);
      if (!child) {
        child = duration.labels({ method: request.method, route, status_code: reply.statusCode });
        children.set(key, child);
      }
      child.observe(reply.elapsedTime / 1000);
    };
    return observe;
  };
  app.addHook('onRoute', (routeOptions) => {
    if (routeOptions.config?.metrics === false) return;
    const observe = observer(routeOptions.url);
    const hook: onResponseHookHandler = (request, reply, done) => {
      observe(request, reply);
      done();
    };
    prependRouteHook(routeOptions as unknown as Record<string, unknown>, 'onResponse', hook);
  });
  return { registry, telemetryEvents, observeUnmatched: observer('unmatched') };
};

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: not counted in http_request_duration_seconds (the probes themselves). */
    metrics?: boolean;
  }
}
