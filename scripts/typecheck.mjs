// npm run typecheck: tsc over every project (the workspaces, the browser tests, the repository
// tests), as many at once as the machine has cores, the largest first; each project's output
// is printed whole when it ends. tsc checks a program on one core: run one after another, the
// eight programs left a core idle for three minutes of CI's first stage.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';

// Largest first, so the small ones fill in beside the long ones.
const projects = [
  'apps/server',
  'apps/web',
  'test',
  'e2e',
  'apps/console',
  'apps/demo-provider',
  'packages/games',
  'packages/contract',
];
const lanes = Math.max(1, Math.min(projects.length, availableParallelism()));
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');

const check = (project) =>
  new Promise((done) => {
    const started = Date.now();
    const child = spawn(process.execPath, [tsc, '-p', project, '--noEmit'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      process.stdout.write(`tsc -p ${project}: ${code === 0 ? 'ok' : 'failed'} in ${seconds} s\n`);
      if (output) process.stdout.write(output);
      done(code === 0);
    });
  });

const queue = [...projects];
const results = await Promise.all(
  Array.from({ length: lanes }, async () => {
    let ok = true;
    for (let project = queue.shift(); project; project = queue.shift())
      ok = (await check(project)) && ok;
    return ok;
  }),
);
process.exit(results.every(Boolean) ? 0 : 1);
