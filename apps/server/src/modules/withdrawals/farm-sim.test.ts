import { describe, expect, it } from 'vitest';
import { BonusRules, rewardTerms } from '../bonus/bonus-rules';
import { betOptions, weightsOf } from '../bonus/bonus-sim';
import { demoConfig } from '../config/demo-config';
import { RewardsRules } from '../rewards/rewards.settings';
import { farmPaysNothing, farmStrategies, rewardCoinPerAccount } from './farm-sim';
import { WithdrawalRules } from './withdrawal-rules';

/** The farm of `npm run sim -- farm`, smaller: the demo config's rewards, 0.50 per SMS number. */
const farm = (rules: Partial<WithdrawalRules>, linkedAccountsRefused = true) => {
  const bonusRules = BonusRules.parse({});
  const rewards = RewardsRules.parse({});
  return farmStrategies(
    {
      rules: WithdrawalRules.parse(rules),
      rewardTerms: rewardTerms(
        rewardCoinPerAccount(demoConfig, rewards),
        rewards.coinTerms,
        bonusRules,
      ),
      minDeposit: Math.min(...demoConfig.rechargeTypes.map((r) => r.minAmount)),
      smsCost: 50,
      bets: betOptions(weightsOf(demoConfig.games), bonusRules),
      linkedAccountsRefused,
      accounts: 20,
    },
    2_000,
    7,
  );
};

describe('a reward farmer (npm run sim -- farm, smaller)', () => {
  it('brings no strategy cash without a person under the defaults: each account costs its SMS', () => {
    const rows = farm({});
    expect(rows.length).toBeGreaterThanOrEqual(8);
    expect(farmPaysNothing(rows)).toBe(true);
    for (const row of rows) expect(row.unattended, row.strategy).toBeLessThanOrEqual(-50);
    // What a person stands between: a depositing farmer would gain if every review approved.
    expect(Math.max(...rows.map((r) => r.ifApproved))).toBeGreaterThan(1_000);
  });

  it('has teeth: with the trust rules off some strategy pays', () => {
    const lax = { requireDepositForAuto: false, firstWithdrawalReview: false };
    expect(farmPaysNothing(farm({ ...lax, rewardCashMinDeposit: 0 }))).toBe(false);
    // The deposit rule alone leaves the depositing farmer paid.
    expect(farmPaysNothing(farm(lax))).toBe(false);
    // The reviews alone leave a no-deposit farmer nothing without a person.
    expect(farmPaysNothing(farm({ rewardCashMinDeposit: 0 }))).toBe(true);
  });
});
