import { describe, expect, it } from 'vitest';
import { bestDepositBonus, channelBonusBp, channelMinimum } from './deposits';

describe('a channel’s minimum (docs/rules.md "Deposits")', () => {
  const card = { minAmount: 1000, minAmount2: 20000 };
  const unset = { minAmount: 0, minAmount2: 0 };

  it('is minAmount, 100 when unset', () => {
    expect(channelMinimum(card, false, true)).toBe(1000);
    expect(channelMinimum(unset, true, false)).toBe(100);
  });

  it('is minAmount2, 10000 when unset, once deposited with the minimum-recharge status on', () => {
    expect(channelMinimum(card, true, true)).toBe(20000);
    expect(channelMinimum(unset, true, true)).toBe(10_000);
  });
});

describe('the bonus of a deposit', () => {
  it('comes from a channel only with a bonus kind', () => {
    expect(channelBonusBp({ bonusKind: 1, bonusBp: 300 })).toBe(300);
    expect(channelBonusBp({ bonusKind: null, bonusBp: 300 })).toBe(0);
  });

  it('takes the best rate, never their sum; a tie goes to the one listed first', () => {
    expect(
      bestDepositBonus(
        10_000,
        [
          ['daily_first', 500],
          ['channel', 300],
        ],
        0,
      ),
    ).toEqual({ rule: 'daily_first', bp: 500, bonus: 500 });
    expect(
      bestDepositBonus(
        10_000,
        [
          ['first_deposit', 300],
          ['channel', 300],
        ],
        0,
      ),
    ).toEqual({ rule: 'first_deposit', bp: 300, bonus: 300 });
    expect(
      bestDepositBonus(
        10_000,
        [
          ['daily_first', 0],
          ['channel', 800],
        ],
        0,
      ),
    ).toEqual({ rule: 'channel', bp: 800, bonus: 800 });
  });

  it('floors to a hundredth, caps at maxBonus, and is none when it comes to nothing', () => {
    expect(bestDepositBonus(12_345, [['channel', 300]], 0)?.bonus).toBe(370);
    expect(bestDepositBonus(100_000_000, [['first_deposit', 2_000]], 500_000)?.bonus).toBe(500_000);
    expect(bestDepositBonus(10, [['channel', 300]], 0)).toBeNull();
    expect(bestDepositBonus(10_000, [['channel', 0]], 0)).toBeNull();
  });
});
