import { useEffect, useRef, useState } from 'react';
import type { Activity } from '@lobby/contract/app-config';
import { Icon } from '@/components/icon';
import { useTranslation } from '@/i18n/use-translation';
import { easeOutCubic, useFrames, useReducedMotion } from '@/lib/motion';
import { JACKPOT_TIERS, useJackpotFigures } from '@/lib/jackpot-figures';
import { useActivityClick } from '@/lib/use-activity-click';
import styles from './jackpot-ticker.module.css';
import { Amount } from '@/components/amount';

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

/**
 * The lobby's jackpot ticker: the pools' total and each pool as every jackpot view shows them
 * (lib/jackpot-figures.ts: the one source, re-drawn every 6 s within the band below each pool),
 * counting to the new figures. Shown only while the jackpot is live; a tap opens it.
 */
export function JackpotTicker({ activity }: { activity: Activity }) {
  const { t } = useTranslation();
  const { figures, live, isError } = useJackpotFigures();
  const open = useActivityClick();
  // Nothing to count from until the first answer: its figures show as they are.
  const [total = 0, ...amounts] = useCountingAmounts(
    figures ? [figures.total, ...JACKPOT_TIERS.map((tier) => figures.pools[tier].shown)] : [],
  );
  // Until the first answer, the ticker's room is kept, so the lobby below does not jump.
  if (!figures) return isError ? null : <div className={styles.ticker} aria-hidden="true" />;
  if (!live) return null;
  return (
    <section className={styles.ticker} aria-labelledby="jackpot-ticker-title">
      <div className={styles.head}>
        <Icon name="crown" size={22} className={styles.crown} />
        <div className={styles.heading}>
          <h2 id="jackpot-ticker-title" className={styles.title}>
            {t('lobbyLive.jackpot')}
          </h2>
          <strong className={styles.total} data-testid="jackpot-total">
            <Amount value={total} />
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
        {JACKPOT_TIERS.map((tier, i) => (
          <div key={tier} className={styles.pool} data-tier={tier}>
            <dt>{t(`lobbyLive.tier.${tier}`)}</dt>
            <dd data-testid={`jackpot-${tier}`}>
              <Amount value={amounts[i] ?? 0} />
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
