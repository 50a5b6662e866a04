/** en-US strings of the leaderboard page, merged with the others by app/page-strings.ts. */
export const rankStrings = {
  rank: {
    periods: 'Leaderboard period',
    day: 'Daily',
    week: 'Weekly',
    endsIn: 'Ends in',
    days_one: '{{count}} day',
    days_other: '{{count}} days',
    yourPlace: 'Your place',
    placeN: 'No. {{rank}}',
    notRanked: 'Not ranked',
    joinHint: 'Bet {{min}} in valid bets this period to join the board.',
    validBets: 'Valid bets',
    you: 'You',
    prizes: 'Prizes',
    place: 'No. {{from}}',
    places: 'No. {{from}}–{{to}}',
    top: 'Top players',
    empty: 'No one on the board yet: be the first.',
    loadFailed: 'We could not load the leaderboard',
    ended: 'This leaderboard is not running: prizes are paid for the periods it ran in.',
    rules:
      'Valid bets are bets weighted by each game’s wagering weight. When a period ends its prizes wait in your bonus centre. Players with equal bets share a place and split its prizes equally.',
  },
} as const;
