import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, useTestApp } from './test-app';
import { productionEnv } from './production-env';

const WEB_INDEX = '<!doctype html><html><body><div id="root">lobby</div></body></html>';
const CONSOLE_INDEX = '<!doctype html><html><body><div id="root">console</div></body></html>';
const SCRIPT = `console.log(${JSON.stringify('c'.repeat(4000))});`;

let webDist: string;
let consoleDist: string;
beforeAll(() => {
  webDist = mkdtempSync(join(tmpdir(), 'lobby-web-'));
  consoleDist = mkdtempSync(join(tmpdir(), 'lobby-console-'));
  writeFileSync(join(webDist, 'index.html'), WEB_INDEX);
  writeFileSync(join(webDist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  mkdirSync(join(consoleDist, 'assets'));
  writeFileSync(join(consoleDist, 'index.html'), CONSOLE_INDEX);
  writeFileSync(join(consoleDist, 'assets/index-9c8d7e.js'), SCRIPT);
  writeFileSync(join(consoleDist, 'assets/index-9c8d7e.js.br'), brotliCompressSync(SCRIPT));
});
afterAll(() => {
  rmSync(webDist, { recursive: true, force: true });
  rmSync(consoleDist, { recursive: true, force: true });
});
const t = useTestApp(() => ({
  env: { ...productionEnv, WEB_DIST: webDist, CONSOLE_DIST: consoleDist },
}));

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { host: 'ops.lobby.example', ...headers } });

const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

const expectConsoleHeaders = (headers: Record<string, unknown>) => {
  const csp = String(headers['content-security-policy']);
  expect(csp).toContain("script-src 'self';");
  expect(csp).toContain("style-src 'self';");
  expect(csp).toContain("connect-src 'self' wss://ops.lobby.example ws://ops.lobby.example;");
  expect(csp).toContain("worker-src 'none'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['referrer-policy']).toBe('same-origin');
  expect(headers['x-content-type-options']).toBe('nosniff');
};

describe('the built operator console', () => {
  it('serves its index.html at /console/ with no-cache and its own headers', async () => {
    const response = await get('/console/', html);
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(CONSOLE_INDEX);
    expect(response.headers['cache-control']).toBe('no-cache');
    expectConsoleHeaders(response.headers);
  });

  it('redirects /console to /console/', async () => {
    const response = await get('/console', html);
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/console/');
  });

  it('caches its hashed assets for a year and sends them precompressed', async () => {
    const br = await get('/console/assets/index-9c8d7e.js', { 'accept-encoding': 'br' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expectConsoleHeaders(br.headers);
  });

  it('answers its page routes with its own index.html, never the lobby’s', async () => {
    for (const path of ['/console/sign-in', '/console/chat/12?view=mine', '/console/no/such']) {
      const response = await get(path, html);
      expect(response.statusCode, path).toBe(200);
      expect(response.body, path).toBe(CONSOLE_INDEX);
      expect(response.headers['cache-control']).toBe('no-cache');
      expectConsoleHeaders(response.headers);
    }
  });

  it('leaves the player app where it was, without the console’s headers', async () => {
    for (const path of ['/', '/vip', '/consoles', '/console-x']) {
      const response = await get(path, html);
      expect(response.body, path).toBe(WEB_INDEX);
      expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    }
    expect((await get('/sw.js')).statusCode).toBe(200);
  });

  it('never falls back for its API or a missing asset', async () => {
    for (const path of ['/console/api/v1/nothing', '/console/api']) {
      const response = await get(path, html);
      expect(response.statusCode, path).toBe(404);
      expect(response.json()).toMatchObject({ errcode: 404 });
    }
    const missing = await get('/console/assets/missing-1.js', { accept: '*/*' });
    expect(missing.statusCode).toBe(404);
  });

  it('names no odd Host in its CSP', async () => {
    const response = await get('/console/', { ...html, host: "evil; script-src 'unsafe-inline'" });
    expect(response.headers['content-security-policy']).toContain("connect-src 'self';");
  });
});

describe('without a console build', () => {
  it('answers /console/ pages with 404, not the player app', async () => {
    const webOnly = await startTestApp({
      database: t.database,
      env: { ...productionEnv, WEB_DIST: webDist, CONSOLE_DIST: '/nonexistent/console' },
    });
    try {
      const response = await webOnly.app.inject({ url: '/console/chat', headers: html });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('lobby');
    } finally {
      await webOnly.close();
    }
  });
});
