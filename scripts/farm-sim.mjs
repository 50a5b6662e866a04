// npm run sim -- farm [--trials n] [--seed s] [--accounts n] [--sms-cost hundredths]
// A reward farmer against the withdrawal rules (apps/server/src/modules/withdrawals/farm-sim.ts,
// docs/security.md "Fraud and abuse"), under the server's default settings and the demo config:
// each account claims the no-deposit rewards (the sign-up bonus and every follow reward), plays
// them with the built-in games' real math and tries to cash out, by each strategy. Printed per
// strategy: the expected cash per account that leaves with no person deciding, the SMS cost of
// its number included (assumed 0.50 per SMS-verified number unless --sms-cost says otherwise),
// and, for information, what it would bring if every review approved. Exits 1 when any
// strategy's cash without a person is above 0.
import { parseArgs } from 'node:util';
import { register } from 'tsx/esm/api';

register();
await import('../apps/server/sql-text.mjs');

/** The farm under the defaults (or `rulesChange` over them): its rows, for bonus-sim.mjs too. */
export async function farmRows({ trials, seed, accounts, smsCost, rulesChange = {} }) {
  const { BonusRules, rewardTerms } =
    await import('../apps/server/src/modules/bonus/bonus-rules.ts');
  const { WithdrawalRules } =
    await import('../apps/server/src/modules/withdrawals/withdrawal-rules.ts');
  const { RewardsRules } = await import('../apps/server/src/modules/rewards/rewards.settings.ts');
  const { demoConfig } = await import('../apps/server/src/modules/config/demo-config.ts');
  const { betOptions, weightsOf } = await import('../apps/server/src/modules/bonus/bonus-sim.ts');
  const { farmStrategies, rewardCoinPerAccount } =
    await import('../apps/server/src/modules/withdrawals/farm-sim.ts');
  const bonusRules = BonusRules.parse({});
  const rewards = RewardsRules.parse({});
  const coin = rewardCoinPerAccount(demoConfig, rewards);
  const rules = WithdrawalRules.parse(rulesChange);
  const world = {
    rules,
    rewardTerms: rewardTerms(coin, rewards.coinTerms, bonusRules),
    minDeposit: Math.min(...demoConfig.rechargeTypes.map((r) => r.minAmount)),
    smsCost,
    bets: betOptions(weightsOf(demoConfig.games), bonusRules),
    linkedAccountsRefused: true,
    accounts,
  };
  return { coin, world, rows: farmStrategies(world, trials, seed) };
}

export const money = (x) =>
  (x / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Prints the farm's table; answers whether every strategy brings nothing without a person. */
export function printFarm({ coin, world, rows }) {
  console.log(
    `reward coin per account without a deposit: ${money(coin)} (wagering ` +
      `${money(world.rewardTerms.wageringRequired)}, converts at most ` +
      `${money(world.rewardTerms.conversionCap)}); SMS cost ${money(world.smsCost)} per number; ` +
      `withdrawal rules ${JSON.stringify({
        requireDepositForAuto: world.rules.requireDepositForAuto,
        firstWithdrawalReview: world.rules.firstWithdrawalReview,
        sharedAccount: world.rules.sharedAccount,
        rewardCashMinDeposit: world.rules.rewardCashMinDeposit,
        minAmount: world.rules.minAmount,
      })}`,
  );
  console.log(
    `${'without a person'.padStart(16)}  ${'if approved'.padStart(11)}  strategy — stopped by`,
  );
  for (const row of rows) {
    console.log(
      `${money(row.unattended).padStart(16)}  ${money(row.ifApproved).padStart(11)}  ` +
        `${row.strategy} — ${row.stoppedBy}${row.unattended > 0 ? '  PAYS' : ''}`,
    );
  }
  const paysNothing = rows.every((r) => r.unattended <= 0);
  console.log(
    paysNothing
      ? 'no strategy brings cash without a person: farming costs at least the SMS'
      : 'SOME STRATEGY PAYS without a person',
  );
  return paysNothing;
}

export async function main(argv) {
  const { values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      trials: { type: 'string', default: '20000' },
      seed: { type: 'string', default: '20261203' },
      accounts: { type: 'string', default: '20' },
      'sms-cost': { type: 'string', default: '50' },
    },
  });
  const farm = await farmRows({
    trials: Number(values.trials),
    seed: Number(values.seed),
    accounts: Number(values.accounts),
    smsCost: Number(values['sms-cost']),
  });
  process.exitCode = printFarm(farm) ? 0 : 1;
}
