import type { GameTheme } from '../math/types';
import type { DemoGame } from './demo-game';

// The builders of the table games that play their real rules (roulette, sic bo, baccarat,
// dragon tiger): each engine has its own module in math/ and its own view in page/views/. Their
// declared RTP is the real game's (math/<engine>.ts derives it); `highLimit` tables (the former
// "live" twins, no dealer stream) take no demo play and bets up to 10 000.00.

interface TableSpec {
  code: string;
  name: string;
  rtp: number;
  theme: GameTheme;
  highLimit?: boolean;
}

const limits = (highLimit = false) => ({
  minBet: 100,
  maxBet: highLimit ? 1_000_000 : 500_000,
  demo: !highLimit,
});

/** Chips of at least 0.10; at most 40 on the roulette and sic bo layouts a round. */
const CHIPS = { minChip: 10, maxChips: 40 };

export function roulette(spec: TableSpec): DemoGame {
  const { highLimit, ...game } = spec;
  return { ...game, kind: 'roulette', minRoundMs: 3_000, ...limits(highLimit), math: CHIPS };
}

export function sicBo(spec: TableSpec): DemoGame {
  const { highLimit, ...game } = spec;
  return { ...game, kind: 'sic-bo', minRoundMs: 2_000, ...limits(highLimit), math: CHIPS };
}

export function baccarat(spec: TableSpec & { decks: number }): DemoGame {
  const { highLimit, decks, ...game } = spec;
  return {
    ...game,
    kind: 'baccarat',
    minRoundMs: 2_000,
    ...limits(highLimit),
    math: { decks, minChip: CHIPS.minChip },
  };
}

export function dragonTiger(spec: TableSpec & { decks: number }): DemoGame {
  const { highLimit, decks, ...game } = spec;
  return {
    ...game,
    kind: 'dragon-tiger',
    minRoundMs: 1_500,
    ...limits(highLimit),
    math: { decks, minChip: CHIPS.minChip },
  };
}
