import { useEffect, useId, useRef } from 'react';
import { PropId, propKind } from '@lobby/contract/values/enums';
import { formatReward } from '@lobby/contract/values/money';
import { useTranslation } from '../i18n/use-translation';
import type { RewardLine } from '../lib/modal-manager';
import { Icon } from './icon';
import { CoinGlyph } from './logo';
import styles from './reward-modal.module.css';

/** Props counted one by one (coupons, draw chances), not in hundredths. */
const isCounted = (propId: number) =>
  propKind(propId).endsWith('Coupon') || propId === PropId.DrawChance;

/** The i18n key of a prop's name in the modal ("Coins", "Points" …). */
const labelKey = (propId: number) => {
  if (propId === PropId.DrawChance) return 'rewardModal.drawChance';
  switch (propKind(propId)) {
    case 'coin':
      return 'rewardModal.coin';
    case 'points':
      return 'rewardModal.points';
    case 'liveness':
      return 'rewardModal.liveness';
    case 'generalCoupon':
    case 'fixedCoupon':
    case 'giveCoupon':
      return 'rewardModal.coupon';
    default:
      return 'rewardModal.item';
  }
};

function PropGlyph({ propId }: { propId: number }) {
  switch (propKind(propId)) {
    case 'coin':
      return <CoinGlyph size={48} />;
    case 'points':
      return <Icon name="star" size={44} className={styles.glyph} />;
    case 'liveness':
      return <Icon name="flame" size={44} className={styles.glyph} />;
    default:
      return <Icon name="gift" size={44} className={styles.glyph} />;
  }
}

/**
 * What a claim paid (spec: after every claim): a big amount per prop with its icon, then "TAP
 * THE SCREEN TO CONTINUE". A tap or click anywhere, Escape, Enter or Space closes it; focus moves
 * into it as it opens and back to where it was as it closes.
 */
export function RewardModal({ awards, onClose }: { awards: RewardLine[]; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const hintId = useId();
  const ref = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    ref.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      // Nothing in it takes focus: Tab stays on the dialog.
      if (e.key === 'Tab') {
        e.preventDefault();
        ref.current?.focus();
      } else if (e.key === 'Escape' || e.key === 'Enter' || e.key === ' ') {
        e.preventDefault();
        onCloseRef.current();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('keydown', onKey);
      if (before?.isConnected) before.focus();
    };
  }, []);

  return (
    <div className={styles.backdrop} onClick={() => onCloseRef.current()}>
      <div
        ref={ref}
        className={styles.dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={hintId}
        tabIndex={-1}
        data-testid="reward-modal"
      >
        <h2 id={titleId} className={styles.title}>
          {t('rewardModal.title')}
        </h2>
        <ul className={styles.awards}>
          {awards.map((award) => (
            <li key={award.propId} className={styles.award}>
              <PropGlyph propId={award.propId} />
              {/* A coupon's or a draw chance's count is how many, not hundredths. */}
              <span className={styles.amount}>
                +{isCounted(award.propId) ? award.count : formatReward(award.count)}
              </span>
              <span className={styles.label}>{t(labelKey(award.propId))}</span>
            </li>
          ))}
        </ul>
        <p id={hintId} className={styles.hint}>
          {t('rewardModal.tapToContinue')}
        </p>
      </div>
    </div>
  );
}
