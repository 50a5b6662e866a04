import type { Random } from './types';

// What a multi-step engine gives the studio (blackjack, hi-lo, the poker tables): a round starts
// with a deal, takes actions until it is done, and settles with one win. The engine is pure: `random` is its only
// chance and every step answers a new state (the old one is left as it was, so the studio may
// keep it when an action's extra stake is refused).
//
// The studio asks `cost` before an action and takes that extra stake (a debit into the same
// round) before it calls `act`; `idleAction` is what the studio plays for a player who stopped
// answering (the game's stated rule, e.g. blackjack stands).

/** What every step state has: the first stake, all stakes so far, whether it is over, its win. */
export interface StepState {
  /** The first stake (hundredths): the bet and the side bet taken with it. */
  bet: number;
  /** Every stake taken so far, the first included (hundredths). */
  staked: number;
  done: boolean;
  /** What the round pays once done (0 while open). */
  win: number;
}

export interface StepEngine<P, S extends StepState, A extends string> {
  /** The actions it knows (for validation of requests). */
  actions: readonly A[];
  /**
   * The side bet a start may add to the bet (e.g. Pair Plus), by name; none if absent. The
   * first stake is the bet and the side bet together, taken as one debit.
   */
  sideBet?: string;
  deal(params: P, bet: number, random: Random, side?: number): S;
  /** The actions legal now (none once done). */
  legal(params: P, state: S): A[];
  /** The extra stake `action` takes (0 for most). */
  cost(params: P, state: S, action: A): number;
  /** Plays a legal action; throws a RangeError on an illegal one. */
  act(params: P, state: S, action: A, random: Random): S;
  /** What the studio plays for a player who stopped answering. */
  idleAction(params: P, state: S): A;
  /** What the page may see of the state (no hidden card, no shoe). */
  view(params: P, state: S): unknown;
}
