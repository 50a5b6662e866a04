import { useCallback, useEffect, useRef, useState } from 'react';
import type { PayFromValue } from '@lobby/contract/bonus';
import { playCall } from './play-api';
import { playErrorText, type PlayErrorText } from './play-errors';

/** The player's two balances and what their bets are paid from first. */
export interface BetFunding {
  coin: number;
  bonusCoin: number;
  payFrom: PayFromValue;
}

/**
 * What a signed-in player's bets are paid from (docs/rules.md "Bonus money"): the balances
 * read when the page is ready and again after each settled round (`lastRound`, the last one
 * played) while a bonus balance is there (a page without one asks nothing more), and the
 * player's choice, saved by bonusPayFrom.
 */
export function useBetFunding(enabled: boolean, lastRound: unknown) {
  const [funding, setFunding] = useState<BetFunding | null>(null);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<PlayErrorText | null>(null);
  const hasBonus = useRef(true);

  useEffect(() => {
    if (!enabled || !hasBonus.current) return;
    let cancelled = false;
    playCall('refreshData', {})
      .then((data) => {
        if (cancelled) return;
        hasBonus.current = data.bonusCoin > 0;
        setFunding({ coin: data.coin, bonusCoin: data.bonusCoin, payFrom: data.bonusPayFrom });
      })
      // The control waits for the next round; the game plays on meanwhile.
      .catch(() => undefined);
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
