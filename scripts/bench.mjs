// npm run bench: every figure the issues name, from one run. BENCH_ROUNDS (default 5) alternating
// rounds of BENCH_SECONDS (default 4) per load scenario; LIGHTHOUSE_RUNS (default 5; fewer only
// to iterate: the reported figures are medians of 5).
// BENCH_ONLY=build,bundle,http,reads,lighthouse,ledger,games,agent,mail,chat,dashboard (comma-separated) runs only those sections, to iterate
// on one figure; LIGHTHOUSE_JSON=<dir> keeps each Lighthouse report there.
import { execSync } from 'node:child_process';
import { resolve } from 'node:path';
import { homeBundleSize } from './bench/bundle-size.mjs';
import { httpFigures } from './bench/http-figures.mjs';
import { lighthouseFigures } from './bench/lighthouse.mjs';
import { sessionReadFigures } from './bench/session-reads.mjs';

const repoRoot = resolve(import.meta.dirname, '..');
const rounds = Math.max(5, Number(process.env.BENCH_ROUNDS ?? 5));
const seconds = Number(process.env.BENCH_SECONDS ?? 4);
const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 5));

const only = process.env.BENCH_ONLY?.split(',').map((s) => s.trim());
const wants = (section) => !only || only.includes(section);

const target = (value, op, goal) =>
  `${value} (target ${op} ${goal}: ${{ '>=': value >= goal, '<': value < goal, '<=': value <= goal }[op] ? 'met' : 'MISSED'})`;

if (wants('build')) {
  console.log('bench: building the production app');
  execSync('npm run build', { cwd: repoRoot, stdio: 'ignore' });
}

const bundle = wants('bundle') ? homeBundleSize({ repoRoot }) : null;
/** The load generator is wrk, from Debian's packages (scripts/bench/load.mjs says why). */
const ensureWrk = () => {
  try {
    execSync('command -v wrk', { stdio: 'ignore' });
  } catch {
    console.log("bench: installing Debian's wrk");
    execSync('apt-get update -qq && apt-get install -y -qq wrk', { stdio: 'ignore' });
  }
};
let http = null;
if (wants('http')) {
  ensureWrk();
  console.log(
    `bench: server throughput, ${rounds} alternating rounds of ${seconds} s per scenario`,
  );
  http = await httpFigures({ repoRoot, rounds, seconds });
}
let reads = null;
if (wants('reads')) {
  ensureWrk();
  console.log(`bench: refreshData against appConfig, ${rounds} alternating rounds of ${seconds} s`);
  reads = await sessionReadFigures({ repoRoot, rounds, seconds });
}
let ledger = null;
if (wants('ledger')) {
  // The ledger on PostgreSQL (DATABASE_URL, or the local server): a scratch database per run.
  console.log('bench: ledger transfers on PostgreSQL, 16 concurrent clients');
  const out = execSync(
    'node --import tsx --import ./apps/server/sql-text.mjs scripts/bench/ledger-bench.ts',
    {
      cwd: repoRoot,
      encoding: 'utf8',
      env: { ...process.env, LEDGER_ROUNDS: String(rounds), LEDGER_SECONDS: String(seconds) },
    },
  );
  ledger = JSON.parse(out.trim().split('\n').pop());
}
let games = null;
if (wants('games')) {
  // Complete game rounds (seamless debit + credit on the ledger) on PostgreSQL, 16 players.
  console.log(
    'bench: game rounds through the seamless wallet on PostgreSQL, 16 concurrent players',
  );
  const out = execSync(
    'node --import tsx --import ./apps/server/sql-text.mjs scripts/bench/game-rounds-bench.ts',
    {
      cwd: repoRoot,
      encoding: 'utf8',
      env: { ...process.env, LEDGER_ROUNDS: String(rounds), LEDGER_SECONDS: String(seconds) },
    },
  );
  games = JSON.parse(out.trim().split('\n').pop());
}
let agent = null;
if (wants('agent')) {
  // The agent programme's daily commission: one settlement of 100,000 players in a five-level tree.
  console.log('bench: agent commission settlement on PostgreSQL, 100,000 players five levels deep');
  const out = execSync(
    'node --import tsx --import ./apps/server/sql-text.mjs scripts/bench/agent-bench.ts',
    { cwd: repoRoot, encoding: 'utf8', env: process.env },
  );
  agent = JSON.parse(out.trim().split('\n').pop());
}
let mail = null;
if (wants('mail')) {
  // A broadcast stored once and opened by 10,000 players: each first open copies it (ADR 0036).
  console.log('bench: a mail broadcast opened by 10,000 players on PostgreSQL, 16 at a time');
  const out = execSync(
    'node --import tsx --import ./apps/server/sql-text.mjs scripts/bench/mail-bench.ts',
    { cwd: repoRoot, encoding: 'utf8', env: process.env },
  );
  mail = JSON.parse(out.trim().split('\n').pop());
}
let chat = null;
if (wants('chat')) {
  // The live chat on one instance: 500 visitors and a staff console socket (docs/service.md).
  console.log('bench: live chat, 500 connected players and staff on one instance, PostgreSQL');
  const out = execSync(
    'node --import tsx --import ./apps/server/sql-text.mjs scripts/bench/chat-bench.ts',
    { cwd: repoRoot, encoding: 'utf8', env: process.env },
  );
  chat = JSON.parse(out.trim().split('\n').pop());
}
let dashboard = null;
if (wants('dashboard')) {
  // The console's dashboard on a year of data: PGlite, then PostgreSQL (ADR 0047).
  console.log('bench: the console dashboard on a year of ledger rows, PGlite and PostgreSQL');
  const out = execSync(
    'node --import tsx --import ./apps/server/sql-text.mjs scripts/bench/dashboard-bench.ts',
    { cwd: repoRoot, encoding: 'utf8', env: process.env, maxBuffer: 1 << 24 },
  );
  dashboard = JSON.parse(out.trim().split('\n').pop());
}
let lh = null;
if (wants('lighthouse')) {
  console.log(`bench: Lighthouse 12 mobile, ${runs} runs`);
  lh = await lighthouseFigures({ repoRoot, runs, jsonDir: process.env.LIGHTHOUSE_JSON });
}

console.log('\nfigures (medians):');
if (http) {
  console.log(
    `  requests/s: ${Object.entries(http.rps)
      .map(([k, v]) => `${k} ${v}`)
      .join(', ')}`,
  );
  console.log(
    `  appConfig full answer / hello-world call: ${target(http.ratios.configFullVsHello, '>=', 0.7)}`,
  );
  console.log(
    `  appConfig not-modified / hello-world call: ${target(http.ratios.configNotModifiedVsHello, '>=', 0.9)}`,
  );
  console.log(
    `  production /healthz / bare node:http:    ${target(http.ratios.healthVsBare, '>=', 0.75)}`,
  );
  console.log(
    `  20-event batch / 1-event batch (req/s):   ${target(http.ratios.events20VsEvents1, '>=', 0.75)}`,
  );
}
if (reads) {
  const line = (label, figures, goal) =>
    console.log(
      `  refreshData / appConfig, ${label} ${target(figures.ratio, '>=', goal)} (${figures.refreshData}/s vs ${figures.appConfig}/s)`,
    );
  line('embedded:  ', reads.embedded, 0.1);
  if (reads.postgres) line('PostgreSQL:', reads.postgres, 0.3);
  else console.log('  refreshData / appConfig, PostgreSQL: not measured (no server answered)');
}
if (bundle) {
  console.log(
    `  home route static JS, KB gzip:            ${target(bundle.gzipKB, '<=', 120)} (${bundle.files.length} files, ${bundle.rawKB} KB raw)`,
  );
}
if (ledger) {
  const p = ledger.perSecond;
  console.log(
    `  ledger transfers / bare UPDATE, spread:   ${target(ledger.spreadRatio, '>=', 0.5)} (${p.ledgerSpread}/s vs ${p.bareSpread}/s)`,
  );
  console.log(
    `  ledger transfers / bare UPDATE, hot row:  ${target(ledger.hotRatio, '>=', 0.5)} (${p.ledgerHot}/s vs ${p.bareHot}/s)`,
  );
}
if (games) {
  console.log(
    `  game rounds / bare UPDATE, spread:        ${games.ratio} (for information; ${games.perSecond.rounds}/s vs ${games.perSecond.bare}/s)`,
  );
  console.log(
    `  game rounds / bare UPDATE, hot row:       ${target(games.hotRatio, '>=', 0.4)} (${games.perSecond.rounds}/s vs ${games.perSecond.bareHot}/s)`,
  );
  console.log(
    `  rewards engine lag behind the outbox:     ${target(games.engine.lagSeconds, '<', 2)} s (${games.engine.eventsBehind} events at the end of ${games.engine.roundsPerSecond} rounds/s; caught up in ${games.engine.catchUpMs} ms)`,
  );
  console.log(
    `  wallet calls per batch statement:         ${games.callsPerBatch} (batches fallen back: ${games.fallbacks})`,
  );
}
if (agent) {
  console.log(
    `  agent commission, one settlement, s:      ${target(agent.seconds, '<', 60)} (${agent.players} players, ${agent.closureRows} closure rows, ${agent.grants} grants, ${agent.grantsOnRerun} on a rerun; ${agent.statementsPerPlayer} statements per player)`,
  );
}
if (mail) {
  console.log(
    `  mail broadcast, statements per first open: ${target(mail.statementsPerFirstOpen, '<=', 2)} (${mail.players} players, ${mail.broadcasts} broadcasts stored; ${mail.copiesOfTheBroadcast} copies made, ${mail.copiedOnSecondOpen} on a second open)`,
  );
  console.log(
    `  mail broadcast, all first opens, s:       ${mail.seconds} (${mail.opensPerSecond}/s; an open ${mail.openMs.median} ms median, ${mail.openMs.p95} ms p95; red dots before it ${mail.redDotsMs.median} ms)`,
  );
}
if (chat) {
  const way = (label, f) =>
    console.log(
      `  chat ${label} ${f.perSecond} messages/s delivered; send → receipt ${f.medianMs} ms median, ${f.p99Ms} ms p99`,
    );
  way('players → staff, 200/s steady:', chat.pacedToStaff);
  way('players → staff, saturated:', chat.playersToStaff);
  way('staff → players, saturated:', chat.staffToPlayers);
  console.log(
    `  chat statements per player message:       ${chat.statementsPerMessage} (${chat.players} players, ${chat.messages} messages)`,
  );
}
if (dashboard) {
  for (const [label, f] of [
    ['PGlite:    ', dashboard.pglite],
    ['PostgreSQL:', dashboard.postgres],
  ]) {
    if (!f) {
      console.log(`  dashboard, 30 days, ${label} not measured (no server answered)`);
      continue;
    }
    console.log(
      `  dashboard, 30 days, ${label} ms p95 ${target(f.dashboardMs.p95, '<', 200)} (median ${f.dashboardMs.median}; ${f.players} players, ${f.transfers} transfers over a year; from the rows alone ${f.withoutSummaryMs.median} ms; rollup of ${f.rollup.days} days ${f.rollup.ms} ms)`,
    );
  }
}
if (lh) {
  console.log(
    `  Lighthouse mobile performance (4× CPU):   ${target(lh.performance, '>=', 95)} (runs ${lh.runs.join(', ')}; benchmarkIndex ${lh.benchmarkIndex})`,
  );
  console.log(`  Lighthouse LCP, seconds:                  ${target(lh.lcpSeconds, '<=', 1.8)}`);
  console.log(`  Lighthouse TBT, ms (4×):                  ${target(lh.tbtMs, '<=', 200)}`);
  console.log(
    `  Lighthouse Speed Index / main thread (4×): ${lh.speedIndexSeconds} s / ${lh.mainThreadSeconds} s`,
  );
  console.log(
    `  Lighthouse mobile performance (6× CPU):   ${target(lh.at6.performance, '>=', 90)} (runs ${lh.at6.runs.join(', ')}; TBT ${lh.at6.tbtMs} ms)`,
  );
  console.log(
    `  tasks over 200 ms in the first 5 s:       ${target(Math.max(lh.longTasks, lh.at6.longTasks), '<=', 0)} (most in one run, 4× and 6×)`,
  );
}
