import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';

const repoRoot = resolve(import.meta.dirname, '../..');
const serverBundle = join(repoRoot, 'apps/server/dist/server.mjs');
const providerBundle = join(repoRoot, 'apps/demo-provider/dist/provider.mjs');

const freePort = () =>
  new Promise<number>((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });

const waitUntilReady = async (baseUrl: string, child: ChildProcess, path = '/readyz') => {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const response = await fetch(`${baseUrl}${path}`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not become ready in 90 s');
};

/**
 * Asks once for what every first page load needs (the page, its scripts, the config and the live
 * activities), so the first test's page does not pay the fresh server's cold start (reading and
 * compressing assets, preparing statements, building the served config) against its timeouts on a
 * busy machine.
 */
const warmUp = async (baseUrl: string) => {
  const html = await (await fetch(`${baseUrl}/`)).text();
  const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1]!);
  await Promise.all(assets.map(async (path) => (await fetch(`${baseUrl}${path}`)).arrayBuffer()));
  for (const call of ['anonymous/appConfig', 'getActivityIds']) {
    const response = await fetch(`${baseUrl}/app/v1/${call}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    if (!response.ok) throw new Error(`warming up: ${call} answered ${response.status}`);
  }
};

/**
 * Starts the production bundles on free ports: the demo game studio, then the lobby with a
 * fresh embedded database and demo data; they share a wallet secret made for this run.
 */
export default async function setup(project: TestProject) {
  if (!existsSync(serverBundle) || !existsSync(providerBundle))
    throw new Error('build first: npm run build');
  const [port, providerPort] = [await freePort(), await freePort()];
  const dataDir = mkdtempSync(join(tmpdir(), 'lobby-e2e-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  const providerUrl = `http://127.0.0.1:${providerPort}`;
  const walletSecret = randomBytes(32).toString('hex');
  const provider = spawn(process.execPath, [providerBundle], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(providerPort),
      HOST: '127.0.0.1',
      WALLET_URL: baseUrl,
      WALLET_SECRET: walletSecret,
      CHAOS_DROP: '',
      CHAOS_DELAY: '',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = async (child: ChildProcess) => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  };
  try {
    await waitUntilReady(providerUrl, provider, '/healthz');
  } catch (error) {
    await stop(provider);
    throw error;
  }
  const child = spawn(process.execPath, [serverBundle], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      APP_ENV: 'development',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '100000',
      SIGN_IN_RATE_LIMIT_MAX: '100000',
      MONEY_RATE_LIMIT_MAX: '100000',
      GAME_PROVIDER_SECRETS: `demo-provider:${walletSecret}`,
      DEMO_PROVIDER_URL: providerUrl,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    await waitUntilReady(baseUrl, child);
  } catch (error) {
    await Promise.all([stop(child), stop(provider)]);
    throw error;
  }
  await warmUp(baseUrl);
  project.provide('baseUrl', baseUrl);
  project.provide('providerUrl', providerUrl);
  return async () => {
    await Promise.all([stop(child), stop(provider)]);
    rmSync(dataDir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The demo game studio's origin (its game pages and their API). */
    providerUrl: string;
  }
}
