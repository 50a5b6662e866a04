import type { DepositRules } from './deposit-rules';

/** Why a deposit earned its bonus; recorded on the order. */
export type BonusRule = 'first_deposit' | 'daily_first' | 'channel';

export interface BonusInput {
  amount: number;
  /** The channel's bonus (basis points) when the order was made; 0 without a bonus kind. */
  channelBonusBp: number;
  /** No deposit of the player was credited before this one. */
  firstEver: boolean;
  /** No deposit of the player was credited earlier in this UTC day. */
  firstToday: boolean;
  rules: Pick<DepositRules, 'firstDepositBonusBp' | 'dailyFirstDepositBonusBp' | 'maxBonus'>;
}

/**
 * The bonus of one deposit (docs/rules.md "Deposits"): the best one of the rates that apply
 * (first deposit ever, first of the UTC day, the channel's), never their sum, floored to a
 * hundredth and capped at maxBonus. Ties go to the earlier rule in that list.
 */
export const depositBonus = (input: BonusInput): { bonus: number; rule: BonusRule | null } => {
  const candidates: [BonusRule, number][] = [];
  if (input.firstEver) candidates.push(['first_deposit', input.rules.firstDepositBonusBp]);
  if (input.firstToday) candidates.push(['daily_first', input.rules.dailyFirstDepositBonusBp]);
  candidates.push(['channel', input.channelBonusBp]);
  let best: [BonusRule, number] | undefined;
  for (const candidate of candidates) {
    if (candidate[1] > 0 && (!best || candidate[1] > best[1])) best = candidate;
  }
  if (!best) return { bonus: 0, rule: null };
  // BigInt: an amount of 10^12 hundredths times 10^5 basis points passes 2^53.
  const raw = Number((BigInt(input.amount) * BigInt(best[1])) / 10_000n);
  const bonus = input.rules.maxBonus > 0 ? Math.min(raw, input.rules.maxBonus) : raw;
  return bonus > 0 ? { bonus, rule: best[0] } : { bonus: 0, rule: null };
};
