import { crashPoint } from '../crash';
import { diceRoll } from '../dice';
import type { FairGame } from '../fair-games';
import { MINES_MAX, MINES_MIN, minesOrder } from '../mines';
import { slotRound, type SlotRound } from '../slot';
import { FloatStream } from './fairness';

// Recomputes a round from its revealed seeds, for `anonymous/fairVerify` and for players: what
// a round's outcome is before any bet is applied to it.

export interface VerifyOutcomes {
  /** Hundredths: 5023 is 50.23. */
  dice: { roll: number };
  /** Hundredths of a multiplier: 247 is 2.47×. */
  crash: { crashPoint: number };
  /** The shuffled tiles (25); the first m are the mines of an m-mine round, listed ascending in
   * `mines` when the mine count is given. */
  mines: { order: number[]; mines?: number[] };
  slot: SlotRound;
}

export interface VerifyParams {
  dice: undefined;
  crash: undefined;
  mines: { mines?: number } | undefined;
  slot: undefined;
}

export function verify<G extends FairGame>(
  game: G,
  serverSeed: string,
  clientSeed: string,
  nonce: number,
  params?: VerifyParams[G],
): VerifyOutcomes[G];
export function verify(
  game: FairGame,
  serverSeed: string,
  clientSeed: string,
  nonce: number,
  params?: { mines?: number },
): VerifyOutcomes[FairGame] {
  const source = new FloatStream({ serverSeed, clientSeed, nonce });
  switch (game) {
    case 'dice':
      return { roll: diceRoll(source.next()) };
    case 'crash':
      return { crashPoint: crashPoint(source.next()) };
    case 'mines': {
      const order = minesOrder(source);
      const count = params?.mines;
      if (count === undefined) return { order };
      if (!Number.isSafeInteger(count) || count < MINES_MIN || count > MINES_MAX) {
        throw new RangeError('mines must be an integer from 1 to 24');
      }
      return { order, mines: order.slice(0, count).sort((a, b) => a - b) };
    }
    case 'slot':
      return slotRound(source);
    default:
      throw new RangeError(`not a provably fair game: ${String(game)}`);
  }
}
