import { describe, expect, it } from 'vitest';
import type { LobbyBigWin } from '@lobby/contract/jackpot';
import { isBigWin, rankBigWins } from './big-wins';
import { JackpotRules } from './jackpot.settings';

const DEMO = JackpotRules.parse(undefined).bigWin;

const round = (key: string, multiplier: number, amount: number, createTime = 0): LobbyBigWin => ({
  key,
  kind: 'round',
  nickname: 'Pl***er',
  gameId: 1,
  gameName: 'Dice',
  tier: null,
  multiplier,
  amount,
  createTime,
});

describe('big wins', () => {
  it('never counts a round at ×1.01, however large its bet and win', () => {
    expect(isBigWin(10_000_000, 10_100_000, DEMO)).toBe(false);
    expect(isBigWin(100_000_000, 101_000_000, { minBet: 1, minMultipleE2: 200, minWin: 0 })).toBe(
      false,
    );
  });

  it('needs the bet, the multiple and the amount all at least the setting’s', () => {
    const t = { minBet: 100, minMultipleE2: 1_000, minWin: 1_000 };
    expect(isBigWin(100, 1_000, t)).toBe(true);
    expect(isBigWin(99, 10_000, t)).toBe(false);
    expect(isBigWin(100, 999, t)).toBe(false);
    expect(isBigWin(1_000, 9_999, t)).toBe(false);
    expect(isBigWin(0, 10_000, { ...t, minBet: 0 })).toBe(false);
  });

  it('takes no multiple below ×2 in the setting', () => {
    const below = { ...JackpotRules.parse(undefined), bigWin: { ...DEMO, minMultipleE2: 101 } };
    expect(JackpotRules.safeParse(below).success).toBe(false);
    expect(DEMO.minMultipleE2).toBeGreaterThanOrEqual(1_000);
  });

  it('ranks jackpot wins first, then rounds by multiplier, then amount, then the newest', () => {
    const jackpot: LobbyBigWin = {
      ...round('j:1', 0, 500),
      kind: 'jackpot',
      multiplier: null,
      tier: 'mini',
    };
    const ranked = rankBigWins([
      round('r:1', 1_000, 5_000, 1),
      round('r:2', 5_000, 1_000, 2),
      jackpot,
      round('r:3', 1_000, 9_000, 3),
      round('r:4', 1_000, 5_000, 4),
    ]);
    expect(ranked.map((w) => w.key)).toEqual(['j:1', 'r:2', 'r:3', 'r:4', 'r:1']);
  });
});
