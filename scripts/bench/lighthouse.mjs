// Lighthouse 12 mobile performance of the built app on the production server: median of N runs.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { freePort, median, startPinned, stop } from './processes.mjs';

const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export async function lighthouseFigures({ repoRoot, runs, jsonDir }) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'lobby-lh-'));
  const app = await startPinned([join(repoRoot, 'apps/server/dist/server.mjs')], {
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      APP_ENV: 'production',
      RATE_LIMIT_MAX: '100000',
    },
    readyUrl: `http://127.0.0.1:${port}/readyz`,
  });
  const scores = [];
  const lcps = [];
  let failures = 0;
  try {
    for (let i = 0; i < runs; i++) {
      const chrome = await chromeLauncher.launch({
        chromePath: '/usr/bin/chromium',
        chromeFlags: CHROME_FLAGS,
      });
      try {
        const result = await lighthouse(`http://127.0.0.1:${port}/`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
        });
        const { lhr } = result;
        // A run Lighthouse itself could not record (NO_NAVSTART, NO_FCP …) has no score: it is
        // reported and run again (3 retries in all), never counted as 0.
        if (lhr.runtimeError) {
          failures += 1;
          console.log(`  run ${i + 1}/${runs}: Lighthouse error ${lhr.runtimeError.code}, again`);
          if (failures > 3) throw new Error(`Lighthouse failed: ${lhr.runtimeError.message}`);
          i -= 1;
          continue;
        }
        if (jsonDir) {
          mkdirSync(jsonDir, { recursive: true });
          writeFileSync(join(jsonDir, `lighthouse-${i + 1}.json`), result.report);
        }
        scores.push(Math.round(lhr.categories.performance.score * 100));
        lcps.push(lhr.audits['largest-contentful-paint'].numericValue / 1000);
        console.log(
          `  run ${i + 1}/${runs}: performance ${scores.at(-1)}, LCP ${lcps.at(-1).toFixed(2)} s`,
        );
      } finally {
        await chrome.kill();
      }
    }
  } finally {
    await stop(app);
    rmSync(dataDir, { recursive: true, force: true });
  }
  return { performance: median(scores), lcpSeconds: Number(median(lcps).toFixed(2)), runs: scores };
}
