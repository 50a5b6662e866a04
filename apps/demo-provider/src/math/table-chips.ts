import { isIntegerIn } from './draw';
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

/**
 * The chip rule of a card table's bets (baccarat, dragon tiger): one of `names`, no numbers, an
 * amount of at least `minChip`. A bet named twice is refused by `validateNamedChips`.
 */
export function validateNamedChips(
  bets: readonly TableBet[] | undefined,
  names: readonly string[],
  minChip: number,
  bet?: number,
): string | null {
  const refusal = validateChips(
    bets,
    names.length,
    (chip) => {
      if (typeof chip !== 'object' || chip === null) return 'a bet must be an object';
      if (!names.includes(chip.bet)) return `bet must be one of ${names.join(', ')}`;
      if (!Array.isArray(chip.numbers) || chip.numbers.length > 0) return 'a bet names no numbers';
      if (!isIntegerIn(chip.amount, minChip, Number.MAX_SAFE_INTEGER))
        return `each bet's amount must be an integer of at least ${minChip}`;
      return null;
    },
    bet,
  );
  if (refusal) return refusal;
  const named = new Set(bets!.map((chip) => chip.bet));
  return named.size === bets!.length ? null : 'each bet may be placed once a round';
}

/** A round's RTP: its chips' RTPs (`rtpOf` each bet) weighed by their amounts. */
export function weighedRtp(bets: readonly TableBet[], rtpOf: (bet: string) => number): number {
  const total = bets.reduce((sum, chip) => sum + chip.amount, 0);
  return bets.reduce((sum, chip) => sum + (chip.amount / total) * rtpOf(chip.bet), 0);
}
