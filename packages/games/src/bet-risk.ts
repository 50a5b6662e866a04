import { crashRtp, assertCrashTarget } from './crash';
import { DICE_ROLLS, diceMultiplierE4, diceWinningRolls, type DiceDirection } from './dice';
import { minesMultiplierE4, minesRtp } from './mines';
import { applyMultiplierE4 } from './money';
import type { FairGame } from './fair-games';

/**
 * What a bet risks, where the game can tell: its chance to win and what a win pays. Wagering
 * counts a bet by it (docs/rules.md "Bonus money": a near-certain win is no risk), and a game's
 * maximum win refuses a bet whose win could pass it before the round is played.
 */
export interface BetRisk {
  /** Chance to win, in basis points, rounded down. */
  winChanceBp: number;
  /** What a win pays, as a multiple of the bet × 10⁴ (stake included). */
  oddsE4: number;
}

export interface RiskParams {
  direction?: DiceDirection | undefined;
  target?: number | undefined;
  mines?: number | undefined;
  /** The tiles a mines bet opens (their count is what matters). */
  picks?: readonly number[] | undefined;
}

const bp = (chance: number) => Math.floor(chance * 10_000 + 1e-9);

/**
 * The risk of a bet with these parameters; null for the slot, whose rounds pay many amounts.
 * Throws RangeError for parameters the game refuses, as the game itself does.
 */
export const betRisk = (game: FairGame, params: RiskParams): BetRisk | null => {
  switch (game) {
    case 'dice': {
      if (params.direction === undefined || params.target === undefined)
        throw new RangeError('dice needs a direction and a target');
      const rolls = diceWinningRolls(params.direction, params.target);
      return {
        winChanceBp: bp(rolls / DICE_ROLLS),
        oddsE4: diceMultiplierE4(params.direction, params.target),
      };
    }
    case 'crash': {
      if (params.target === undefined) throw new RangeError('crash needs a target');
      assertCrashTarget(params.target);
      return {
        winChanceBp: bp((crashRtp(params.target) * 100) / params.target),
        oddsE4: params.target * 100,
      };
    }
    case 'mines': {
      if (params.mines === undefined || params.picks === undefined)
        throw new RangeError('mines needs mines and picks');
      const picks = params.picks.length;
      const oddsE4 = minesMultiplierE4(params.mines, picks);
      return {
        winChanceBp: bp(minesRtp(params.mines, picks) / (oddsE4 / 10_000)),
        oddsE4,
      };
    }
    case 'slot':
      return null;
  }
};

/** The most a bet of `amount` can win (stake included); null when the game sets no bound. */
export const maxPayout = (amount: number, risk: BetRisk | null): number | null =>
  risk === null ? null : applyMultiplierE4(amount, risk.oddsE4);

/** A payout held to a game's maximum win (0: none), for games whose rounds have no bound. */
export const capPayout = (payout: number, maxWin: number): number =>
  maxWin > 0 && payout > maxWin ? maxWin : payout;
