import { bestDepositBonus } from '@lobby/contract/values/deposits';
import type { DepositRules } from './deposit-rules';

/** Why a deposit earned its bonus; recorded on the order. */
export type BonusRule = 'first_deposit' | 'daily_first' | 'channel';

export interface BonusInput {
  amount: number;
  /** The channel's bonus (basis points) when the order was made; 0 without a bonus kind. */
  channelBonusBp: number;
  /**
   * No deposit of the player took the first-deposit bonus yet (docs/rules.md "Deposits", ADR
   * 0056): a deposit made without a bonus, or while another bonus was open, does not use it up.
   */
  firstBonusOpen: boolean;
  /** No deposit of the player was credited earlier in this UTC day. */
  firstToday: boolean;
  rules: Pick<DepositRules, 'firstDepositBonusBp' | 'dailyFirstDepositBonusBp' | 'maxBonus'>;
}

/**
 * The bonus of one deposit (docs/rules.md "Deposits"): the best one of the rates that apply
 * (the first-deposit bonus while none was taken, first of the UTC day, the channel's), never their sum, floored to a
 * hundredth and capped at maxBonus. Ties go to the earlier rule in that list.
 */
export const depositBonus = (input: BonusInput): { bonus: number; rule: BonusRule | null } => {
  const rates: [BonusRule, number][] = [];
  if (input.firstBonusOpen) rates.push(['first_deposit', input.rules.firstDepositBonusBp]);
  if (input.firstToday) rates.push(['daily_first', input.rules.dailyFirstDepositBonusBp]);
  rates.push(['channel', input.channelBonusBp]);
  const best = bestDepositBonus(input.amount, rates, input.rules.maxBonus);
  return best ? { bonus: best.bonus, rule: best.rule } : { bonus: 0, rule: null };
};
