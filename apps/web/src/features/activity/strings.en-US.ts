/** en-US strings of the activity pages, merged with the others by app/page-strings.ts. */
export const activityStrings = {
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
