/**
 * The arithmetic of a bonus's terms (docs/rules.md "Bonus money"), pure and browser-safe: the
 * server grants bonuses by it and the deposit form shows the player the same numbers before
 * they choose.
 */

export type BonusKind = 'first_deposit' | 'daily_first' | 'channel';

export interface BonusKindTerms {
  /** Valid bets required before conversion: this many times the deposit plus the bonus. */
  wageringMultiple: number;
  /** What converts to cash is at most the deposit plus this many times the bonus. */
  maxWinMultiple: number;
}

export interface BonusTermsRules {
  terms: Readonly<Record<BonusKind, BonusKindTerms>>;
  /** The largest bet while wagering is left: this share (bp) of deposit + bonus … */
  maxBetBp: number;
  /** … never less than this (hundredths). */
  maxBetFloor: number;
}

/** The numbers a bonus is played under, fixed when it is granted (hundredths). */
export interface BonusPackageTerms {
  deposit: number;
  bonus: number;
  wageringRequired: number;
  maxBet: number;
  /** The most that converts to cash. */
  conversionCap: number;
}

export const packageTerms = (
  kind: BonusKind,
  deposit: number,
  bonus: number,
  rules: BonusTermsRules,
): BonusPackageTerms => stakeTerms(deposit, bonus, rules.terms[kind], rules);

/**
 * The numbers of a bonus played with its deposit under given multiples: a deposit rule's
 * (packageTerms) or a deposit coupon's own (values/coupons.ts).
 */
export const stakeTerms = (
  deposit: number,
  bonus: number,
  terms: BonusKindTerms,
  rules: Pick<BonusTermsRules, 'maxBetBp' | 'maxBetFloor'>,
): BonusPackageTerms => {
  const stake = deposit + bonus;
  return {
    deposit,
    bonus,
    wageringRequired: stake * terms.wageringMultiple,
    maxBet: Math.max(rules.maxBetFloor, Math.floor((stake * rules.maxBetBp) / 10_000)),
    conversionCap: deposit + bonus * terms.maxWinMultiple,
  };
};

/** Cash a forfeited bonus returns: what is left once the bonus is taken back, up to the deposit. */
export const forfeitReturn = (
  balance: number,
  terms: Pick<BonusPackageTerms, 'deposit' | 'bonus'>,
) => Math.min(terms.deposit, Math.max(0, balance - terms.bonus));

/** Cash a bonus balance converts to once its wagering is done. */
export const conversion = (balance: number, terms: Pick<BonusPackageTerms, 'conversionCap'>) =>
  Math.min(balance, terms.conversionCap);
