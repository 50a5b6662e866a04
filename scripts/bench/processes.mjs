import { execFileSync, spawn } from 'node:child_process';
import { createServer } from 'node:net';

/** Cores for the server and the load generator, so they never share one. */
export const SERVER_CORE = '0';
export const LOAD_CORE = '1';

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

export const freePort = () =>
  new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => done(port));
    });
  });

/** Starts `node args…` pinned to the server core and waits until `readyUrl` answers. */
export const startPinned = async (args, { env = {}, readyUrl }) => {
  const child = spawn('taskset', ['-c', SERVER_CORE, process.execPath, ...args], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${args.join(' ')} exited with ${child.exitCode}`);
    try {
      if ((await fetch(readyUrl)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`${readyUrl} never became ready`);
};

export const stop = (child) =>
  new Promise((done) => {
    if (child.exitCode !== null) return done();
    child.once('exit', done);
    child.kill('SIGTERM');
  });

/** One wrk run on the load core; returns requests per second. */
export const load = (options) => {
  const out = execFileSync(
    'taskset',
    [
      '-c',
      LOAD_CORE,
      process.execPath,
      new URL('./load.mjs', import.meta.url).pathname,
      JSON.stringify(options),
    ],
    { encoding: 'utf8', maxBuffer: 1 << 20 },
  );
  const { rps, errors } = JSON.parse(out);
  if (errors > 0)
    throw new Error(`${options.method ?? 'GET'} ${options.url}: ${errors} failed requests`);
  return rps;
};
