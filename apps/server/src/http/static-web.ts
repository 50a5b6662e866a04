import { existsSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const LONG = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
const SHORT = 'public, max-age=3600';

/** Paths that never fall back to the player app's index.html (the console has its own). */
const SERVER_PATHS = /^\/(?:app|dev)(?:\/|$)|^\/(?:healthz|readyz|metrics|console)(?:[/?]|$)/;

/**
 * Cache policy by file: Vite's hashed /assets/* forever; the shell (index.html), the service
 * worker and the build manifest clients poll (builds/latest.json) always revalidated, so a
 * deploy reaches players at once; everything else an hour.
 */
export const cacheControlFor = (relativePath: string): string => {
  const path = relativePath
    .split(sep)
    .join('/')
    .replace(/\.(?:br|gz)$/, '');
  if (path.startsWith('assets/')) return LONG;
  if (
    path.startsWith('builds/') ||
    path === 'index.html' ||
    path.endsWith('.html') ||
    path === 'sw.js' ||
    path === 'registerSW.js' ||
    path.endsWith('.webmanifest')
  ) {
    return REVALIDATE;
  }
  return SHORT;
};

export const hasWebBuild = (webDist: string) => existsSync(join(webDist, 'index.html'));

/** The built-in games' pages (/play/dice, /play/fairness …): the web build's second entry. */
const PLAY_PAGES = /^\/play\//;

/** A GET for a page (not an asset or an API path) that the client router should answer. */
export const wantsAppShell = (request: FastifyRequest) =>
  (request.method === 'GET' || request.method === 'HEAD') &&
  !SERVER_PATHS.test(request.url) &&
  (request.headers.accept ?? '').includes('text/html');

/**
 * Serves the built player app (precompressed .br/.gz files when the build left them) and
 * returns the SPA fallback: index.html with status 200 for any page route, so the client
 * router decides what exists and shows its own 404 page; play.html for the built-in games'
 * pages under /play/, which are a separate entry that does not load the lobby.
 */
export const registerStaticWeb = async (app: FastifyInstance, webDist: string) => {
  await app.register(fastifyStatic, {
    root: webDist,
    prefix: '/',
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, path) => {
      reply.header('cache-control', cacheControlFor(relative(webDist, path)));
    },
  });
  const hasPlayPages = existsSync(join(webDist, 'play.html'));
  return (reply: FastifyReply) =>
    reply
      .code(200)
      .header('cache-control', REVALIDATE)
      .sendFile(hasPlayPages && PLAY_PAGES.test(reply.request.url) ? 'play.html' : 'index.html');
};
