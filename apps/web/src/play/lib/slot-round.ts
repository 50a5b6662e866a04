import type { SlotRound, SlotSpin, SlotSymbol } from '@lobby/games/slot';
import { SLOT_PAYLINES, SLOT_REEL_COUNT, SLOT_REELS, SLOT_ROWS } from '@lobby/games/slot-table';

/** A cell of the 5×3 window: reel 0 … 4 (left to right), row 0 … 2 (top to bottom). */
export const cellKey = (reel: number, row: number) => `${reel}:${row}`;

/**
 * The cells a spin's wins light up: on each winning line, the cells of the run that pays (the
 * first `count` reels), and every scatter when three or more pay.
 */
export function winningCells(
  spin: Pick<SlotSpin, 'lineWins' | 'window' | 'scatters'>,
): Set<string> {
  const cells = new Set<string>();
  for (const win of spin.lineWins) {
    const rows = SLOT_PAYLINES[win.line];
    if (!rows) continue;
    for (let reel = 0; reel < win.count && reel < SLOT_REEL_COUNT; reel++) {
      cells.add(cellKey(reel, rows[reel]!));
    }
  }
  if (spin.scatters >= 3) {
    spin.window.forEach((column, reel) =>
      column.forEach((symbol, row) => {
        if (symbol === 'scatter') cells.add(cellKey(reel, row));
      }),
    );
  }
  return cells;
}

/** The centre of each cell a line crosses, in cell units (x 0.5 … 4.5, y 0.5 … 2.5). */
export const paylinePoints = (line: number): [number, number][] =>
  (SLOT_PAYLINES[line] ?? []).map((row, reel) => [reel + 0.5, row + 0.5]);

/**
 * The symbols a reel shows as it lands on `stop`, top to bottom: its window (strip[stop],
 * strip[stop + 1], strip[stop + 2]) and then the strip onwards. Reels turn downwards, so the column
 * slides down from its far end until the window shows, and the symbols that pass last are the ones
 * that follow the stop on the strip, as on a physical reel.
 */
export function landingStrip(reel: number, stop: number, length: number): SlotSymbol[] {
  const strip = SLOT_REELS[reel] ?? [];
  return Array.from({ length }, (_, i) => strip[(stop + i) % strip.length]!);
}

/** Whether a value from the server has the shape of a slot round (spins with 5×3 windows). */
export function isSlotRound(value: unknown): value is SlotRound {
  const round = value as Partial<SlotRound> | null;
  return (
    typeof round === 'object' &&
    round !== null &&
    Array.isArray(round.spins) &&
    round.spins.length > 0 &&
    round.spins.every(
      (spin) =>
        Array.isArray(spin.window) &&
        spin.window.length === SLOT_REEL_COUNT &&
        spin.window.every((column) => Array.isArray(column) && column.length === SLOT_ROWS) &&
        Array.isArray(spin.lineWins),
    ) &&
    typeof round.totalWin === 'number'
  );
}
