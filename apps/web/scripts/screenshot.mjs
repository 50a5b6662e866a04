#!/usr/bin/env node
// Screenshots of the built app (served by `vite preview` on :4173) at 360×740 with Debian's
// Chromium. Without the API on :8080, anonymous/appConfig is answered from a config JSON file.
// Usage: node scripts/screenshot.mjs <config.json> <out-dir> [path ...]
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import CHROMIUM_ARGS from '../../../scripts/chromium-args.json' with { type: 'json' };

const [configFile, outDir = '.', ...pathsArg] = process.argv.slice(2);
const pages = pathsArg.length > 0 ? pathsArg : ['/'];
const config = configFile ? JSON.parse(readFileSync(configFile, 'utf8')) : null;
const base = process.env.BASE_URL ?? 'http://127.0.0.1:4173';

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: CHROMIUM_ARGS,
});
const desktop = Boolean(process.env.DESKTOP);
const context = await browser.newContext({
  viewport: desktop ? { width: 1280, height: 800 } : { width: 360, height: 740 },
  deviceScaleFactor: desktop ? 1 : 2,
  isMobile: !desktop,
  hasTouch: !desktop,
  ...(desktop
    ? {}
    : {
        userAgent:
          'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
      }),
});
if (process.env.NO_POPUPS) {
  await context.addInitScript(() => {
    const seen = ['download'];
    for (let i = 0; i < 200; i++) seen.push(`activity:${i}`, `notice:${i}`);
    sessionStorage.setItem('lobby.modalsSeen', JSON.stringify(seen));
  });
}
if (process.env.SIGNED_IN) {
  await context.addInitScript(() => {
    localStorage.setItem('lobby.token', 'demo-token');
    localStorage.setItem(
      'lobby.user',
      JSON.stringify({ id: 100234, nickname: 'LuckyAva', vip: 1, vipExp: 640, coin: 1284550 }),
    );
  });
}
if (config) {
  await context.route('**/app/v1/anonymous/appConfig', (route) =>
    route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({
        code: 200,
        errcode: 0,
        msg: 'ok',
        data: { version: 'demo', notModified: false, config },
      }),
    }),
  );
  await context.route('**/app/v1/anonymous/appEventLogClient', (route) =>
    route.fulfill({
      contentType: 'application/json',
      body: '{"code":200,"errcode":0,"msg":"ok","data":{"accepted":1}}',
    }),
  );
}
const page = await context.newPage();
page.on('console', (msg) => {
  if (msg.type() === 'error') process.stderr.write(`console: ${msg.text()}\n`);
});
for (const path of pages) {
  await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(600);
  const file = join(
    outDir,
    `${path.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home'}.png`,
  );
  await page.screenshot({ path: file, fullPage: Boolean(process.env.FULL) });
  process.stdout.write(`${file}\n`);
}
await browser.close();
