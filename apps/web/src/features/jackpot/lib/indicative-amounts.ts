import { useEffect, useState } from 'react';
import type { JackpotPool, JackpotTierValue } from '@lobby/contract/jackpot';

/** How often the shown amounts are drawn again (the spec: every 6 s). */
export const AMOUNTS_EVERY_MS = 6_000;

export const TIERS: readonly JackpotTierValue[] = ['mega', 'major', 'minor', 'mini'];

export type Pools = Record<JackpotTierValue, Pick<JackpotPool, 'sectionMin' | 'sectionMax'>>;
export type Amounts = Record<JackpotTierValue | 'total', number>;

/**
 * The figures the modal shows (spec: re-drawn within each pool's section, the total their sum):
 * each a whole number of hundredths from its section's least to its most. Display only, so
 * Math.random is enough; the labels say they are indicative.
 */
export function drawAmounts(pools: Pools, random: () => number = Math.random): Amounts {
  const amounts = { mega: 0, major: 0, minor: 0, mini: 0, total: 0 };
  for (const tier of TIERS) {
    const { sectionMin: min, sectionMax } = pools[tier];
    const max = Math.max(min, sectionMax);
    amounts[tier] = Math.min(max, min + Math.floor(random() * (max - min + 1)));
    amounts.total += amounts[tier];
  }
  return amounts;
}

/** The shown amounts, drawn again every AMOUNTS_EVERY_MS and at once when the pools move. */
export function useIndicativeAmounts(pools: Pools): Amounts {
  const key = TIERS.map((tier) => `${pools[tier].sectionMin}-${pools[tier].sectionMax}`).join();
  const [amounts, setAmounts] = useState(() => drawAmounts(pools));
  const [shownKey, setShownKey] = useState(key);
  if (shownKey !== key) {
    setShownKey(key);
    setAmounts(drawAmounts(pools));
  }
  useEffect(() => {
    const id = window.setInterval(() => setAmounts(drawAmounts(pools)), AMOUNTS_EVERY_MS);
    return () => window.clearInterval(id);
    // The ranges, not the object holding them, decide when to start again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return amounts;
}
