import { createContext, useCallback, useContext, useEffect, useRef, useState } from 'react';
import type { OpenBonus, PayFromValue } from '@lobby/contract/bonus';
import { playCall } from './play-api';
import { playErrorText, type PlayErrorText } from './play-errors';

/** The player's two balances, what their bets are paid from first, and the open bonus. */
export interface BetFunding {
  coin: number;
  bonusCoin: number;
  payFrom: PayFromValue;
  /** The bonus wallet's open bonus (its wagering, largest bet, end), while a bonus balance is held. */
  open?: OpenBonus | null;
}

/**
 * Whether a bet of `bet` would be paid from the bonus balance: the rule `seamless_debit_plan`
 * applies (docs/rules.md "Bonus money"), told ahead for what the page shows. The player's first
 * choice when it covers the bet, else the other when it covers it; the bonus only while open.
 */
export const paidFromBonus = (funding: BetFunding, bet: number) =>
  Boolean(funding.open) &&
  funding.bonusCoin >= bet &&
  (funding.payFrom === 'bonus' || funding.coin < bet);

/**
 * What a signed-in player's bets are paid from (docs/rules.md "Bonus money"): the balances
 * read when the page is ready and again after each settled round (`lastRound`, the last one
 * played) while a bonus balance is there (a page without one asks nothing more), with the open
 * bonus from the bonus wallet (the one source of the wagering figures, as the lobby's summary),
 * and the player's choice, saved by bonusPayFrom.
 */
export function useBetFunding(enabled: boolean, lastRound: unknown) {
  const [funding, setFunding] = useState<BetFunding | null>(null);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<PlayErrorText | null>(null);
  const hasBonus = useRef(true);

  useEffect(() => {
    if (!enabled || !hasBonus.current) return;
    let cancelled = false;
    const read = async () => {
      const data = await playCall('refreshData', {});
      hasBonus.current = data.bonusCoin > 0;
      // Without the wallet the control still shows; the line waits for the next round.
      const wallet = hasBonus.current ? await playCall('bonusWallet', {}).catch(() => null) : null;
      if (cancelled) return;
      setFunding({
        coin: data.coin,
        bonusCoin: data.bonusCoin,
        payFrom: wallet?.payFrom ?? data.bonusPayFrom,
        open: wallet?.open ?? null,
      });
    };
    // The control waits for the next round; the game plays on meanwhile.
    read().catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [enabled, lastRound]);

  const choose = useCallback(async (payFrom: PayFromValue) => {
    setSaving(true);
    setError(null);
    try {
      const answer = await playCall('bonusPayFrom', { payFrom });
      setFunding((now) => (now ? { ...now, payFrom: answer.payFrom } : now));
    } catch (caught) {
      setError(playErrorText(caught));
    } finally {
      setSaving(false);
    }
  }, []);

  return { funding, saving, error, choose };
}

/** What the game page's bet control reads: the funding above and this game's weight. */
export interface BetFundingView {
  funding: BetFunding | null;
  wagerWeightBp: number | null;
}

export const BetFundingContext = createContext<BetFundingView>({
  funding: null,
  wagerWeightBp: null,
});

export const useBetFundingView = () => useContext(BetFundingContext);
