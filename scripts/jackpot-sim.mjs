// npm run sim -- jackpot <draws> [--seed s]
// The lucky jackpot's draw (docs/fairness.md "Jackpot draw") with the demo config's cells and
// the server's default rules (apps/server/src/modules/jackpot/jackpot.settings.ts): <draws>
// draws on consecutive nonces of one seed pair (random, or server seed s with client seed "sim"),
// through the server's own jackpotDraw, and each cell's and each wheel sector's measured
// frequency with its 95% interval (Wilson) against the chance its weight gives and the odds the
// page publishes (bp), saying whether each lies inside. Sectors are counted over the tier draws.
// Exits 1 when a chance lies outside even its 3.9-standard-error interval (1 run in 10,000 by
// chance): the draw is then not what the page publishes.
import { parseArgs } from 'node:util';
import { register } from 'tsx/esm/api';

// The server's rules are TypeScript; tsx loads them, sql-text.mjs their `@/` imports.
register();
await import('../apps/server/sql-text.mjs');

export async function main(argv) {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { seed: { type: 'string' } },
  });
  const draws = Number(positionals[0]?.replaceAll('_', ''));
  if (!Number.isSafeInteger(draws) || draws < 1) {
    console.error('usage: npm run sim -- jackpot <draws> [--seed s]');
    process.exit(2);
  }
  const { demoConfig } = await import('../apps/server/src/modules/config/demo-config.ts');
  const { RewardsRules } = await import('../apps/server/src/modules/rewards/rewards.settings.ts');
  const { drawableCells } = await import('../apps/server/src/modules/jackpot/jackpot-pools.ts');
  const sim = await import('../apps/server/src/modules/jackpot/jackpot-sim.ts');
  const { generateClientSeed, generateServerSeed, hashServerSeed } =
    await import('../packages/games/src/node/fairness.ts');
  const rewards = RewardsRules.parse({});
  const cells = drawableCells(demoConfig, rewards);
  const wheel = rewards.jackpot.wheel;
  const serverSeed = values.seed ?? generateServerSeed();
  const clientSeed = values.seed === undefined ? generateClientSeed() : 'sim';
  const started = performance.now();
  const counts = sim.simulateJackpot({
    cells: cells.map((c) => ({ weight: c.weight, type: c.cell.type })),
    wheel: wheel.map((s) => s.weight),
    draws,
    serverSeed,
    clientSeed,
  });
  const seconds = (performance.now() - started) / 1000;
  const pct = (x) => `${(x * 100).toFixed(4)}%`;
  const prop = (cell) => (cell.type === 2 ? `tier ${cell.propId}` : `${cell.propId}×${cell.count}`);
  console.log(
    `jackpot: ${draws.toLocaleString('en-US')} draws in ${seconds.toFixed(1)} s; server seed ` +
      `${serverSeed} (sha256 ${hashServerSeed(serverSeed)}), client seed ${clientSeed}, nonces 0 … ${draws - 1}`,
  );
  let off = 0;
  const table = (title, labels, rows) => {
    console.log(`\n${title}`);
    console.log(
      `  ${'outcome'.padEnd(22)} ${'count'.padStart(10)} ${'measured'.padStart(10)}  ` +
        `${'95% interval'.padEnd(22)} ${'chance'.padStart(9)} ${'published'.padStart(9)}  inside`,
    );
    rows.forEach((r, i) => {
      if (r.off) off++;
      console.log(
        `  ${labels[i].padEnd(22)} ${r.count.toLocaleString('en-US').padStart(10)} ` +
          `${pct(r.measured).padStart(10)}  ${`${pct(r.low)} … ${pct(r.high)}`.padEnd(22)} ` +
          `${pct(r.chance).padStart(9)} ${`${r.publishedBp} bp`.padStart(9)}  ` +
          `${r.inside ? 'yes' : r.off ? 'NO: OFF' : 'no (chance)'}`,
      );
    });
  };
  table(
    'cells (of all draws)',
    cells.map((c, i) => `${i} cell ${c.cell.id} ${prop(c.cell)}`),
    sim.frequencies(
      counts.cells,
      counts.draws,
      cells.map((c) => c.weight),
    ),
  );
  table(
    `wheel sectors (of the ${counts.tierDraws.toLocaleString('en-US')} tier draws)`,
    wheel.map((s, i) => `${i} share ${(s.shareBp / 100).toFixed(2)}%`),
    sim.frequencies(
      counts.sectors,
      counts.tierDraws,
      wheel.map((s) => s.weight),
    ),
  );
  console.log(
    off === 0
      ? '\nnone off: every chance lies within 3.9 standard errors of its measurement'
      : `\n${off} OFF: the measurement excludes the published chance`,
  );
  process.exitCode = off === 0 ? 0 : 1;
}
