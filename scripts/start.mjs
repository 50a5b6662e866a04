// `npm start`: the lobby and the demo game studio side by side, as two programs that know each
// other only by URL and a shared wallet secret. Without GAME_PROVIDER_SECRETS, a fresh random
// secret is made for this start and given to both. Signals are passed on; when either program
// exits, the other is stopped and this script exits with the first one's code.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const PROVIDER = 'demo-provider';
const lobbyPort = process.env.PORT || '8080';
const studioPort = process.env.DEMO_PROVIDER_PORT || '8090';

/** The studio's secret: the one GAME_PROVIDER_SECRETS gives demo-provider, or a fresh one. */
let secrets = process.env.GAME_PROVIDER_SECRETS?.trim() ?? '';
let secret = secrets
  .split(',')
  .map((item) => item.trim())
  .find((item) => item.startsWith(`${PROVIDER}:`))
  ?.slice(PROVIDER.length + 1);
if (secret === undefined) {
  secret = randomBytes(32).toString('hex');
  secrets = [secrets, `${PROVIDER}:${secret}`].filter((item) => item !== '').join(',');
}

const children = [
  {
    name: 'demo-provider',
    file: 'apps/demo-provider/dist/provider.mjs',
    env: {
      PORT: studioPort,
      WALLET_URL: `http://127.0.0.1:${lobbyPort}`,
      WALLET_SECRET: secret,
    },
  },
  {
    name: 'lobby',
    file: 'apps/server/dist/server.mjs',
    env: {
      PORT: lobbyPort,
      GAME_PROVIDER_SECRETS: secrets,
      DEMO_PROVIDER_URL: process.env.DEMO_PROVIDER_URL || `http://127.0.0.1:${studioPort}`,
    },
  },
].map(({ name, file, env }) => ({
  name,
  process: spawn(process.execPath, [join(root, file)], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: 'inherit',
  }),
}));

/** Set once a signal came or a child exited: everything is stopping. */
let stopping = false;
let exitCode;
const running = () =>
  children.filter((child) => child.process.exitCode === null && child.process.signalCode === null);
for (const child of children) {
  child.process.once('exit', (code, signal) => {
    exitCode ??= code ?? (signal === 'SIGINT' || signal === 'SIGTERM' ? 0 : 1);
    if (!stopping) {
      stopping = true;
      console.error(`start: ${child.name} exited (${signal ?? code}); stopping the other`);
      for (const other of running()) other.process.kill('SIGTERM');
    }
    if (running().length === 0) process.exit(exitCode);
  });
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopping = true;
    for (const child of running()) child.process.kill(signal);
  });
}
