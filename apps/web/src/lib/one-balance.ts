import { coinText } from './coins';

const money = (data: Record<string, unknown>, key: string) => {
  const value = data[key];
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0
    ? coinText(value)
    : undefined;
};

/**
 * The values of BET_NEEDS_ONE_BALANCE's words (a bet neither balance covers alone while both
 * together would; a bet is never split, docs/rules.md "Bonus money"): the bet, each balance and
 * the largest bet one balance pays now, when its data names them all. The lobby's refusal texts
 * and the game pages' both read it.
 */
export function oneBalanceValues(
  data: unknown,
): { bet: string; cash: string; bonus: string; largest: string } | undefined {
  const record = (data ?? {}) as Record<string, unknown>;
  const bet = money(record, 'bet');
  const cash = money(record, 'cash');
  const bonus = money(record, 'bonus');
  const largest = money(record, 'largestBet');
  return bet && cash && bonus && largest ? { bet, cash, bonus, largest } : undefined;
}
