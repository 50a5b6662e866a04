/** en-US strings of the Dashboard (features/dashboard), put together in i18n/en-US.ts. */
export const dashboardStrings = {
  dashboard: {
    title: 'Dashboard',
    timeZone: 'Days in {{timeZone}}',
    range: 'Period',
    days_one: 'Today',
    days_other: 'Last {{count}} days',
    today: 'Today so far',
    deposits: 'Deposits',
    depositCount: 'Deposits made',
    withdrawals: 'Withdrawals paid',
    withdrawalCount: 'Withdrawals made',
    bets: 'Bets',
    wins: 'Wins',
    ggr: 'GGR (bets − wins)',
    bonusCost: 'Bonus cost',
    newPlayers: 'New players',
    activePlayers: 'Active players',
    countOf: '{{count}} made',
    charts: {
      money: 'Deposits and withdrawals per day',
      revenue: 'GGR and bonus cost per day',
      players: 'New and active players per day',
    },
    tableCaption: 'Figures per day',
    day: 'Day',
  },
} as const;
