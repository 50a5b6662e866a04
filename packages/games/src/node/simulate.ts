import { CRASH_RTP, assertCrashTarget, crashPoint, crashRtp } from '../crash';
import {
  DICE_RTP,
  diceMultiplierE4,
  diceRoll,
  diceRtp,
  diceWins,
  type DiceDirection,
} from '../dice';
import type { FairGame } from '../fair-games';
import { MINES_RTP, MINES_TILES, minesMultiplierE4, minesRtp, shuffleTiles } from '../mines';
import { applyMultiplierE4, mulDivFloor } from '../money';
import { SLOT_LINES, SLOT_RTP, slotRoundWin } from '../slot';
import { FloatStream } from './fairness';

// Many rounds of one game with one bet, on consecutive nonces of one seed pair, without building
// outcomes: the measured RTP and the spread of per-round returns behind its confidence interval.

export interface SimParams {
  dice: { direction: DiceDirection; target: number };
  crash: { target: number };
  /** The player opens tiles 0 … picks − 1 (mines are uniform, so which tiles does not matter). */
  mines: { mines: number; picks: number };
  slot: Record<string, never>;
}

export const SIM_DEFAULTS: SimParams = {
  dice: { direction: 'over', target: 5_050 },
  crash: { target: 200 },
  mines: { mines: 3, picks: 3 },
  slot: {},
};

/** 100.00: every multiplier of the tables (× 10⁴, × 10², slot ÷ 10) pays it without rounding. */
export const SIM_BET = 10_000;

export interface SimRange {
  serverSeed: string;
  clientSeed: string;
  firstNonce: number;
  rounds: number;
}

export interface SimTotals {
  rounds: number;
  wagered: number;
  returned: number;
  /** Σ (payout / bet)². */
  squares: number;
}

export function declaredRtp(game: FairGame): number {
  return { dice: DICE_RTP, crash: CRASH_RTP, mines: MINES_RTP, slot: SLOT_RTP }[game];
}

/** The exact RTP of the simulated bet (the declared one is its bound or, for the slot, itself). */
export function exactRtp<G extends FairGame>(game: G, params: SimParams[G]): number {
  switch (game) {
    case 'dice': {
      const { direction, target } = params as SimParams['dice'];
      return diceRtp(direction, target);
    }
    case 'crash':
      return crashRtp((params as SimParams['crash']).target);
    case 'mines': {
      const { mines, picks } = params as SimParams['mines'];
      return minesRtp(mines, picks);
    }
    default:
      return SLOT_RTP;
  }
}

function payoutFunction<G extends FairGame>(
  game: G,
  params: SimParams[G],
  stream: FloatStream,
): () => number {
  switch (game) {
    case 'dice': {
      const { direction, target } = params as SimParams['dice'];
      const win = applyMultiplierE4(SIM_BET, diceMultiplierE4(direction, target));
      return () => (diceWins(diceRoll(stream.next()), direction, target) ? win : 0);
    }
    case 'crash': {
      const { target } = params as SimParams['crash'];
      assertCrashTarget(target);
      const win = mulDivFloor(SIM_BET, target, 100);
      return () => (crashPoint(stream.next()) >= target ? win : 0);
    }
    case 'mines': {
      const { mines, picks } = params as SimParams['mines'];
      const win = applyMultiplierE4(SIM_BET, minesMultiplierE4(mines, picks));
      const board = new Uint8Array(MINES_TILES);
      return () => {
        shuffleTiles(stream, mines, board);
        for (let i = 0; i < mines; i++) if (board[i]! < picks) return 0;
        return win;
      };
    }
    default:
      return () => mulDivFloor(SIM_BET, slotRoundWin(stream), SLOT_LINES);
  }
}

export function simulate<G extends FairGame>(
  game: G,
  params: SimParams[G],
  range: SimRange,
): SimTotals {
  const stream = new FloatStream();
  const payout = payoutFunction(game, params, stream);
  let returned = 0;
  let squares = 0;
  const end = range.firstNonce + range.rounds;
  for (let nonce = range.firstNonce; nonce < end; nonce++) {
    stream.reset(range.serverSeed, range.clientSeed, nonce);
    const paid = payout();
    returned += paid;
    const ratio = paid / SIM_BET;
    squares += ratio * ratio;
  }
  return { rounds: range.rounds, wagered: range.rounds * SIM_BET, returned, squares };
}

export function addTotals(a: SimTotals, b: SimTotals): SimTotals {
  return {
    rounds: a.rounds + b.rounds,
    wagered: a.wagered + b.wagered,
    returned: a.returned + b.returned,
    squares: a.squares + b.squares,
  };
}

export interface SimSummary {
  rtp: number;
  /** Standard deviation of one round's return, in bets. */
  deviation: number;
  /** Half the width of the 95% confidence interval of the RTP. */
  margin: number;
  declared: number;
  /** rtp − declared. */
  difference: number;
  /** |rtp − declared| ≤ tolerance. */
  within: boolean;
}

export const RTP_TOLERANCE = 0.003;

export function summarize(totals: SimTotals, declared: number): SimSummary {
  const n = totals.rounds;
  const rtp = totals.returned / totals.wagered;
  const variance = n > 1 ? Math.max(0, (totals.squares - n * rtp * rtp) / (n - 1)) : 0;
  const deviation = Math.sqrt(variance);
  const margin = 1.959964 * Math.sqrt(variance / n);
  const difference = rtp - declared;
  return {
    rtp,
    deviation,
    margin,
    declared,
    difference,
    within: Math.abs(difference) <= RTP_TOLERANCE,
  };
}
