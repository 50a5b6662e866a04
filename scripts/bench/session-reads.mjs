// refreshData (a signed-in read: the session and the player's state) against appConfig (an
// answer from memory), alternating rounds on one server, on the embedded database and, when
// PostgreSQL answers, on a scratch database there. Issue 14's targets: ≥ 0.10 embedded,
// ≥ 0.30 PostgreSQL.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { buildBenchServer, common, json } from './http-figures.mjs';
import { freePort, load, median, startPinned, stop } from './processes.mjs';
import { productionEnv } from './production-env.mjs';

const measure = async ({ bundle, env, rounds, seconds }) => {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const app = await startPinned([bundle], {
    env: {
      ...productionEnv(),
      PORT: String(port),
      HOST: '127.0.0.1',
      RATE_LIMIT_MAX: '100000000',
      ...env,
    },
    readyUrl: `${base}/readyz`,
  });
  try {
    const account = `bench_${Date.now().toString(36)}`.slice(0, 16);
    const signUp = await (
      await fetch(`${base}/app/v1/accountRegist`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ ...common, account, password: 'Bench-Reads-2026!' }),
      })
    ).json();
    const token = signUp?.data?.token;
    if (!token) throw new Error(`registration failed: ${JSON.stringify(signUp).slice(0, 200)}`);
    const scenarios = {
      appConfig: {
        url: `${base}/app/v1/anonymous/appConfig`,
        method: 'POST',
        headers: json,
        body: JSON.stringify(common),
      },
      refreshData: {
        url: `${base}/app/v1/refreshData`,
        method: 'POST',
        headers: { ...json, authorization: token },
        body: JSON.stringify(common),
      },
    };
    const names = Object.keys(scenarios);
    for (const name of names) load({ ...scenarios[name], duration: 1 }); // warm-up
    const ratios = [];
    const raw = { appConfig: [], refreshData: [] };
    for (let round = 0; round < rounds; round++) {
      const order = round % 2 === 0 ? names : [...names].reverse();
      const rps = {};
      for (const name of order) rps[name] = load({ ...scenarios[name], duration: seconds });
      raw.appConfig.push(rps.appConfig);
      raw.refreshData.push(rps.refreshData);
      ratios.push(rps.refreshData / rps.appConfig);
      console.log(
        `  round ${round + 1}/${rounds}: appConfig ${Math.round(rps.appConfig)}, refreshData ${Math.round(rps.refreshData)}`,
      );
    }
    return {
      ratio: Number(median(ratios).toFixed(3)),
      appConfig: Math.round(median(raw.appConfig)),
      refreshData: Math.round(median(raw.refreshData)),
    };
  } finally {
    await stop(app);
  }
};

/** A scratch database on the PostgreSQL server of DATABASE_URL (or the local one); null if none answers. */
const scratchDatabase = async () => {
  const url = new URL(process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres');
  const name = `lobby_bench_reads_${process.pid}`;
  const admin = new pg.Client({ connectionString: url.toString() });
  try {
    await admin.connect();
    await admin.query(`create database ${name}`);
  } catch {
    return null;
  } finally {
    await admin.end().catch(() => {});
  }
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  return {
    url: dbUrl.toString(),
    drop: async () => {
      const dropper = new pg.Client({ connectionString: url.toString() });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
};

export async function sessionReadFigures({ repoRoot, rounds, seconds }) {
  const bundle = await buildBenchServer(repoRoot);
  const dataDir = mkdtempSync(join(tmpdir(), 'lobby-bench-reads-'));
  let embedded;
  try {
    console.log('  on the embedded database');
    embedded = await measure({
      bundle,
      env: { DATA_DIR: dataDir, DATABASE_URL: '' },
      rounds,
      seconds,
    });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  const scratch = await scratchDatabase();
  let postgres = null;
  if (scratch) {
    try {
      console.log('  on PostgreSQL');
      postgres = await measure({ bundle, env: { DATABASE_URL: scratch.url }, rounds, seconds });
    } finally {
      await scratch.drop();
    }
  }
  return { embedded, postgres };
}
