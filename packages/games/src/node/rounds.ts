import { crashFromFloats, type CrashBet, type CrashOutcome } from '../crash';
import { diceFromFloats, type DiceBet, type DiceOutcome } from '../dice';
import type { Seeds } from '../float-source';
import {
  MINES_TILES,
  assertMines,
  minesFromFloats,
  shuffleTiles,
  type MinesBet,
  type MinesOutcome,
} from '../mines';
import { slotFromFloats, type SlotBet, type SlotOutcome } from '../slot';
import { FloatStream } from './fairness';

// A round of each game from its seeds: the games' math over the bet's HMAC floats.

export function playDice(seeds: Seeds, bet: DiceBet): DiceOutcome {
  return diceFromFloats(new FloatStream(seeds), bet);
}

export function playCrash(seeds: Seeds, bet: CrashBet): CrashOutcome {
  return crashFromFloats(new FloatStream(seeds), bet);
}

export function playMines(seeds: Seeds, bet: MinesBet): MinesOutcome {
  return minesFromFloats(new FloatStream(seeds), bet);
}

/** The mines of an m-mine round, ascending. */
export function minePositions(seeds: Seeds, mines: number): number[] {
  assertMines(mines);
  const board = shuffleTiles(new FloatStream(seeds), mines, new Uint8Array(MINES_TILES));
  return Array.from(board.subarray(0, mines)).sort((a, b) => a - b);
}

export function playSlot(seeds: Seeds, bet: SlotBet): SlotOutcome {
  return slotFromFloats(new FloatStream(seeds), bet);
}
