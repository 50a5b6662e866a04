import type { AppConfig } from '@lobby/contract/app-config';

/** How much of a bet counts toward wagering, as a percent text ("25%"), from basis points. */
export const weightText = (bp: number) => `${Math.floor(bp / 100)}%`;

/**
 * Each game type's weight toward wagering (docs/rules.md "Bonus money", "Valid bets"), from the
 * served games of that type: one figure when they agree, else their lowest and highest. Types
 * with no enabled game are left out; in the lobby's order.
 */
export function typeWeights(
  config: Pick<AppConfig, 'games' | 'gameTypes'>,
): { typeId: number; name: string; min: number; max: number }[] {
  return [...config.gameTypes]
    .sort((a, b) => a.sort - b.sort)
    .flatMap((type) => {
      const weights = config.games
        .filter((g) => g.typeId === type.id && g.enabled !== false)
        .map((g) => g.wagerWeightBp);
      if (weights.length === 0) return [];
      return [
        { typeId: type.id, name: type.name, min: Math.min(...weights), max: Math.max(...weights) },
      ];
    });
}

/** A type's weight as the player reads it: "25%", or "10–100%" when its games differ. */
export const rangeText = ({ min, max }: { min: number; max: number }) =>
  min === max ? weightText(min) : `${weightText(min)}–${weightText(max)}`;
