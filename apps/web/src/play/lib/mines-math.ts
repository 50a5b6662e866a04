import { MINES_MAX, MINES_MIN, MINES_TILES, binomial } from '@lobby/games/mines';

// How the mines page lets the player choose (docs/fairness.md "Mines"); what a cash-out pays is
// the game's own table (@lobby/games/mines).

export const DEFAULT_MINES = 3;

/** The chance (hundredths of a percent, floored) that `picks` tiles are all safe. */
export const minesSurvivalChance = (mines: number, picks: number): number =>
  Math.floor((binomial(MINES_TILES - mines, picks) * 10_000) / binomial(MINES_TILES, picks) + 1e-9);

export const maxPicks = (mines: number): number => MINES_TILES - mines;

export const clampMines = (mines: number): number =>
  Math.min(MINES_MAX, Math.max(MINES_MIN, Math.round(mines)));

/** Toggles `tile` in the ordered picks; a new tile goes last, as long as there is room. */
export function togglePick(picks: readonly number[], tile: number, mines: number): number[] {
  if (picks.includes(tile)) return picks.filter((t) => t !== tile);
  if (picks.length >= maxPicks(mines)) return [...picks];
  return [...picks, tile];
}

/** `count` distinct random tiles (a convenience for choosing, not for deciding anything). */
export function randomPicks(count: number, random: () => number = Math.random): number[] {
  const tiles = Array.from({ length: MINES_TILES }, (_, i) => i);
  for (let i = tiles.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [tiles[i], tiles[j]] = [tiles[j]!, tiles[i]!];
  }
  return tiles.slice(0, Math.max(0, Math.min(count, MINES_TILES)));
}
