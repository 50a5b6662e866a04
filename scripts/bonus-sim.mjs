// npm run sim -- bonus [--search-trials n] [--trials n] [--seed s]
// A bonus hunter against every bonus kind the server grants, under the server's own default
// terms (apps/server/src/modules/bonus/bonus-rules.ts), deposit rules and game weights (the
// demo config): every strategy of the search (bonus-sim.ts) is played `--search-trials` times,
// the five best again `--trials` times with another seed, and the best one's expected value
// (cash − deposit) is printed with its 95% confidence interval. Exits 1 when any kind's best
// strategy is not clearly negative (its interval's upper end at or above 0).
// Then reward coin (docs/rewards/README.md), which takes no deposit: its value to a player is never
// negative, so what is printed is the best strategy's expected cash-out, the operator's cost of
// each one given (the sign-up bonus first, at the amount the app config promises).
// Then the reward farmer (farm-sim.mjs): each account's expected cash under the withdrawal rules,
// the SMS cost of its number (0.50) included, must be at or below 0 (exit code 1 otherwise).
// Then each deposit coupon the rewards setting ships (docs/rewards/coupons.md), at the deposits
// where its bonus is the largest share: a coupon locks the deposit with its bonus like a deposit
// bonus, so its best strategy's EV (cash − deposit) must be clearly negative too (exit code 1
// otherwise); the best of those that clear the wagering (no forfeit) is printed beside it.
import { parseArgs } from 'node:util';
import { register } from 'tsx/esm/api';

// The server's rules are TypeScript; tsx loads them, sql-text.mjs their `@/` imports.
register();
await import('../apps/server/sql-text.mjs');

export async function main(argv) {
  const { values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      'search-trials': { type: 'string', default: '1000' },
      trials: { type: 'string', default: '20000' },
      seed: { type: 'string', default: '20261125' },
    },
  });
  const { BonusRules } = await import('../apps/server/src/modules/bonus/bonus-rules.ts');
  const { DepositRules } = await import('../apps/server/src/modules/deposits/deposit-rules.ts');
  const { demoConfig } = await import('../apps/server/src/modules/config/demo-config.ts');
  const sim = await import('../apps/server/src/modules/bonus/bonus-sim.ts');
  const rules = BonusRules.parse({});
  const deposit = DepositRules.parse({});
  const weights = sim.weightsOf(demoConfig.games);
  const scenarios = sim.defaultScenarios(deposit, demoConfig.rechargeTypes, rules.minDeposit);
  const options = {
    searchTrials: Number(values['search-trials']),
    finalTrials: Number(values.trials),
    keep: 5,
    seed: Number(values.seed),
  };
  const money = (x) =>
    (x / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const pct = (x) => `${(x * 100).toFixed(2)}%`;
  console.log(`bonus terms: ${JSON.stringify(rules)}`);
  console.log(`game weights (bp): ${JSON.stringify(weights)}`);
  let allNegative = true;
  for (const scenario of scenarios) {
    const started = performance.now();
    const result = sim.searchScenario(scenario, rules, weights, options);
    const t = result.terms;
    console.log(
      `\n${scenario.label}: deposit ${money(t.deposit)} + bonus ${money(t.bonus)}; wagering ` +
        `${money(t.wageringRequired)}, max bet ${money(t.maxBet)}, converts at most ` +
        `${money(t.conversionCap)} (${((performance.now() - started) / 1000).toFixed(1)} s)`,
    );
    const show = (title, list) => {
      console.log(`  ${title}`);
      for (const r of list) {
        console.log(
          `    EV ${money(r.ev)} ± ${money(r.ci95)} (${pct(r.evShare)} of the deposit, ` +
            `${r.trials.toLocaleString('en-US')} plays): ${r.strategy}`,
        );
      }
    };
    show('best strategies (forfeiting allowed; declining the bonus is worth 0.00):', result.best);
    show('best that play the bonus through:', result.bestThrough.slice(0, 3));
    const best = result.best[0];
    const negative = best.ev + best.ci95 < 0;
    allNegative &&= negative;
    console.log(
      `  player's expected value: ${money(best.ev)} ± ${money(best.ci95)}, ` +
        `${negative ? 'negative' : 'NOT clearly negative'}`,
    );
  }
  const { RewardsRules } = await import('../apps/server/src/modules/rewards/rewards.settings.ts');
  const { rewardTerms } = await import('../apps/server/src/modules/bonus/bonus-rules.ts');
  const rewards = RewardsRules.parse({});
  const signUp = demoConfig.clientConfig.lobbyBonusAmount;
  let keptShare = 0;
  for (const [label, coin] of [
    ['sign-up bonus', signUp],
    ['reward coin', 10_000],
  ]) {
    const started = performance.now();
    const result = sim.searchTerms(
      rewardTerms(coin, rewards.coinTerms, rules),
      rules,
      weights,
      options,
    );
    const t = result.terms;
    console.log(
      `\n${label} ${money(coin)} (no deposit): wagering ${money(t.wageringRequired)}, max bet ` +
        `${money(t.maxBet)}, converts at most ${money(t.conversionCap)} ` +
        `(${((performance.now() - started) / 1000).toFixed(1)} s)`,
    );
    const best = result.best[0];
    console.log(
      `  expected cash-out of the best strategy (the operator's cost): ${money(best.ev)} ± ` +
        `${money(best.ci95)}, ${pct(best.ev / coin)} of the coin given: ${best.strategy}`,
    );
    keptShare = Math.max(keptShare, (best.ev + best.ci95) / coin);
  }
  // The farmer: what each account's no-deposit rewards bring in cash under the withdrawal rules,
  // the SMS-verified number's cost (0.50) included; npm run sim -- farm prints every strategy.
  const { farmRows, printFarm } = await import('./farm-sim.mjs');
  console.log('\nthe reward farmer (npm run sim -- farm), per account:');
  allNegative =
    printFarm(
      await farmRows({
        trials: Math.max(1_000, Math.floor(options.finalTrials / 4)),
        seed: options.seed,
        accounts: 20,
        smsCost: 50,
      }),
    ) && allNegative;
  const { couponScenarios } = await import('../apps/server/src/modules/coupons/coupon-sim.ts');
  for (const scenario of couponScenarios(rewards.coupons, rules)) {
    const started = performance.now();
    const result = sim.searchTerms(scenario.terms, rules, weights, options);
    const t = result.terms;
    console.log(
      `\n${scenario.label}: deposit ${money(t.deposit)} + bonus ${money(t.bonus)}; wagering ` +
        `${money(t.wageringRequired)}, max bet ${money(t.maxBet)}, converts at most ` +
        `${money(t.conversionCap)} (${((performance.now() - started) / 1000).toFixed(1)} s)`,
    );
    const best = result.best[0];
    const through = result.bestThrough[0];
    const negative = best.ev + best.ci95 < 0;
    allNegative &&= negative;
    console.log(
      `  cheapest clearing of the wagering: EV ${money(through.ev)} ± ${money(through.ci95)}: ` +
        through.strategy,
    );
    console.log(
      `  player's expected value: ${money(best.ev)} ± ${money(best.ci95)}, ` +
        `${negative ? 'negative' : 'NOT clearly negative'}: ${best.strategy}`,
    );
  }
  const vip = await vipClub(demoConfig, sim, rules, rewards, keptShare);
  allNegative = vip.negative && allNegative;
  allNegative = (await tasks(demoConfig, rewards, vip)) && allNegative;
  allNegative = (await offers(demoConfig, rewards, vip)) && allNegative;
  allNegative = (await jackpot(demoConfig, rewards, vip)) && allNegative;
  process.exitCode = allNegative ? 0 : 1;
}

/**
 * The VIP club (docs/rewards/README.md): per demo level, the house edge lost reaching it on the
 * cheapest experience there is (the bet with the least edge per unit of valid bets, built-in or
 * the demo studio's) against what it pays (level-up bonuses, the rebate on the way, a week of
 * its daily and sign-in awards), paid coin counted at what a hunter keeps of reward coin.
 * Answers whether every level's expected value is negative.
 */
async function vipClub(demoConfig, sim, rules, rewards, measuredKept) {
  const { demoGames } = await import('../apps/demo-provider/src/catalogue/games.ts');
  const { cheapestValidBet, vipLevelEconomics, vipTaskEconomics } =
    await import('../apps/server/src/modules/vip/vip-economics.ts');
  const money = (x) =>
    (x / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const bets = sim.lobbyValidBets(demoConfig.games, demoGames, rules);
  const cheapest = cheapestValidBet(bets);
  const wagering = rewards.coinTerms.wageringMultiple;
  const keptShare = Math.min(1, Math.max(measuredKept, 1 - wagering * cheapest.cost));
  console.log(
    `\nVIP club: cheapest experience ${cheapest.name} (RTP ${(cheapest.rtp * 100).toFixed(2)}%, ` +
      `weight ${cheapest.weightBp / 100}%): ${(cheapest.cost * 100).toFixed(2)}% of each 1.00 of ` +
      `valid bets lost; paid coin (wagered ${wagering}×) kept at ${(keptShare * 100).toFixed(2)}%`,
  );
  let negative = true;
  const vipRows = vipLevelEconomics({
    levels: demoConfig.levelConfigs,
    expPerValidBet: rewards.vip.expPerValidBet,
    awardPlayMultiple: rewards.vip.awardPlayMultiple,
    tasks: rewards.vip.tasks,
    costPerValid: cheapest.cost,
    keptShare,
  });
  for (const row of vipRows) {
    negative &&= row.ev < 0 && row.weekEv < 0;
    console.log(
      `  VIP ${row.level}: valid bets ${money(row.validBets)} lose ${money(row.edgeLoss)}; ` +
        `pays ${money(row.paid)} (level-ups ${money(row.levelUps)}, rebate ${money(row.rebate)}, ` +
        `a week of awards ${money(row.week)}), kept ${money(row.kept)}: EV ${money(row.ev)} ` +
        `${row.ev < 0 ? 'negative' : 'NOT negative'}` +
        `; a further week played to unlock its awards (awards, rebate, tasks): EV ${money(row.weekEv)}` +
        ` ${row.weekEv < 0 ? 'negative' : 'NOT negative'}`,
    );
  }
  for (const task of vipTaskEconomics({
    tasks: rewards.vip.tasks,
    costPerValid: cheapest.cost,
    keptShare,
  })) {
    negative &&= task.ev <= 0 || task.goal !== 'validBets';
    console.log(
      `  task ${task.id} (${task.goal}, ${task.period}): pays ${money(task.coin)} coin, its goal ` +
        `costs ${money(task.cost)}: EV ${money(task.ev)}`,
    );
  }
  return { negative, costPerValid: cheapest.cost, keptShare, vipRows };
}

/**
 * The offers (docs/rewards/README.md): the growth fund bought to farm it, milestone by milestone (its
 * returns kept against its price and the edge of the play that reaches the level, alone and
 * with the VIP club's pay on the way); follow rewards' bounded cost per account.
 */
async function offers(demoConfig, rewards, { costPerValid, keptShare, vipRows }) {
  const { fundEconomics } = await import('../apps/server/src/modules/offers/fund-economics.ts');
  const money = (x) =>
    (x / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const { fund, follow } = rewards;
  console.log(`\ngrowth fund: price ${money(fund.price)} of cash, returns are reward coin`);
  let negative = true;
  for (const row of fundEconomics({
    fund,
    levels: demoConfig.levelConfigs,
    expPerValidBet: rewards.vip.expPerValidBet,
    costPerValid,
    keptShare,
    vip: vipRows,
  })) {
    negative &&= row.ev < 0 && row.withVip < 0;
    console.log(
      `  to VIP ${row.level}: returns ${money(row.returns)}, kept ${money(row.kept)}; valid bets ` +
        `${money(row.validBets)} lose ${money(row.edgeLoss)}: EV ${money(row.ev)}, with the VIP ` +
        `club ${money(row.withVip)} ${row.ev < 0 && row.withVip < 0 ? 'negative' : 'NOT negative'}`,
    );
  }
  const awards = demoConfig.socialMedia.map((c) => follow.channels[String(c.id)] ?? follow.award);
  const coin = awards.filter((a) => a.propId === 2001).reduce((sum, a) => sum + a.count, 0);
  console.log(
    `follow rewards: ${awards.length} channels, at most ${money(coin)} of reward coin per ` +
      `verified phone and device (kept ${money(coin * keptShare)}): a bounded acquisition cost`,
  );
  return negative;
}

/**
 * Tasks and their chests (docs/rewards/tasks.md): every farming week (days played up to a
 * daily bet target or not at all, the week up to a weekly one, the newbie tasks once), its coin
 * kept against the edge of its play at the VIP club's cheapest valid bet. Answers whether no
 * week without play pays coin and every week with play loses.
 */
async function tasks(demoConfig, rewards, { costPerValid, keptShare }) {
  const { taskDays, taskWeeks } =
    await import('../apps/server/src/modules/tasks/task-economics.ts');
  const money = (x) =>
    (x / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const input = { tasks: demoConfig.tasks, chests: rewards.tasks.chests, costPerValid, keptShare };
  const sound = (row) => (row.play === 0 ? row.coin === 0 : row.ev < 0);
  console.log('\nTasks and chests: coin kept against the edge of the play the tasks ask');
  for (const day of taskDays(input)) {
    console.log(
      `  a day wagering ${money(day.play)}: tasks and chests pay ${money(day.coin)} coin, ` +
        `kept ${money(day.kept)}, edge ${money(day.edge)}: EV ${money(day.ev)} ` +
        (!sound(day) ? 'NOT negative' : day.play === 0 ? '(no coin without play)' : 'negative'),
    );
  }
  const weeks = taskWeeks(input);
  const best = weeks.filter((w) => w.coin > 0).sort((a, b) => b.ev - a.ev)[0];
  console.log(
    `  ${weeks.length} farming weeks; the best that pays coin wagers ${money(best?.play ?? 0)} ` +
      `for ${money(best?.coin ?? 0)} coin: EV ${money(best?.ev ?? 0)}`,
  );
  return taskDays(input).every(sound) && weeks.every(sound);
}

/**
 * The lucky jackpot (docs/rewards/jackpot.md): a chance's prizes (coin and the pools'
 * shares kept once wagered, points at the shop's rate, coupons at nothing), with every pool full,
 * against the edge of the deposit's turnover that earns it. Answers whether it loses.
 */
async function jackpot(demoConfig, rewards, { costPerValid, keptShare }) {
  const { chanceEconomics } =
    await import('../apps/server/src/modules/jackpot/jackpot-economics.ts');
  const { drawableCells } = await import('../apps/server/src/modules/jackpot/jackpot-pools.ts');
  const money = (x) =>
    (x / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const rules = rewards.jackpot;
  const cells = drawableCells(demoConfig, rewards);
  const full = chanceEconomics({ cells, rules, costPerValid, keptShare });
  const seeds = chanceEconomics({
    cells,
    rules,
    costPerValid,
    keptShare,
    pools: { mega: 0, major: 0, minor: 0, mini: 0 },
  });
  console.log(
    `\nlucky jackpot: a chance per ${money(rules.depositPerChance)} deposited, its turnover losing ` +
      `${money(full.cost)}; the pools give back ${(full.poolReturn * 100).toFixed(2)}% of valid bets`,
  );
  console.log(
    `  a chance is worth ${money(full.value)} with every pool full (EV ${money(full.ev)}, ` +
      `${full.ev < 0 ? 'negative' : 'NOT negative'}), ${money(seeds.value)} at the seeds ` +
      `(EV ${money(seeds.ev)}); a day's ${rules.dailyChanceLimit} chances at most ${money(full.dayEv)}`,
  );
  return full.ev < 0;
}
