/** en-US strings of the activity pages, merged with the others by app/page-strings.ts. */
export const activityStrings = {
  activity: {
    soonTitle: 'Coming soon',
    closedTitle: 'This event is not running',
    closedText: 'Have a look at the events running now.',
    allEvents: 'All events',
    signInText: 'Your sign-in calendar and today’s reward will be shown here.',
    rulesTitle: 'Sign-in rules',
    rulesText: 'The rules of the sign-in event will be shown here while it runs.',
  },
  jackpot: {
    prizes: 'Prizes',
    mega: 'Mega jackpot',
    major: 'Major jackpot',
    minor: 'Minor jackpot',
    mini: 'Mini jackpot',
    tier: 'Jackpot',
    pool: 'Pool prize',
    drawSoon: 'Draws open with the lucky jackpot event.',
    kind: {
      coin: 'Coins',
      points: 'Points',
      liveness: 'Activity',
      generalCoupon: 'Deposit coupon',
      fixedCoupon: 'Deposit coupon',
      giveCoupon: 'Bonus coupon',
      jackpot: 'Jackpot',
      newYear: 'New Year item',
      unknown: 'Prize',
    },
  },
} as const;
