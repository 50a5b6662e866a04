/** en-US strings of the pages pages, merged with the others by app/page-strings.ts. */
export const pagesStrings = {
  faq: {
    emptyTitle: 'No questions yet',
    emptyText: 'Our support team is happy to answer yours.',
    contact: 'Contact customer service',
    more: 'Still need help?',
  },
  textPage: {
    updated: 'Last updated: {{date}}.',
    emptyTitle: 'Not published yet',
    emptyText:
      'This page has not been published yet. Customer service can answer your questions meanwhile.',
  },
  /**
   * The rules in the player's words (the terms a regulator reads); docs/rules.md "In the
   * player's words" carries the same. `{{…}}` are the served settings.
   */
  rulesPage: {
    intro:
      'These are the rules of bonus money, wagering, withdrawals and rewards, in plain words. The figures are the ones in force now.',
    sections: {
      bonus: {
        title: 'Bonus money',
        rules: [
          'A bonus is your choice. You tick it when you deposit; without it your deposit is plain cash.',
          'A bonus locks your deposit with it: both go to your bonus balance, apart from your cash, until the wagering is done.',
          'Your bets are paid from your bonus balance while a bonus is open and it covers the bet; winnings go back where the bet came from.',
          'While wagering is left, one bet may be at most the largest bet your wallet shows for the bonus. A bigger bet is refused.',
          'When the wagering is done, your bonus balance becomes cash, up to the limit shown with the bonus (your deposit plus a multiple of the bonus). The rest goes back.',
          'Each bonus has an end date. If its wagering is not done by then, it ends as if you had ended it yourself.',
          'You can end your bonus whenever no round paid with it is still open: what is left of your deposit goes back to your cash, and the bonus and what it won are given up. The app tells you the figures and asks first.',
          'One bonus at a time: while one is open, a deposit earns no bonus and goes to your cash.',
        ],
      },
      firstDeposit: {
        title: 'The first-deposit bonus',
        rules: [
          'The first deposit you make with a bonus gets {{percent}}% extra, up to {{max}}, from deposits of {{min}}. You wager {{multiple}}× the deposit plus the bonus; at most your deposit plus {{maxWin}}× the bonus becomes cash.',
          'It waits for you until you use it: a deposit made without a bonus, one too small for a bonus, or one made while another bonus (such as the sign-up bonus) is open does not use it up.',
          'Only one deposit ever gets it.',
          'A deposit gets the single best bonus that applies to it (the first-deposit bonus, the first deposit of the day, or the payment method’s bonus), never several added together.',
        ],
      },
      wagering: {
        title: 'Wagering and how games count',
        rules: [
          'Each deposit asks you to bet its amount once before it can be withdrawn; a bonus asks for its own wagering, shown before you take it.',
          'A bet counts toward wagering by its game type: slots count in full, other games count less. The lobby shows each type’s share, and each game shows its own.',
          'A bet on one of our own games that wins more often than not, or pays less than 1.90×, counts nothing.',
          'A bet that is cancelled gives its wagering back.',
        ],
      },
      withdrawals: {
        title: 'Withdrawals',
        rules: [
          'You can withdraw your cash once its wagering is done.',
          'Withdrawing while a bonus is open ends the bonus first. The app says what goes back to your cash and what is given up, and asks you.',
          'Cash won with free rewards (like the sign-up bonus) can be withdrawn once you have made a deposit of the minimum the withdraw page shows; the rest of your balance can be withdrawn now.',
          'Your first withdrawal may be checked by a person before it is paid.',
        ],
      },
      rewards: {
        title: 'Rewards and the sign-up bonus',
        rules: [
          'The sign-up bonus is free bonus money, once per person, phone number and device. You claim it with a verified phone number.',
          'Free rewards are bonus money: you wager them before they become cash.',
          'Claiming the sign-up bonus opens it as your bonus. While it is open, deposits earn no bonus; your first-deposit bonus waits until it ends.',
          'A reward you do not claim in time expires.',
        ],
      },
    },
    deposit: 'Make a deposit',
  },
} as const;
