import type { FloatSource } from './float-source';
import { wheelSector } from './wheel';

// The lucky jackpot's draw (docs/fairness.md "Jackpot draw"): the first float picks one of the
// grid's cells by weight; a jackpot cell (type 2) then reads the second float for the wheel's
// sector, which sets the share of that tier's pool paid. Pure and browser-safe, so the fairness
// page recomputes a draw from its revealed seed with the server's own math.

/** What a draw needs of a cell: its weight, and whether it is a jackpot tier (type 2). */
export interface JackpotCellWeight {
  weight: number;
  type: 1 | 2;
}

export interface JackpotOutcome {
  /** The cell's index in grid order. */
  cell: number;
  /** The wheel's sector for a type 2 cell; null for a fixed prize. */
  wheelSector: number | null;
}

export function jackpotDraw(
  source: FloatSource,
  cells: readonly JackpotCellWeight[],
  wheelWeights: readonly number[],
): JackpotOutcome {
  const cell = wheelSector(
    source,
    cells.map((c) => c.weight),
  );
  if (cells[cell]!.type !== 2) return { cell, wheelSector: null };
  return { cell, wheelSector: wheelSector(source, wheelWeights) };
}
