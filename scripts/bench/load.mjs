// One load run with wrk (Debian's package), meant to be pinned to its own core: prints
// {"rps": …, "errors": …} as JSON. wrk rather than autocannon: autocannon saturated its one core
// near the bare node:http server's rate, so the bare and hello figures measured the load
// generator, not the servers (docs/adr/0005, revision 3).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const options = JSON.parse(process.argv[2]);
const dir = mkdtempSync(join(tmpdir(), 'lobby-wrk-'));
const lua = (text) => `[==[${text}]==]`;
const script = join(dir, 'request.lua');
writeFileSync(
  script,
  [
    `wrk.method = ${lua(options.method ?? 'GET')}`,
    ...Object.entries(options.headers ?? {}).map(
      ([name, value]) => `wrk.headers[ ${lua(name)} ] = ${lua(value)}`,
    ),
    options.body === undefined ? '' : `wrk.body = ${lua(options.body)}`,
  ].join('\n'),
);
try {
  const run = spawnSync(
    'wrk',
    [
      '-t1',
      `-c${options.connections ?? 16}`,
      `-d${options.duration ?? 4}s`,
      '-s',
      script,
      options.url,
    ],
    { encoding: 'utf8' },
  );
  // A script error is only a line on stderr, and wrk goes on without the script.
  if (run.error || run.status !== 0 || run.stderr.trim()) {
    throw new Error(`wrk failed: ${run.error?.message ?? run.stderr.trim() ?? run.status}`);
  }
  const out = run.stdout;
  const number = (pattern) => Number(pattern.exec(out)?.[1] ?? 0);
  const rps = number(/Requests\/sec:\s+([\d.]+)/);
  const non2xx = number(/Non-2xx or 3xx responses:\s+(\d+)/);
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out);
  const socketErrors = socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0;
  process.stdout.write(JSON.stringify({ rps, errors: non2xx + socketErrors }));
} finally {
  rmSync(dir, { recursive: true, force: true });
}
