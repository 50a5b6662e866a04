import type { EngineKind, GameTheme, Outcome, Play, Random } from '../math/types';

/**
 * A stand-in catalogue of three trivial games, so the studio's server can be built and tested
 * before the real catalogue lands: the same exports and shapes, nothing more.
 */

export interface DemoGame {
  code: string;
  name: string;
  kind: EngineKind;
  theme: GameTheme;
  /** Declared return to player, in basis points. */
  rtp: number;
  /** A round of this game starts at least this long after the session's previous one. */
  minRoundMs: number;
  minBet: number;
  maxBet: number;
  /** Whether the game can be played for fun, with the studio's demo coins. */
  demo: boolean;
  math: { pays: number };
}

const theme: GameTheme = {
  background: '#101820',
  surface: '#1c2a38',
  accent: '#f2aa4c',
  text: '#ffffff',
  symbols: ['A', 'B', 'C'],
};

export const demoGames: DemoGame[] = [
  {
    code: 'demo-coin-flip',
    name: 'Coin Flip',
    kind: 'slots',
    theme,
    rtp: 9_600,
    minRoundMs: 1_000,
    minBet: 10,
    maxBet: 100_000,
    demo: true,
    math: { pays: 192 },
  },
  {
    code: 'demo-dragon-tiger',
    name: 'Dragon & Tiger',
    kind: 'cards',
    theme,
    rtp: 9_600,
    minRoundMs: 2_000,
    minBet: 10,
    maxBet: 100_000,
    demo: true,
    math: { pays: 192 },
  },
  {
    code: 'demo-real-only',
    name: 'High Roller',
    kind: 'slots',
    theme,
    rtp: 9_600,
    minRoundMs: 1_000,
    minBet: 100,
    maxBet: 1_000_000,
    demo: false,
    math: { pays: 192 },
  },
];

export const findGame = (code: string): DemoGame | undefined =>
  demoGames.find((game) => game.code === code);

/** Why a round cannot be played as asked, or null. */
export const validateRound = (game: DemoGame, play: Play, bet: number): string | null => {
  if (play.kind !== game.kind) return `${game.code} plays ${game.kind}, not ${play.kind}`;
  if (play.kind === 'cards' && !['dragon', 'tiger'].includes(play.side)) return 'no such side';
  if (!Number.isInteger(bet) || bet < game.minBet || bet > game.maxBet) return 'bet out of limits';
  return null;
};

/** Wins `pays`/100 times the bet half of the time. */
export const playRound = (game: DemoGame, _play: Play, bet: number, random: Random): Outcome => {
  const won = random() < 0.5;
  return { win: won ? Math.floor((bet * game.math.pays) / 100) : 0, detail: { won } };
};
