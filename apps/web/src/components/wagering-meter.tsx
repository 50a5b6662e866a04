import { useId } from 'react';
import { useTranslation } from '../i18n/use-translation';
import styles from './wagering-meter.module.css';
import { coinText } from '@/lib/coins';

const money = (amount: number) => coinText(amount);

/**
 * How much of a bonus's wagering is done: "done of required wagered" and a bar, or "No wagering
 * to do". The bonus centre and the withdrawal page show the same meter.
 */
export function WageringMeter({ done, required }: { done: number; required: number }) {
  const { t } = useTranslation();
  const labelId = useId();
  const counted = Math.min(done, required);
  const wagered = t('common.wageringText', { done: money(counted), required: money(required) });
  return (
    <div className={styles.wagering}>
      <div className={styles.head}>
        <span id={labelId}>{t('common.wagering')}</span>
        <span>{required > 0 ? wagered : t('common.noWagering')}</span>
      </div>
      {required > 0 ? (
        <div
          className={styles.meter}
          role="progressbar"
          aria-labelledby={labelId}
          aria-valuemin={0}
          aria-valuemax={Math.floor(required) / 100}
          aria-valuenow={Math.floor(counted) / 100}
          aria-valuetext={wagered}
        >
          <span style={{ width: `${Math.floor((counted / required) * 100)}%` }} />
        </div>
      ) : null}
    </div>
  );
}
