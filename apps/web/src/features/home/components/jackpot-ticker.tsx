import { useEffect, useRef, useState } from 'react';
import type { Activity } from '@lobby/contract/app-config';
import type { JackpotPool, JackpotTierValue } from '@lobby/contract/jackpot';
import { formatHundredths } from '@lobby/contract/values/money';
import { Icon } from '@/components/icon';
import { useTranslation } from '@/i18n/use-translation';
import { easeOutCubic, useFrames, useReducedMotion } from '@/lib/motion';
import { useActivityClick } from '@/lib/use-activity-click';
import { useLobbyLive } from '../api/lobby-live';
import styles from './jackpot-ticker.module.css';

const TIERS: readonly JackpotTierValue[] = ['mega', 'major', 'minor', 'mini'];
const COUNT_MS = 1200;

/**
 * The figures as shown: a change counts from what is on screen to the new figures (eased, whole
 * hundredths all the way), or jumps there when the player asked for less motion. The first
 * figures show as they are.
 */
export function useCountingAmounts(targets: readonly number[]): readonly number[] {
  const reduced = useReducedMotion();
  const frames = useFrames();
  const [shown, setShown] = useState(targets);
  const onScreen = useRef(targets);
  const key = targets.join(',');
  useEffect(() => {
    const from = onScreen.current;
    if (reduced || from.length !== targets.length) {
      onScreen.current = targets;
      return;
    }
    if (from.every((value, i) => value === targets[i])) return;
    void frames(COUNT_MS, (elapsed) => {
      const progress = easeOutCubic(elapsed / COUNT_MS);
      const next = targets.map((to, i) => Math.floor(from[i]! + (to - from[i]!) * progress));
      onScreen.current = next;
      setShown(next);
    });
    // The figures, not the array's identity, decide whether to count.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, reduced]);
  return reduced || shown.length !== targets.length ? targets : shown;
}

/** The four pools in tier order, whatever order they come in. */
const inTierOrder = (pools: readonly JackpotPool[]) =>
  TIERS.flatMap((tier) => pools.filter((pool) => pool.tier === tier));

/**
 * The lobby's jackpot ticker: the pools' total and each pool, counting up as the server's figures
 * grow (anonymous/lobbyLive, polled while the tab is visible). Shown only while the jackpot is
 * live; a tap opens it.
 */
export function JackpotTicker({ activity }: { activity: Activity }) {
  const { t } = useTranslation();
  const { data, isError } = useLobbyLive();
  const open = useActivityClick();
  const pools = inTierOrder(data?.pools ?? []);
  const [total = 0, ...amounts] = useCountingAmounts([
    data?.total ?? 0,
    ...pools.map((pool) => pool.amount),
  ]);
  // Until the first answer, the ticker's room is kept, so the lobby below does not jump.
  if (!data) return isError ? null : <div className={styles.ticker} aria-hidden="true" />;
  if (!data.jackpotLive) return null;
  return (
    <section className={styles.ticker} aria-labelledby="jackpot-ticker-title">
      <div className={styles.head}>
        <Icon name="crown" size={22} className={styles.crown} />
        <div className={styles.heading}>
          <h2 id="jackpot-ticker-title" className={styles.title}>
            {t('lobbyLive.jackpot')}
          </h2>
          <strong className={styles.total} data-testid="jackpot-total">
            {formatHundredths(total)}
          </strong>
        </div>
        <button
          type="button"
          className={styles.open}
          aria-label={t('lobbyLive.openJackpot')}
          onClick={() => open(activity, 'jackpot_ticker')}
        >
          <Icon name="chevron" size={18} />
        </button>
      </div>
      <dl className={styles.pools}>
        {pools.map((pool, i) => (
          <div key={pool.tier} className={styles.pool} data-tier={pool.tier}>
            <dt>{t(`lobbyLive.tier.${pool.tier}`)}</dt>
            <dd data-testid={`jackpot-${pool.tier}`}>{formatHundredths(amounts[i] ?? 0)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
