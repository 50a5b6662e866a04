import { describe, expect, it } from 'vitest';
import { depositBonus } from './deposit-bonus';
import { DepositRules } from './deposit-rules';

const rules = DepositRules.parse({});

describe('deposit bonus', () => {
  it('takes the best rate that applies, never their sum', () => {
    const base = { amount: 10_000, channelBonusBp: 300, rules };
    expect(depositBonus({ ...base, firstBonusOpen: true, firstToday: true })).toEqual({
      bonus: 2_000,
      rule: 'first_deposit',
    });
    expect(depositBonus({ ...base, firstBonusOpen: false, firstToday: true })).toEqual({
      bonus: 500,
      rule: 'daily_first',
    });
    expect(depositBonus({ ...base, firstBonusOpen: false, firstToday: false })).toEqual({
      bonus: 300,
      rule: 'channel',
    });
    expect(
      depositBonus({ ...base, channelBonusBp: 800, firstBonusOpen: false, firstToday: true }),
    ).toEqual({ bonus: 800, rule: 'channel' });
  });

  it('floors to a hundredth, caps at maxBonus, and is nothing when every rate is 0', () => {
    const none = { ...rules, firstDepositBonusBp: 0, dailyFirstDepositBonusBp: 0 };
    expect(
      depositBonus({
        amount: 333,
        channelBonusBp: 300,
        firstBonusOpen: true,
        firstToday: true,
        rules: none,
      }),
    ).toEqual({ bonus: 9, rule: 'channel' });
    expect(
      depositBonus({
        amount: 10,
        channelBonusBp: 300,
        firstBonusOpen: false,
        firstToday: false,
        rules,
      }),
    ).toEqual({ bonus: 0, rule: null });
    expect(
      depositBonus({
        amount: 10_000,
        channelBonusBp: 0,
        firstBonusOpen: false,
        firstToday: false,
        rules: none,
      }),
    ).toEqual({ bonus: 0, rule: null });
    expect(
      depositBonus({
        amount: 1_000_000_000_000,
        channelBonusBp: 100_000,
        firstBonusOpen: false,
        firstToday: false,
        rules: { ...rules, maxBonus: 0 },
      }),
    ).toEqual({ bonus: 10_000_000_000_000, rule: 'channel' });
    expect(
      depositBonus({
        amount: 100_000_000,
        channelBonusBp: 0,
        firstBonusOpen: true,
        firstToday: true,
        rules,
      }),
    ).toEqual({ bonus: 500_000, rule: 'first_deposit' });
  });
});
