import type { FastifyInstance, FastifyReply, onRequestHookHandler } from 'fastify';

/**
 * Security headers, computed once and set on every answer by route kind:
 * - 'page' (the default: the web app's files, /app/docs, the SPA fallback): helmet's headers and
 *   the player app's CSP;
 * - 'api' (call answers, JSON read by fetch, never rendered): the few that matter for JSON
 *   (nosniff, a deny-all CSP, CORP, HSTS), a third of the bytes on the hot path;
 * - false: none (health probes, whose callers are not browsers).
 * Precomputed rather than @fastify/helmet, which rebuilt helmet's middleware on every request
 * and halved the throughput of a small route (docs/adr/0005).
 */

const STS = 'max-age=31536000; includeSubDomains';

export const cspDirectives = (frameOrigins: readonly string[] = []): Record<string, string[]> => ({
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'connect-src': ["'self'"],
  'font-src': ["'self'"],
  'worker-src': ["'self'"],
  'manifest-src': ["'self'"],
  'frame-src': ["'self'", ...frameOrigins],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'frame-ancestors': ["'self'"],
  'form-action': ["'self'"],
});

export const cspHeader = (directives: Record<string, string[]>): string =>
  Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');

export const securityHeaders = (frameOrigins: readonly string[] = []) => ({
  'content-security-policy': cspHeader(cspDirectives(frameOrigins)),
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'strict-transport-security': STS,
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), usb=(), serial=()',
});

export const apiSecurityHeaders = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'strict-transport-security': STS,
  'x-content-type-options': 'nosniff',
};

export type SecurityHeaders = 'page' | 'api' | false;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Which security headers the route's answers carry (default 'page'). */
    securityHeaders?: SecurityHeaders;
  }
}

/** Adds `hook` before a route's own hooks of that kind (routeOptions as onRoute sees them). */
export const prependRouteHook = (
  routeOptions: Record<string, unknown>,
  name: 'onRequest' | 'onResponse',
  hook: unknown,
) => {
  const existing = routeOptions[name];
  routeOptions[name] = [hook, ...(Array.isArray(existing) ? existing : existing ? [existing] : [])];
};

/**
 * Each route gets a hook that sets its kind's precomputed headers, chosen once when the route is
 * added (reading request.routeOptions per request builds a new object every time). The hook runs
 * before the route's own onRequest hooks, so refusals there (401, 429) carry the headers too.
 * Unknown paths (the not-found handler, which has no onRoute) get the page headers from
 * `unmatched`, which the app's one global onRequest hook calls for them (a global hook of its
 * own here would run on every request of every route).
 */
export const registerSecurityHeaders = (
  app: FastifyInstance,
  options: { frameOrigins?: readonly string[] } = {},
) => {
  let page = securityHeaders(options.frameOrigins);
  const setApi: onRequestHookHandler = (_request, reply, done) => {
    reply.headers(apiSecurityHeaders);
    done();
  };
  const setPage: onRequestHookHandler = (_request, reply, done) => {
    reply.headers(page);
    done();
  };
  app.addHook('onRoute', (routeOptions) => {
    const kind = routeOptions.config?.securityHeaders;
    if (kind === false) return;
    prependRouteHook(
      routeOptions as unknown as Record<string, unknown>,
      'onRequest',
      kind === 'api' ? setApi : setPage,
    );
  });
  return {
    unmatched: (reply: FastifyReply) => reply.headers(page),
    /**
     * The origins pages may frame from now on (the game providers' launch URLs, which the
     * operator may change while the server runs): the page headers are computed again once.
     */
    allowFrames: (origins: readonly string[]) => {
      page = securityHeaders(origins);
    },
  };
};
