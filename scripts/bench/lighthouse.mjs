// Lighthouse 12 mobile performance of the built app on the production server: median of N runs.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { throttling } from 'lighthouse/core/config/constants.js';
import { freePort, median, startPinned, stop } from './processes.mjs';
import { productionEnv } from './production-env.mjs';
import CHROME_FLAGS from '../chromium-args.json' with { type: 'json' };

/** Long tasks over 200 ms in the first 5 s of the page (the budget is none). */
const longTasksEarly = (lhr) =>
  (lhr.audits['long-tasks']?.details?.items ?? []).filter(
    (task) => task.startTime < 5_000 && task.duration > 200,
  ).length;

/** One run's figures, as the bench prints them. */
const figuresOf = (lhr) => ({
  performance: Math.round(lhr.categories.performance.score * 100),
  lcp: lhr.audits['largest-contentful-paint'].numericValue / 1000,
  tbt: Math.round(lhr.audits['total-blocking-time'].numericValue),
  speedIndex: lhr.audits['speed-index'].numericValue / 1000,
  mainThread: lhr.audits['mainthread-work-breakdown'].numericValue / 1000,
  benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
  longTasks: longTasksEarly(lhr),
});

const medianOf = (runs, key) => median(runs.map((run) => run[key]));

/**
 * Lighthouse's mobile performance on the home page, `runs` times at its default 4× CPU
 * slowdown and `runs` times at 6× (a slower phone, issue 14), each run printed with the host's
 * benchmarkIndex: the throttling multiplies the host's speed, so a slower host shows a slower
 * phone.
 */
export async function lighthouseFigures({ repoRoot, runs, jsonDir }) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'lobby-lh-'));
  const app = await startPinned([join(repoRoot, 'apps/server/dist/server.mjs')], {
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ...productionEnv(),
      RATE_LIMIT_MAX: '100000',
    },
    readyUrl: `http://127.0.0.1:${port}/readyz`,
  });
  try {
    const at4 = await runLighthouse({ port, runs, jsonDir, slowdown: 4 });
    const at6 = await runLighthouse({ port, runs, jsonDir, slowdown: 6 });
    const summary = (list) => ({
      performance: medianOf(list, 'performance'),
      lcpSeconds: Number(medianOf(list, 'lcp').toFixed(2)),
      tbtMs: medianOf(list, 'tbt'),
      speedIndexSeconds: Number(medianOf(list, 'speedIndex').toFixed(2)),
      mainThreadSeconds: Number(medianOf(list, 'mainThread').toFixed(1)),
      benchmarkIndex: medianOf(list, 'benchmarkIndex'),
      longTasks: Math.max(...list.map((run) => run.longTasks)),
      runs: list.map((run) => run.performance),
    });
    return { ...summary(at4), at6: summary(at6) };
  } finally {
    await stop(app);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function runLighthouse({ port, runs, jsonDir, slowdown }) {
  const list = [];
  let failures = 0;
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
        throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: slowdown },
      });
      const { lhr } = result;
      // A run Lighthouse itself could not record (NO_NAVSTART, NO_FCP …) has no score: it is
      // reported and run again (3 retries in all), never counted as 0.
      if (lhr.runtimeError) {
        failures += 1;
        console.log(
          `  ${slowdown}× run ${i + 1}/${runs}: Lighthouse error ${lhr.runtimeError.code}, again`,
        );
        if (failures > 3) throw new Error(`Lighthouse failed: ${lhr.runtimeError.message}`);
        i -= 1;
        continue;
      }
      if (jsonDir) {
        mkdirSync(jsonDir, { recursive: true });
        writeFileSync(join(jsonDir, `lighthouse-${slowdown}x-${i + 1}.json`), result.report);
      }
      const run = figuresOf(lhr);
      list.push(run);
      console.log(
        `  ${slowdown}× run ${i + 1}/${runs}: performance ${run.performance}, LCP ${run.lcp.toFixed(2)} s, ` +
          `TBT ${run.tbt} ms, Speed Index ${run.speedIndex.toFixed(2)} s, main thread ${run.mainThread.toFixed(1)} s, ` +
          `tasks > 200 ms in 5 s ${run.longTasks}, benchmarkIndex ${run.benchmarkIndex}`,
      );
    } finally {
      await chrome.kill();
    }
  }
  return list;
}
