// npm run sim -- bonus …: the bonus hunter, see bonus-sim.mjs.
// npm run sim -- farm …: the reward farmer against the withdrawal rules, see farm-sim.mjs.
// npm run sim -- jackpot <draws> [--seed s]: the lucky jackpot's draw, see jackpot-sim.mjs.
// npm run sim -- provider <code|all> <rounds> [--workers n]: the demo studio's games
//   (apps/demo-provider), each played <rounds> times with node:crypto randomness over worker
//   threads (slots spin, fishing aims at each fish in turn, step games play their strategy, crash and
//   arcade cash out at 2.00×); per game the measured RTP, its 95% confidence interval, the exact
//   RTP of those plays, the declared RTP and whether the measurement lies within 0.3 percentage
//   points of the declared RTP. Too few rounds cannot resolve 0.3 pp for a volatile game, so a
//   game counts as off (exit code 1) only when it is not within 0.3 pp and its measurement also
//   excludes the declared RTP (beyond 3.9 standard errors: 1 run in 10,000 by chance).
// npm run sim -- <dice|crash|mines|slot> <rounds> [--seed s] [--workers n]
//   [--direction under|over] [--target t] [--mines m] [--picks k]
// Plays <rounds> rounds of one built-in game on consecutive nonces of one seed pair (random, or
// server seed s with client seed "sim"), split over worker threads, and prints the measured RTP,
// its 95% confidence interval from the per-round returns, the declared RTP and whether the two
// lie within 0.3 percentage points. Targets are hundredths, as in the games' bets.
import { availableParallelism } from 'node:os';
import { parseArgs } from 'node:util';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

// The games are TypeScript; tsx loads them (in every thread: workers do not inherit the hooks).
register();
const sim = await import('../packages/games/src/node/simulate.ts');

if (!isMainThread) {
  if (workerData.provider) {
    const { simulateGame } = await import('../apps/demo-provider/src/simulate.ts');
    const { code, first, rounds } = workerData.provider;
    parentPort.postMessage(simulateGame(code, first, rounds));
  } else {
    const { game, params, range } = workerData;
    parentPort.postMessage(sim.simulate(game, params, range));
  }
} else if (process.argv[2] === 'bonus') {
  await (await import('./bonus-sim.mjs')).main(process.argv.slice(3));
} else if (process.argv[2] === 'farm') {
  await (await import('./farm-sim.mjs')).main(process.argv.slice(3));
} else if (process.argv[2] === 'jackpot') {
  await (await import('./jackpot-sim.mjs')).main(process.argv.slice(3));
} else if (process.argv[2] === 'provider') {
  await provider(process.argv.slice(3));
} else {
  await main();
}

function usage(message) {
  console.error(`sim: ${message}`);
  console.error(
    'usage: npm run sim -- <dice|crash|mines|slot> <rounds> [--seed s] [--workers n] ' +
      '[--direction under|over] [--target t] [--mines m] [--picks k]\n' +
      '       npm run sim -- provider <code|all> <rounds> [--workers n]\n' +
      '       npm run sim -- bonus …\n' +
      '       npm run sim -- farm [--trials n] [--seed s] [--accounts n] [--sms-cost hundredths]\n' +
      '       npm run sim -- jackpot <draws> [--seed s]',
  );
  process.exit(2);
}

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      seed: { type: 'string' },
      workers: { type: 'string' },
      direction: { type: 'string' },
      target: { type: 'string' },
      mines: { type: 'string' },
      picks: { type: 'string' },
    },
  });
  const [game, roundsText] = positionals;
  const { isFairGame } = await import('../packages/games/src/fair-games.ts');
  const { generateClientSeed, generateServerSeed, hashServerSeed } =
    await import('../packages/games/src/node/fairness.ts');
  if (!game || !isFairGame(game)) usage('name a game: dice, crash, mines or slot');
  const rounds = Number(roundsText?.replaceAll('_', ''));
  if (!Number.isSafeInteger(rounds) || rounds < 2) usage('rounds must be an integer ≥ 2');
  const number = (text, fallback) => (text === undefined ? fallback : Number(text));
  const defaults = sim.SIM_DEFAULTS[game];
  const params = {
    dice: {
      direction: values.direction ?? defaults.direction,
      target: number(values.target, defaults.target),
    },
    crash: { target: number(values.target, defaults.target) },
    mines: {
      mines: number(values.mines, defaults.mines),
      picks: number(values.picks, defaults.picks),
    },
    slot: {},
  }[game];
  let exact;
  try {
    exact = sim.exactRtp(game, params);
  } catch (error) {
    usage(error.message);
  }
  const workers = Math.max(1, Math.min(number(values.workers, availableParallelism()), rounds));
  const serverSeed = values.seed ?? generateServerSeed();
  const clientSeed = values.seed === undefined ? generateClientSeed() : 'sim';

  const started = performance.now();
  const share = Math.floor(rounds / workers);
  const parts = await Promise.all(
    Array.from({ length: workers }, (_, i) => {
      const firstNonce = i * share;
      const range = {
        serverSeed,
        clientSeed,
        firstNonce,
        rounds: i === workers - 1 ? rounds - firstNonce : share,
      };
      return new Promise((resolve, reject) => {
        const worker = new Worker(new URL(import.meta.url), {
          workerData: { game, params, range },
        });
        worker.once('message', resolve);
        worker.once('error', reject);
      });
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const totals = parts.reduce(sim.addTotals);
  const declared = sim.declaredRtp(game);
  const s = sim.summarize(totals, declared);
  const pct = (x, digits = 4) => `${(x * 100).toFixed(digits)}%`;
  const pp = (x) => `${(x * 100).toFixed(4)} pp`;
  console.log(
    `${game}: ${rounds.toLocaleString('en-US')} rounds of ${(sim.SIM_BET / 100).toFixed(2)}` +
      ` ${JSON.stringify(params)} in ${seconds.toFixed(1)} s on ${workers} worker(s)`,
  );
  console.log(`  server seed ${serverSeed} (sha256 ${hashServerSeed(serverSeed)})`);
  console.log(`  client seed ${clientSeed}, nonces 0 … ${rounds - 1}`);
  console.log(
    `  measured RTP ${pct(s.rtp)} ± ${pp(s.margin)} (95% CI ${pct(s.rtp - s.margin)} … ` +
      `${pct(s.rtp + s.margin)}; per-round SD ${s.deviation.toFixed(4)} bets)`,
  );
  console.log(`  declared RTP ${pct(declared)}; exact RTP of this bet ${pct(exact, 5)}`);
  console.log(
    `  measured − declared ${pp(s.difference)}: ` +
      `${s.within ? 'within' : 'NOT within'} ${pp(sim.RTP_TOLERANCE)}`,
  );
  process.exitCode = s.within ? 0 : 1;
}

/** The demo studio's games: see the header. */
async function provider(args) {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { workers: { type: 'string' } },
  });
  const [which, roundsText] = positionals;
  const { demoGames, findGame } = await import('../apps/demo-provider/src/catalogue/games.ts');
  const { SIM_BET, simExactRtp } = await import('../apps/demo-provider/src/simulate.ts');
  if (!which || (which !== 'all' && !findGame(which))) {
    usage(`name a demo studio game or all: ${demoGames.map((g) => g.code).join(', ')}`);
  }
  const rounds = Number(roundsText?.replaceAll('_', ''));
  if (!Number.isSafeInteger(rounds) || rounds < 2) usage('rounds must be an integer ≥ 2');
  const wanted = values.workers === undefined ? availableParallelism() : Number(values.workers);
  if (!Number.isSafeInteger(wanted) || wanted < 1) usage('workers must be an integer ≥ 1');
  const workers = Math.min(wanted, rounds);
  const games = which === 'all' ? demoGames : [findGame(which)];
  const pct = (x, digits = 3) => `${(x * 100).toFixed(digits)}%`;
  console.log(
    `demo studio: ${rounds.toLocaleString('en-US')} rounds of ${(SIM_BET / 100).toFixed(2)} per ` +
      `game, node:crypto randomness, ${workers} worker(s)`,
  );
  console.log(
    `${'game'.padEnd(22)} ${'rounds'.padStart(11)} ${'measured'.padStart(9)}     ` +
      `${'95% CI'.padEnd(20)} ${'exact'.padStart(8)}  ${'declared'.padStart(7)}  within 0.3 pp`,
  );
  const started = performance.now();
  let off = 0;
  for (const game of games) {
    const share = Math.floor(rounds / workers);
    const parts = await Promise.all(
      Array.from({ length: workers }, (_, i) => {
        const first = i * share;
        const count = i === workers - 1 ? rounds - first : share;
        return new Promise((resolve, reject) => {
          const worker = new Worker(new URL(import.meta.url), {
            workerData: { provider: { code: game.code, first, rounds: count } },
          });
          worker.once('message', resolve);
          worker.once('error', reject);
        });
      }),
    );
    const s = sim.summarize(parts.reduce(sim.addTotals), game.rtp);
    const standardError = s.margin / 1.959964;
    const isOff = !s.within && Math.abs(s.difference) > 3.9 * standardError;
    if (isOff) off++;
    const verdict = s.within ? 'yes' : isOff ? 'no: OFF' : 'no (too few rounds)';
    console.log(
      `${game.code.padEnd(22)} ${rounds.toLocaleString('en-US').padStart(11)} ` +
        `${pct(s.rtp).padStart(9)}     ${pct(s.rtp - s.margin).padStart(8)} … ` +
        `${pct(s.rtp + s.margin).padEnd(9)} ${pct(simExactRtp(game)).padStart(8)}  ` +
        `${pct(game.rtp, 2).padStart(7)}   ${verdict}`,
    );
  }
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `${games.length} game(s) in ${seconds.toFixed(1)} s; ` +
      (off === 0 ? 'none off' : `${off} OFF (measured RTP excludes the declared one)`),
  );
  process.exitCode = off === 0 ? 0 : 1;
}
