/**
 * en-US strings of "Pay bets from" (docs/rules.md "Bonus money"): the same words under a built-in
 * game (play/components/pay-from.tsx) and around a provider's game (the lobby's game page).
 */
export const payFromStrings = {
  payFrom: {
    label: 'Pay bets from',
    cash: 'Cash · {{amount}}',
    bonus: 'Bonus · {{amount}}',
    hintCash:
      'Cash first: each bet is paid whole from cash, or from your bonus when cash cannot cover it. Cash bets have no bonus limit and do not count toward your bonus’s wagering.',
    hintBonus:
      'Bonus first: each bet is paid whole from your bonus while it covers it (up to the bonus’s largest bet), otherwise from cash. Bonus bets count toward its wagering.',
  },
};
