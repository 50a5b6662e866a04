/**
 * en-US strings of the one explanation of wagering (components/wagering-summary.tsx): the same
 * words and figures in the wallet, the withdraw tab, the Me page, the bonus centre and a game.
 */
/** The summary's one-line form (lib/wagering-line.ts), which the game pages say too (en-US-play). */
export const wageringLineStrings = {
  compact: 'Bonus: {{left}} of {{required}} left to wager · largest bet {{maxBet}} · ends {{ends}}',
  compactDone: 'Bonus: wagering done, it becomes cash when your last round settles',
  gameWeight: 'This game counts {{weight}} toward wagering',
};

export const wageringStrings = {
  wageringSummary: {
    title: 'Your bonus in play',
    leftToWager: 'Left to wager',
    leftOf: '{{left}} of {{required}}',
    done: 'Done',
    largestBet: 'Largest bet',
    noLimit: 'No limit',
    expires: 'Ends',
    converts: 'Becomes cash',
    convertsText: 'Up to {{cap}}, once the wagering is done',
    weights: 'How bets count toward wagering',
    weightsHint:
      'A bet counts toward wagering by its game type: a 10.00 bet in a game counting 25% wagers 2.50.',
    weightOf: '{{name}}: {{weight}}',
    ...wageringLineStrings,
    rules: 'Bonus rules',
    end: 'End my bonus and withdraw',
    endBlocked:
      'A round paid with your bonus is still open. Finish it, then you can end your bonus.',
    endTitle: 'End your bonus and withdraw?',
    endText:
      'Ending it now: {{returned}} of your deposit goes back to your cash, and you can withdraw it.',
    endCost:
      'You give up the bonus of {{bonus}} and its winnings: {{lost}} of your bonus balance of {{balance}}.',
    endNothingLost: 'Your whole bonus balance of {{balance}} goes back to your cash.',
    endConfirm: 'End it and withdraw',
    keep: 'Keep playing it',
  },
};
