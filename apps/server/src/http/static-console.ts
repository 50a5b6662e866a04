import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { cspHeader, securityHeaders } from './security-headers';
import { cacheControlFor } from './static-web';

/**
 * The operator console's built files (apps/console/dist) under /console/, beside the player
 * app and apart from it: its own entry and chunks, its own headers, and an SPA fallback of its
 * own. /console/api/* is the console's API, never a page.
 */

const PREFIX = '/console';
const CONSOLE_PAGES = /^\/console(?:[/?]|$)/;
const CONSOLE_API = /^\/console\/api(?:[/?]|$)/;
/** A Host the browser could have sent: a name or an IPv6 literal, and a port. */
const PLAIN_HOST = /^(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * The console's CSP: its own scripts and styles only, images from itself (chat and feedback
 * images, same origin with the session cookie) and the picked picture's preview, calls and the
 * chat socket to itself; no frames either way, no workers (no service worker), no plugins.
 */
export const consoleCspDirectives = (host: string | undefined): Record<string, string[]> => ({
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  // 'self' covers the socket's ws(s): in current browsers; older ones want it named.
  'connect-src': [
    "'self'",
    ...(host && PLAIN_HOST.test(host) ? [`wss://${host}`, `ws://${host}`] : []),
  ],
  'font-src': ["'self'"],
  'worker-src': ["'none'"],
  'manifest-src': ["'none'"],
  'frame-src': ["'none'"],
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'frame-ancestors': ["'none'"],
  'form-action': ["'self'"],
});

const consoleHeaders = (request: FastifyRequest) => ({
  ...securityHeaders(),
  'content-security-policy': cspHeader(consoleCspDirectives(request.host)),
  'x-frame-options': 'DENY',
  'referrer-policy': 'same-origin',
  'x-robots-tag': 'noindex, nofollow',
});

export const hasConsoleBuild = (consoleDist: string) => existsSync(join(consoleDist, 'index.html'));

/** A GET for one of the console's pages (not its API, not a file) that its router answers. */
export const wantsConsoleShell = (request: FastifyRequest) =>
  (request.method === 'GET' || request.method === 'HEAD') &&
  CONSOLE_PAGES.test(request.url) &&
  !CONSOLE_API.test(request.url) &&
  (request.headers.accept ?? '').includes('text/html');

/**
 * Serves the built console (precompressed files when the build left them) with the same cache
 * policy as the player app's files and the console's own headers, and returns its SPA
 * fallback: index.html with status 200 for any page under /console/, read when asked (the
 * console is not a hot path).
 */
export const registerStaticConsole = async (app: FastifyInstance, consoleDist: string) => {
  await app.register(fastifyStatic, {
    root: consoleDist,
    prefix: PREFIX,
    // /console → /console/
    redirect: true,
    // The player app's registration owns reply.sendFile.
    decorateReply: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, path) => {
      reply.headers(consoleHeaders(reply.request));
      reply.header('cache-control', cacheControlFor(relative(consoleDist, path)));
    },
  });
  return async (reply: FastifyReply) => {
    const html = await readFile(join(consoleDist, 'index.html'));
    return reply
      .code(200)
      .headers(consoleHeaders(reply.request))
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(html);
  };
};
