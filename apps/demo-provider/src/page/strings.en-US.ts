import type { RoundError } from '../api-types';

// Every word the game page shows or announces (en-US). Amounts arrive formatted.

export const strings = {
  lang: 'en-US',
  loading: 'Loading the game…',
  balance: 'Balance',
  demoBadge: 'DEMO',
  demoBadgeLabel: 'Demo play: demo coins, not money',
  bet: 'Bet',
  betLower: 'Lower the bet',
  betLowerSign: '−',
  betRaise: 'Raise the bet',
  betRaiseSign: '+',
  lastWin: 'Last win',
  noWinYet: '—',
  spin: 'SPIN',
  spinLabel: 'Spin the reels',
  spinning: 'Spinning…',
  reels: 'Reels',
  shooting: 'Shooting…',
  fishTable: 'Fish: tap one to shoot at it',
  fishButton: (symbol: string, multiplier: number) => `${symbol} ×${multiplier}`,
  fishLabel: (symbol: string, multiplier: number) =>
    `Shoot the ${symbol}: it pays ${multiplier} times the bet`,
  sides: 'Place your bet',
  sideButton: (name: string, pays: string) => `${capitalize(name)} · ${pays}×`,
  dealing: 'Dealing…',
  hand: (name: string, score: number) => `${capitalize(name)}: ${score}`,
  handPending: (name: string) => `${capitalize(name)}: ?`,
  cashOut: 'Cash out at (×)',
  cashOutHint: (max: string) => `From 1.01 to ${max}`,
  launch: 'LAUNCH',
  launchLabel: 'Launch the round',
  rising: 'Rising…',
  multiplier: (x: string) => `${x}×`,
  badCashOut: (max: string) => `Enter a cash-out from 1.01 to ${max}.`,
  result: {
    slotsWin: (amount: string, lines: number) =>
      `You won ${amount} on ${lines} ${lines === 1 ? 'line' : 'lines'}.`,
    slotsLoss: 'No win this time.',
    fishHit: (symbol: string, multiplier: number, amount: string) =>
      `Hit! The ${symbol} pays ×${multiplier}: you won ${amount}.`,
    fishMiss: (symbol: string) => `Missed the ${symbol}.`,
    cardsWinner: (name: string, high: number, low: number) =>
      `${capitalize(name)} wins, ${high} to ${low}.`,
    cardsTie: (score: number) => `A tie at ${score}.`,
    cardsWin: (amount: string) => `You won ${amount}.`,
    cardsReturn: (amount: string) => `${amount} returned.`,
    cardsLoss: 'No win this time.',
    crashWin: (x: string, amount: string) => `Cashed out at ${x}×: you won ${amount}.`,
    crashLoss: (point: string, cashOut: string) => `Crashed at ${point}×, before ${cashOut}×.`,
  },
  errors: {
    INSUFFICIENT_BALANCE: 'Not enough balance',
    ROUND_TOO_SOON: 'Just a moment: the next round starts shortly.',
    SESSION_UNKNOWN: 'Your session has ended. Please reopen the game from the lobby.',
    WALLET_UNAVAILABLE: 'The game could not reach your wallet. Your balance is safe; try again.',
    BET_LIMIT: "That bet is outside this game's limits.",
    BAD_REQUEST: 'The game could not place that bet. Please try again.',
  } satisfies Record<RoundError, string>,
  network: 'The game could not reach its server. Check your connection and try again.',
  unknownGame: 'This game is not available.',
  noDemo: 'This game has no demo play. Please sign in at the lobby to play.',
  noSession: 'Your session has ended. Please reopen the game from the lobby.',
};

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
