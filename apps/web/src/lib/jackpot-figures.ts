import { useSyncExternalStore } from 'react';
import type { JackpotPool, JackpotTierValue } from '@lobby/contract/jackpot';
import {
  JACKPOT_SHOWN_EVERY_MS,
  shownPeriodOf,
  shownPoolFigure,
} from '@lobby/contract/values/jackpot-figures';
import { useLobbyLive } from './lobby-live';

export const JACKPOT_TIERS: readonly JackpotTierValue[] = ['mega', 'major', 'minor', 'mini'];

/** A pool as the views show it: its real amount, the figure shown now, and what a win pays at most. */
export interface PoolFigure {
  tier: JackpotTierValue;
  /** What the pool holds (the server's figure). */
  amount: number;
  /** The figure shown in this 6 s period: within the band below `amount`, never above it. */
  shown: number;
  /** "Could win up to": the wheel's largest share of the pool (the server's `sectionMax`). */
  upTo: number;
}

export interface JackpotFigures {
  pools: Record<JackpotTierValue, PoolFigure>;
  /** The shown figures' sum. */
  total: number;
}

/** The figures of a set of pools in a 6 s period (pure; the views' hook below ticks it). */
export const figuresOf = (
  pools: readonly Pick<JackpotPool, 'tier' | 'amount' | 'sectionMax'>[],
  period: number,
): JackpotFigures => {
  const byTier = {} as Record<JackpotTierValue, PoolFigure>;
  let total = 0;
  JACKPOT_TIERS.forEach((tier, salt) => {
    const pool = pools.find((p) => p.tier === tier);
    const amount = pool?.amount ?? 0;
    const shown = shownPoolFigure(amount, period, salt);
    byTier[tier] = { tier, amount, shown, upTo: Math.min(pool?.sectionMax ?? 0, amount) };
    total += shown;
  });
  return { pools: byTier, total };
};

// The 6 s period every view shows, one for all of them: one timer while any view is mounted, so
// two views on screen never show two figures for one pool.
let period = shownPeriodOf(Date.now());
const listeners = new Set<() => void>();
let timer: number | undefined;

const subscribePeriod = (listener: () => void) => {
  listeners.add(listener);
  if (timer === undefined) {
    period = shownPeriodOf(Date.now());
    timer = window.setInterval(() => {
      const now = shownPeriodOf(Date.now());
      if (now === period) return;
      period = now;
      for (const tell of listeners) tell();
    }, JACKPOT_SHOWN_EVERY_MS);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      window.clearInterval(timer);
      timer = undefined;
    }
  };
};

/** The 6 s period the views show now (the clock's own before any view is mounted). */
const currentPeriod = () => (timer === undefined ? shownPeriodOf(Date.now()) : period);
const useShownPeriod = () => useSyncExternalStore(subscribePeriod, currentPeriod);

/**
 * The jackpot's figures, from the one source (anonymous/lobbyLive, lib/lobby-live.ts), as the
 * lobby's ticker, the jackpot page and its modal all show them: the same figure in every view at
 * the same moment. `live` is the server's `jackpotLive`; until the first answer, the figures of
 * `fallback` (the jackpot page's own answer's pools), else undefined.
 */
export function useJackpotFigures(fallback?: readonly JackpotPool[]) {
  const { data, isError } = useLobbyLive();
  const period = useShownPeriod();
  const pools = data?.pools ?? fallback;
  return {
    isError,
    live: data?.jackpotLive,
    figures: pools ? figuresOf(pools, period) : undefined,
  };
}

/** What a win of each pool pays at most, as the grid's jackpot cells say it. */
export const upToOf = (figures: JackpotFigures) =>
  Object.fromEntries(
    JACKPOT_TIERS.map((tier) => [tier, { sectionMax: figures.pools[tier].upTo }]),
  ) as Record<JackpotTierValue, { sectionMax: number }>;
