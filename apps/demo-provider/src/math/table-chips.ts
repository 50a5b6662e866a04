import type { TableBet } from './types';

/**
 * Why a layout table's chips cannot be a round of `bet`, or null: at least one chip, at most
 * `maxChips`, each one valid by the game's own `validateChip`, and together the round's bet
 * (when one is given). Roulette and sic bo share it; only their chips differ.
 */
export function validateChips(
  bets: readonly TableBet[] | undefined,
  maxChips: number,
  validateChip: (chip: TableBet) => string | null,
  bet?: number,
): string | null {
  if (!Array.isArray(bets) || bets.length === 0) return 'place at least one bet';
  if (bets.length > maxChips) return `at most ${maxChips} bets a round`;
  for (const chip of bets) {
    const refusal = validateChip(chip);
    if (refusal) return refusal;
  }
  const total = bets.reduce((sum, chip) => sum + chip.amount, 0);
  if (bet !== undefined && total !== bet) {
    return `the bets add up to ${total}, not the round's bet of ${bet}`;
  }
  return null;
}
