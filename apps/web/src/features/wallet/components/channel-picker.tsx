import type { RechargeType } from '@lobby/contract/app-config';
import { ArtImage } from '@/components/art-image';
import { useTranslation } from '@/i18n/use-translation';
import { money, percentText } from '../lib/amount';
import { channelHasBonus, channelMaximum } from '../lib/deposit-amounts';
import styles from './deposit-panel.module.css';

/** The deposit form's channels: each with its limits and, when it gives one, its bonus rate. */
export function ChannelPicker({
  channels,
  selected,
  onSelect,
  minOf,
}: {
  channels: RechargeType[];
  selected: RechargeType;
  onSelect: (channel: RechargeType) => void;
  minOf: (channel: RechargeType) => number;
}) {
  const { t } = useTranslation();
  return (
    <div className={styles.channels} role="radiogroup" aria-label={t('wallet.channel')}>
      {channels.map((c) => {
        const max = channelMaximum(c);
        return (
          <button
            key={c.id}
            type="button"
            role="radio"
            className={styles.channel}
            aria-checked={c.id === selected.id}
            onClick={() => onSelect(c)}
          >
            <ArtImage
              src={c.icon}
              label={c.name}
              width={36}
              height={36}
              className={styles.channelIcon}
            />
            <span className={styles.channelText}>
              <span className={styles.channelName}>{c.name}</span>
              <span className={styles.channelSub}>
                {max === null
                  ? t('wallet.fromMin', { min: money(minOf(c)) })
                  : t('wallet.range', { min: money(minOf(c)), max: money(max) })}
              </span>
            </span>
            {channelHasBonus(c) ? (
              <span className={styles.ribbon}>
                {t('wallet.bonusBadge', { percent: percentText(c.bonusBp) })}
              </span>
            ) : null}
          </button>
        );
      })}
    </div>
  );
}
