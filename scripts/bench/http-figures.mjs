// Server throughput figures, each the median over alternating rounds of per-round ratios.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { freePort, load, median, startPinned, stop } from './processes.mjs';
import { productionEnv } from './production-env.mjs';

/**
 * Bundles scripts/bench/bench-server.ts (the production app plus the hello-world call) the way
 * apps/server/build.mjs bundles the server, next to it so it finds the same node_modules.
 */
export const buildBenchServer = async (repoRoot) => {
  const serverDir = join(repoRoot, 'apps/server');
  const pkg = JSON.parse(readFileSync(join(serverDir, 'package.json'), 'utf8'));
  const outfile = join(serverDir, 'dist/bench-server.mjs');
  await build({
    entryPoints: [join(repoRoot, 'scripts/bench/bench-server.ts')],
    outfile,
    absWorkingDir: serverDir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external: Object.keys(pkg.dependencies ?? {}).filter((name) => !name.startsWith('@lobby/')),
    // The migrations' PL/pgSQL files, as the server's own build takes them (apps/server/build.mjs).
    loader: { '.sql': 'text' },
    logLevel: 'warning',
  });
  return outfile;
};

/** The common fields every call's body carries, as the app sends them. */
export const common = {
  appId: 'bench',
  channel: 'WEB',
  clientReferrer: '',
  platform: 1,
  appVersion: '1.1.1',
};
export const json = { 'content-type': 'application/json', 'accept-encoding': 'br, gzip' };

const event = (i) => ({
  eventName: 'page_view',
  channel: 'WEB',
  appId: 'bench',
  version: '1.1.1',
  eventTime: Math.floor(Date.now() / 1000),
  eventUserId: '',
  params: { path: `/bench/${i}` },
});
const batch = (size) =>
  JSON.stringify({ ...common, eventList: Array.from({ length: size }, (_, i) => event(i)) });

export async function httpFigures({ repoRoot, rounds, seconds }) {
  const appPort = await freePort();
  const barePort = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'lobby-bench-'));
  const app = await startPinned([await buildBenchServer(repoRoot)], {
    env: {
      PORT: String(appPort),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ...productionEnv(),
      RATE_LIMIT_MAX: '100000000',
    },
    readyUrl: `http://127.0.0.1:${appPort}/readyz`,
  });
  const bare = await startPinned(
    [join(repoRoot, 'scripts/bench/bare-server.mjs'), String(barePort)],
    {
      readyUrl: `http://127.0.0.1:${barePort}/`,
    },
  );
  try {
    const base = `http://127.0.0.1:${appPort}`;
    const configUrl = `${base}/app/v1/anonymous/appConfig`;
    const first = await (
      await fetch(configUrl, { method: 'POST', headers: json, body: JSON.stringify(common) })
    ).json();
    const version = first?.data?.version;
    if (!version)
      throw new Error(`appConfig answered no version: ${JSON.stringify(first).slice(0, 200)}`);

    const scenarios = {
      bare: { url: `http://127.0.0.1:${barePort}/` },
      // The production server's hello route: what /healthz answers, against bare node:http.
      health: { url: `${base}/healthz` },
      // The hello-world call: the least a call costs here (bench-server.ts).
      hello: {
        url: `${base}/app/v1/anonymous/bench/hello`,
        method: 'POST',
        headers: json,
        body: JSON.stringify(common),
      },
      configFull: { url: configUrl, method: 'POST', headers: json, body: JSON.stringify(common) },
      configNotModified: {
        url: configUrl,
        method: 'POST',
        headers: json,
        body: JSON.stringify({ ...common, version }),
      },
      events1: {
        url: `${base}/app/v1/anonymous/appEventLogClient`,
        method: 'POST',
        headers: json,
        body: batch(1),
      },
      events20: {
        url: `${base}/app/v1/anonymous/appEventLogClient`,
        method: 'POST',
        headers: json,
        body: batch(20),
      },
    };
    const names = Object.keys(scenarios);
    for (const name of names) load({ ...scenarios[name], duration: 1 }); // warm-up

    const ratios = {
      healthVsBare: [],
      configFullVsHello: [],
      configNotModifiedVsHello: [],
      events20VsEvents1: [],
    };
    const raw = Object.fromEntries(names.map((n) => [n, []]));
    for (let round = 0; round < rounds; round++) {
      // Alternate the order so drift (caches, disk, heat) falls on every scenario alike.
      const order = round % 2 === 0 ? names : [...names].reverse();
      const rps = {};
      for (const name of order) rps[name] = load({ ...scenarios[name], duration: seconds });
      for (const name of names) raw[name].push(rps[name]);
      ratios.healthVsBare.push(rps.health / rps.bare);
      ratios.configFullVsHello.push(rps.configFull / rps.hello);
      ratios.configNotModifiedVsHello.push(rps.configNotModified / rps.hello);
      ratios.events20VsEvents1.push(rps.events20 / rps.events1);
      console.log(
        `  round ${round + 1}/${rounds}: ${names.map((n) => `${n} ${Math.round(rps[n])}`).join(', ')}`,
      );
    }
    return {
      rps: Object.fromEntries(names.map((n) => [n, Math.round(median(raw[n]))])),
      ratios: Object.fromEntries(
        Object.entries(ratios).map(([k, v]) => [k, Number(median(v).toFixed(3))]),
      ),
    };
  } finally {
    await stop(app);
    await stop(bare);
    rmSync(dataDir, { recursive: true, force: true });
  }
}
