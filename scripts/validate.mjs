// npm run validate: every check the project must pass, in the least wall time on a small machine.
// Typecheck, lint and the production build mostly use one core each, so they run side by side
// (their output is printed whole as each ends). The test suites each use every core, so they run
// one after another with their output streamed. The first failing stage stops the run.
//
// VALIDATE_POSTGRES_URL (CI sets it) runs the server suites a second time, on that PostgreSQL
// server (with VALIDATE_REDIS_URL as REDIS_URL), beside the browser tests: those mostly wait on
// the browser and use under half the machine. The PostgreSQL run is niced so the browser tests
// get a core when they need one.
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
  [['unit tests', npm, ['run', 'test:unit']]],
  [['server tests', npm, ['run', 'test:server']]],
  [
    // Built in the first stage.
    ['browser tests', npx, ['vitest', 'run', '--project', 'e2e']],
    ...(postgresUrl
      ? [
          [
            'server tests on PostgreSQL',
            'nice',
            ['-n', '10', npm, 'run', 'test:server'],
            { DATABASE_URL: postgresUrl, REDIS_URL: process.env.VALIDATE_REDIS_URL ?? '' },
          ],
        ]
      : []),
  ],
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
