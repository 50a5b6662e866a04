import type { BonusWalletAnswer } from '@lobby/contract/bonus';
import type { BonusTermsRules } from '@lobby/contract/values/bonus-terms';

/** The terms the server grants new bonuses under, as the terms arithmetic takes them. */
export const termsRules = (terms: BonusWalletAnswer['terms']): BonusTermsRules => ({
  terms: {
    first_deposit: terms.firstDeposit,
    daily_first: terms.dailyFirst,
    channel: terms.channel,
  },
  maxBetBp: terms.maxBetBp,
  maxBetFloor: terms.maxBetFloor,
});
