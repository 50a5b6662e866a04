import type { LobbyBigWin } from '@lobby/contract/jackpot';

// The lobby's feed of big wins (docs/rules.md "Big wins"): which rounds join it and in which
// order the feed lists them, pure.

/** The big-win setting's thresholds (`rewards.jackpot.bigWin`). */
export interface BigWinThresholds {
  minBet: number;
  minMultipleE2: number;
  minWin: number;
}

/**
 * A round is a big win when its bet is at least `minBet`, its win reaches `minMultipleE2` ÷ 100
 * times the bet and is at least `minWin`: all three, so a large bet that comes back at ×1.01 is
 * never one, however large the amount.
 */
export const isBigWin = (bet: number, win: number, t: BigWinThresholds) =>
  bet > 0 && bet >= t.minBet && win * 100 >= bet * t.minMultipleE2 && win >= t.minWin;

/**
 * The feed's order: jackpot tier wins first (largest first), then rounds by multiplier, then by
 * amount, then the newest; a stable order for equal wins.
 */
export const rankBigWins = (wins: readonly LobbyBigWin[]): LobbyBigWin[] =>
  [...wins].sort((a, b) => {
    if (a.kind !== b.kind) return a.kind === 'jackpot' ? -1 : 1;
    return (
      (b.multiplier ?? 0) - (a.multiplier ?? 0) ||
      b.amount - a.amount ||
      b.createTime - a.createTime ||
      (a.key < b.key ? 1 : a.key > b.key ? -1 : 0)
    );
  });
