import type { OpenBonus } from '@lobby/contract/bonus';
import { coinText } from './coins';
import { formatEpoch } from './format-epoch';
import { weightText } from './game-weights';

/** A line's words: an en-US key (`wageringSummary.*`) and its values. */
export interface LineText {
  key: string;
  values?: Record<string, string>;
}

const money = (amount: number) => coinText(amount);

/**
 * The wagering summary in one line (docs/rules.md "Bonus money"), from the bonus wallet's open
 * bonus: "X of Y left to wager · largest bet Z · ends …", or that the wagering is done; and the
 * game's weight ("This game counts 25% toward wagering"). The lobby's game loading screen
 * (components/wagering-summary.tsx) and a built-in game's bet control (play/) both say it so.
 */
export function wageringLineTexts(
  bonus: Pick<OpenBonus, 'wageringLeft' | 'wageringRequired' | 'maxBet' | 'expiresAt'> | null,
  weightBp?: number,
): { bonus: LineText | null; weight: LineText | null } {
  return {
    bonus: !bonus
      ? null
      : bonus.wageringLeft > 0
        ? {
            key: 'wageringSummary.compact',
            values: {
              left: money(bonus.wageringLeft),
              required: money(bonus.wageringRequired),
              maxBet: money(bonus.maxBet),
              ends: formatEpoch(bonus.expiresAt),
            },
          }
        : { key: 'wageringSummary.compactDone' },
    weight:
      weightBp === undefined
        ? null
        : { key: 'wageringSummary.gameWeight', values: { weight: weightText(weightBp) } },
  };
}
