// npm run validate: every check the project must pass, in the least wall time on a small machine.
// Typecheck, lint and the production build mostly use one core each, so they run side by side
// (their output is printed whole as each ends). The unit suites (jsdom, one worker) and the server
// suites on PGlite (one worker, the app's modules imported once) each keep about one core busy, so
// they too run side by side. Then, with VALIDATE_POSTGRES_URL (CI sets it), the server suites
// again on that PostgreSQL server (with VALIDATE_REDIS_URL as REDIS_URL), their slow tier there
// only, and last the browser tests, each alone: PostgreSQL's own processes take the cores the
// browser tests wait on (run side by side, the browser tests took three times as long). The first
// failing stage stops the run.
import { spawn } from 'node:child_process';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
const postgresUrl = process.env.VALIDATE_POSTGRES_URL;
const timings = [];

const run = (name, command, args, { buffered, env }) =>
  new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command, args, {
      env: { ...process.env, ...env },
      stdio: ['ignore', buffered ? 'pipe' : 'inherit', buffered ? 'pipe' : 'inherit'],
    });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      timings.push({ name, seconds, code });
      if (buffered) process.stdout.write(`\n── ${name}: exit ${code} in ${seconds} s\n${output}`);
      resolve(code === 0);
    });
  });

const stages = [
  [
    ['typecheck', npm, ['run', 'typecheck']],
    ['lint', npm, ['run', 'lint']],
    ['build', npm, ['run', 'build']],
  ],
  [
    ['unit tests', npm, ['run', 'test:unit']],
    // With a PostgreSQL pass to come, the slow tier (races, fuzz, chaos, crash: ADR 0069) runs
    // there, where concurrent transactions really are concurrent; PGlite serves one connection
    // at a time, so the same races on it prove less and cost the stage's longest lane.
    postgresUrl
      ? ['server tests (fast tier)', npx, ['vitest', 'run', '--project', 'server']]
      : ['server tests', npm, ['run', 'test:server']],
  ],
  ...(postgresUrl
    ? [
        [
          [
            'server tests on PostgreSQL',
            npm,
            ['run', 'test:server'],
            { DATABASE_URL: postgresUrl, REDIS_URL: process.env.VALIDATE_REDIS_URL ?? '' },
          ],
        ],
      ]
    : []),
  // Built in the first stage.
  [['browser tests', npx, ['vitest', 'run', '--project', 'e2e']]],
];

let ok = true;
for (const stage of stages) {
  const buffered = stage.length > 1;
  const results = await Promise.all(
    stage.map(([name, command, args, env]) => run(name, command, args, { buffered, env })),
  );
  if (results.includes(false)) {
    ok = false;
    break;
  }
}

console.log('\nvalidate:');
for (const { name, seconds, code } of timings)
  console.log(
    `  ${name.padEnd(28)} ${String(seconds).padStart(5)} s  ${code === 0 ? 'ok' : `failed (exit ${code})`}`,
  );
process.exit(ok ? 0 : 1);
