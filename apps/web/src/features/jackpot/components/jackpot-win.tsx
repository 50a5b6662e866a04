import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import type { JackpotWheelSector } from '@lobby/contract/jackpot';
import { Button } from '@/components/button';
import { Modal } from '@/components/modal';
import { landOn, Wheel } from '@/components/wheel';
import { useTranslation } from '@/i18n/use-translation';
import type { JackpotDrawAnswer } from '../api/receive-draw-chance';
import { WHEEL_SPIN_MS } from '../lib/draw-steps';
import { tierOf } from '../lib/prize';
import styles from './jackpot.module.css';
import { coinText } from '@/lib/coins';

const percent = (bp: number) => (bp / 100).toFixed(2).replace(/\.?0+$/, '');

/**
 * A jackpot cell's sequel: the four-sector wheel turns for WHEEL_SPIN_MS to the drawn share
 * (`turning`), then the award popup says what it paid. It floats over the page (and over the
 * jackpot modal) in a portal; it closes only once the award shows. With reduced motion the wheel
 * is drawn where it landed, with no turn.
 */
export function JackpotWin({
  draw,
  wheel,
  turning,
  reduced,
  onClose,
}: {
  draw: JackpotDrawAnswer;
  wheel: readonly JackpotWheelSector[];
  turning: boolean;
  reduced: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const target = landOn(0, draw.wheelSector ?? 0, Math.max(1, wheel.length));
  const [rotation, setRotation] = useState(reduced ? target : 0);
  useEffect(() => {
    if (reduced) return;
    // The wheel takes its resting style first (reading its layout makes the browser compute
    // it), so that the turn to the drawn share, a moment later, is a transition.
    box.current?.getBoundingClientRect();
    const id = window.setTimeout(() => setRotation(target), 0);
    return () => window.clearTimeout(id);
  }, [target, reduced]);
  const tier = tierOf(draw.propId);
  const tierName = tier ? t(`jackpot.tierJackpot.${tier}`) : t('jackpot.title');
  return createPortal(
    <Modal
      title={turning ? t('jackpot.wheelTitle') : t('jackpot.awardTitle', { tier: tierName })}
      onClose={turning ? undefined : onClose}
      footer={
        turning ? null : (
          <Button block onClick={onClose}>
            {t('jackpot.awardClose')}
          </Button>
        )
      }
    >
      <div ref={box} className={styles.award} data-testid="jackpot-win">
        <Wheel
          labels={wheel.map((s) => `${percent(s.shareBp)}%`)}
          rotation={rotation}
          label={t('jackpot.wheelLabel')}
          spinMs={reduced ? 0 : WHEEL_SPIN_MS}
        />
        {turning ? (
          <p aria-live="polite">{t('jackpot.wheelSpinning', { tier: tierName })}</p>
        ) : (
          <div role="status">
            <p className={styles.awardAmount}>
              {t('jackpot.awardAmount', { amount: coinText(draw.bonus) })}
            </p>
            {draw.shareBp !== null ? (
              <p>{t('jackpot.awardShare', { share: percent(draw.shareBp) })}</p>
            ) : null}
            <p className={styles.note}>{t('jackpot.awardPaid')}</p>
          </div>
        )}
      </div>
    </Modal>,
    document.body,
  );
}
