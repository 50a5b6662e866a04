import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './test-app';
import { productionEnv } from './production-env';

const INDEX = '<!doctype html><html><body><div id="root"></div></body></html>';
const PLAY = '<!doctype html><html><body><div id="play"></div></body></html>';
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(4000))});`;

let webDist: string;
beforeAll(() => {
  webDist = mkdtempSync(join(tmpdir(), 'lobby-web-'));
  mkdirSync(join(webDist, 'assets'));
  mkdirSync(join(webDist, 'art'));
  writeFileSync(join(webDist, 'index.html'), INDEX);
  writeFileSync(join(webDist, 'play.html'), PLAY);
  writeFileSync(join(webDist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  writeFileSync(join(webDist, 'assets/index-3f2a1b.js'), SCRIPT);
  writeFileSync(join(webDist, 'assets/index-3f2a1b.js.br'), brotliCompressSync(SCRIPT));
  writeFileSync(join(webDist, 'art/logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
});
afterAll(() => {
  rmSync(webDist, { recursive: true, force: true });
});
const t = useTestApp(() => ({ env: { ...productionEnv, WEB_DIST: webDist } }));

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

describe('the built web app', () => {
  it('serves index.html at / with no-cache and the security headers', async () => {
    const response = await get('/', html);
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(INDEX);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('caches hashed assets for a year and sends them precompressed', async () => {
    const plain = await get('/assets/index-3f2a1b.js');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(plain.body).toBe(SCRIPT);
    const br = await get('/assets/index-3f2a1b.js', { 'accept-encoding': 'br, gzip' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.rawPayload.length).toBeLessThan(SCRIPT.length / 10);
  });

  it('revalidates the service worker every time', async () => {
    const response = await get('/sw.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('caches other files briefly', async () => {
    const response = await get('/art/logo.svg');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('answers any page route with index.html (200) so the client router decides', async () => {
    for (const path of ['/vip', '/game/start?gameId=1001', '/no/such/page']) {
      const response = await get(path, html);
      expect(response.statusCode, path).toBe(200);
      expect(response.body).toBe(INDEX);
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it("answers the built-in games' pages under /play/ with play.html, not the lobby", async () => {
    for (const path of [
      '/play/dice?demo=1',
      '/play/slot?session=abc_-123',
      '/play/fairness?game=dice&serverSeed=s&clientSeed=c&nonce=0',
      '/play/no-such-game',
    ]) {
      const response = await get(path, html);
      expect(response.statusCode, path).toBe(200);
      expect(response.body, path).toBe(PLAY);
      expect(response.headers['cache-control']).toBe('no-cache');
      // The lobby frames these pages: same-origin framing only.
      expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(response.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    }
    // Only the /play/ folder: paths that merely start with "play" stay the lobby's.
    for (const path of ['/play', '/player', '/playground/x']) {
      expect((await get(path, html)).body, path).toBe(INDEX);
    }
  });

  it('never falls back for API, dev, probe paths or missing assets', async () => {
    for (const path of ['/app/v1/anonymous/appConfig', '/app/nothing', '/dev/v1/ping']) {
      const response = await get(path, html);
      expect(response.statusCode, path).toBe(404);
      expect(response.json()).toMatchObject({ code: 404, errcode: 404 });
    }
    const missing = await get('/assets/missing-123.js', { accept: '*/*' });
    expect(missing.statusCode).toBe(404);
    expect((await get('/healthz', html)).json()).toMatchObject({ data: { status: 'ok' } });
  });

  it('still serves the API', async () => {
    const { status, body } = await t.call('anonymous/appConfig');
    expect(status).toBe(200);
    expect(body.data.config).toBeDefined();
  });
});
