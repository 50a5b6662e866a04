import * as bingo from '../math/bingo';
import * as crash from '../math/crash';
import * as fishing from '../math/fishing';
import * as keno from '../math/keno';
import * as plinko from '../math/plinko';
import * as scratch from '../math/scratch';
import * as slotsEngine from '../math/slots';
import * as baccarat from '../math/baccarat';
import * as dragonTiger from '../math/dragon-tiger';
import * as roulette from '../math/roulette';
import * as sicBo from '../math/sic-bo';
import type { Outcome, PayTable, Play, Random } from '../math/types';
import type { DemoGame } from './demo-game';
import { arcadeGames } from './arcade-games';
import { slotGames } from './slot-games';
import { isStepGame, stepMaxMultiplier, stepPayTable, stepRtp } from './step-games';
import { tableGames } from './table-games';

export type { DemoGame } from './demo-game';

// The studio's catalogue, as data: one game per title the studio supplies to the lobby (same code
// and name), its engine and the engine's parameters, its declared RTP (the exact RTP of its math,
// to 4 decimals: the tests hold every game to it), its limits and its look. The studio knows
// nothing of the lobby: this list is the studio's own.
//
// Engines by lobby type: slots → 'slots' (5×3 with 10 lines or 3×3 with 5, 24–32-stop strips);
// fishing → 'fishing'; table and live → each its own engine with the real game's rules: roulette,
// sic bo, baccarat, dragon tiger (tables.ts), and the multi-step blackjack, three card poker and
// casino hold'em (step-games.ts); crash → 'crash'; arcade → its own engine (keno, plinko, scratch,
// bingo: arcade-games.ts), limbo 'crash'; the Fortune Wheel and the Dream Wheel are one-reel
// 'slots' games (one window, one line).
//
// Minimum round durations (a round may not start before the last one's `nextRoundAt`):
//   slots 2 500 ms (UK Gambling Commission RTS 14: a slot game cycle lasts at least 2.5 s);
//   fishing 400 ms (a shot's flight); card tables 1 500 ms and high-limit ones 3 000 ms (the deal
//   and the reveal); crash 2 000 ms and arcade 1 200 ms (the multiplier's rise at its shortest).

export const demoGames: readonly DemoGame[] = [...slotGames, ...tableGames, ...arcadeGames];

const byCode = new Map(demoGames.map((game) => [game.code, game]));

export function findGame(code: string): DemoGame | undefined {
  return byCode.get(code);
}

/** Why a round cannot be played (play of another engine, bad play, bet out of limits), or null. */
export function validateRound(game: DemoGame, play: Play, bet: number): string | null {
  if (!Number.isInteger(bet) || bet < game.minBet || bet > game.maxBet) {
    return `bet must be an integer from ${game.minBet} to ${game.maxBet}`;
  }
  if (play?.kind !== game.kind) return `this game takes a ${game.kind} play`;
  if (isStepGame(game)) return 'this game is played in steps: /api/round/start and /act';
  switch (game.kind) {
    case 'slots':
      return slotsEngine.validatePlay(game.math, play);
    case 'fishing':
      return fishing.validatePlay(game.math, play);
    case 'roulette':
      return roulette.validatePlay(game.math, play, bet);
    case 'sic-bo':
      return sicBo.validatePlay(game.math, play, bet);
    case 'baccarat':
      return baccarat.validatePlay(game.math, play, bet);
    case 'dragon-tiger':
      return dragonTiger.validatePlay(game.math, play, bet);
    case 'keno':
      return keno.validatePlay(game.math, play);
    case 'plinko':
      return plinko.validatePlay(game.math, play);
    case 'scratch':
      return scratch.validatePlay(game.math, play);
    case 'bingo':
      return bingo.validatePlay(game.math, play);
    default:
      return crash.validatePlay(game.math, play);
  }
}

/** One round of the game; throws a RangeError on a play that `validateRound` refuses. */
export function playRound(game: DemoGame, play: Play, bet: number, random: Random): Outcome {
  const refusal = validateRound(game, play, bet);
  if (refusal) throw new RangeError(refusal);
  if (isStepGame(game)) throw new RangeError('a step game has no one-call round');
  switch (game.kind) {
    case 'slots':
      return slotsEngine.play(game.math, play, bet, random);
    case 'fishing':
      return fishing.play(game.math, play, bet, random);
    case 'roulette':
      return roulette.play(game.math, play, bet, random);
    case 'sic-bo':
      return sicBo.play(game.math, play, bet, random);
    case 'baccarat':
      return baccarat.play(game.math, play, bet, random);
    case 'dragon-tiger':
      return dragonTiger.play(game.math, play, bet, random);
    case 'keno':
      return keno.play(game.math, play, bet, random);
    case 'plinko':
      return plinko.play(game.math, play, bet, random);
    case 'scratch':
      return scratch.play(game.math, play, bet, random);
    case 'bingo':
      return bingo.play(game.math, play, bet, random);
    default:
      return crash.play(game.math, play, bet, random);
  }
}

/** The exact RTP of a play (the game's main bet when none is given). */
export function gameRtp(game: DemoGame, play?: Play): number {
  if (isStepGame(game)) return stepRtp(game);
  switch (game.kind) {
    case 'slots':
      return slotsEngine.exactRtp(game.math);
    case 'fishing':
      return fishing.exactRtp(game.math, play);
    case 'roulette':
      return roulette.exactRtp(game.math, play);
    case 'sic-bo':
      return sicBo.exactRtp(game.math, play);
    case 'baccarat':
      return baccarat.exactRtp(game.math, play);
    case 'dragon-tiger':
      return dragonTiger.exactRtp(game.math, play);
    case 'keno':
      return keno.exactRtp(game.math, play);
    case 'plinko':
      return plinko.exactRtp(game.math, play);
    case 'scratch':
      return scratch.exactRtp(game.math);
    case 'bingo':
      return bingo.exactRtp(game.math);
    default:
      return crash.exactRtp(game.math, play);
  }
}

/** The most one round pays, in bets. */
export function maxMultiplier(game: DemoGame): number {
  if (isStepGame(game)) return stepMaxMultiplier(game);
  switch (game.kind) {
    case 'slots':
      return slotsEngine.maxMultiplier(game.math);
    case 'fishing':
      return fishing.maxMultiplier(game.math);
    case 'roulette':
      return roulette.maxMultiplier(game.math);
    case 'sic-bo':
      return sicBo.maxMultiplier(game.math);
    case 'baccarat':
      return baccarat.maxMultiplier(game.math);
    case 'dragon-tiger':
      return dragonTiger.maxMultiplier(game.math);
    case 'keno':
      return keno.maxMultiplier(game.math);
    case 'plinko':
      return plinko.maxMultiplier(game.math);
    case 'scratch':
      return scratch.maxMultiplier(game.math);
    case 'bingo':
      return bingo.maxMultiplier(game.math);
    default:
      return crash.maxMultiplier(game.math);
  }
}

/** What the game page shows as the game's paytable (engine/payTable). */
export function gamePayTable(game: DemoGame): PayTable {
  if (isStepGame(game)) return stepPayTable(game);
  switch (game.kind) {
    case 'slots':
      return slotsEngine.payTable(game.math);
    case 'fishing':
      return fishing.payTable(game.math);
    case 'roulette':
      return roulette.payTable(game.math);
    case 'sic-bo':
      return sicBo.payTable(game.math);
    case 'baccarat':
      return baccarat.payTable(game.math);
    case 'dragon-tiger':
      return dragonTiger.payTable(game.math);
    case 'keno':
      return keno.payTable(game.math);
    case 'plinko':
      return plinko.payTable(game.math);
    case 'scratch':
      return scratch.payTable(game.math);
    case 'bingo':
      return bingo.payTable(game.math);
    default:
      return crash.payTable(game.math);
  }
}

/**
 * The play the simulator and the page start from: the main bet, a 2.00× cash-out, fish 0; on the
 * layout and card tables one chip of `amount` (the round's bet) on red, small, player or dragon; three keno numbers, a
 * 12-row plinko board.
 */
export function defaultPlay(game: DemoGame, fishTarget = 0, amount = game.minBet): Play {
  if (isStepGame(game)) return { kind: game.kind };
  switch (game.kind) {
    case 'slots':
      return { kind: 'slots' };
    case 'fishing':
      return { kind: 'fishing', target: fishTarget };
    case 'roulette':
      return {
        kind: 'roulette',
        bets: [{ bet: 'red', numbers: [...roulette.outsideNumbers('red')], amount }],
      };
    case 'sic-bo':
      return { kind: 'sic-bo', bets: [{ bet: 'small', numbers: [], amount }] };
    case 'baccarat':
      return { kind: 'baccarat', bets: [{ bet: 'player', numbers: [], amount }] };
    case 'dragon-tiger':
      return { kind: 'dragon-tiger', bets: [{ bet: 'dragon', numbers: [], amount }] };
    case 'keno':
      return { kind: 'keno', picks: [7, 23, 61] };
    case 'plinko':
      return { kind: 'plinko', rows: 12 };
    case 'scratch':
      return { kind: 'scratch' };
    case 'bingo':
      return { kind: 'bingo' };
    default:
      return { kind: 'crash', cashOut: 200 };
  }
}
