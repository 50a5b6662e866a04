import { BET_PRESETS, MAX_BET, MIN_BET, stepBet } from '../lib/bet';
import { CoinGlyph } from '@/components/logo';
import { moneyFigure } from '@lobby/contract/values/money';
import { formatCoins } from '../lib/format';
import { PlayAmount } from './play-amount';
import { t } from '../lib/i18n';
import { Icon } from './icons';
import styles from './controls.module.css';
import { WageringLine } from './wagering-line';

/**
 * The bet: −/+ through the bet steps, and presets; under them, while the bonus balance would
 * pay this bet, its wagering in one line.
 */
export function BetControl({
  value,
  onChange,
  disabled,
}: {
  value: number;
  onChange: (bet: number) => void;
  disabled?: boolean;
}) {
  return (
    <div className={styles.group} role="group" aria-label={t('bet.label')}>
      <div className={styles.stepper}>
        <button
          type="button"
          className={styles.step}
          onClick={() => onChange(stepBet(value, -1))}
          disabled={disabled || value <= MIN_BET}
          aria-label={t('bet.less')}
        >
          <Icon name="minus" />
        </button>
        <div className={styles.value}>
          <span className={styles.caption}>{t('bet.label')}</span>
          <output className={styles.amount} aria-live="polite" data-testid="bet-amount">
            <PlayAmount value={value} />
          </output>
        </div>
        <button
          type="button"
          className={styles.step}
          onClick={() => onChange(stepBet(value, 1))}
          disabled={disabled || value >= MAX_BET}
          aria-label={t('bet.more')}
        >
          <Icon name="plus" />
        </button>
      </div>
      <div className={styles.presets}>
        {BET_PRESETS.map((preset) => (
          <button
            key={preset}
            type="button"
            className={styles.preset}
            aria-pressed={value === preset}
            onClick={() => onChange(preset)}
            disabled={disabled}
            aria-label={t('bet.preset', { amount: formatCoins(preset) })}
          >
            <CoinGlyph size="1em" />
            {moneyFigure(preset).replace(/\.00$/, '')}
          </button>
        ))}
      </div>
      <WageringLine bet={value} />
    </div>
  );
}

/** A value stepped with −/+ and presets: the crash target, the mines count. */
export function Stepper({
  label,
  display,
  onLess,
  onMore,
  lessDisabled,
  moreDisabled,
  lessLabel,
  moreLabel,
  presets,
  disabled,
  testId,
}: {
  label: string;
  display: string;
  onLess: () => void;
  onMore: () => void;
  lessDisabled?: boolean;
  moreDisabled?: boolean;
  lessLabel: string;
  moreLabel: string;
  presets?: { label: string; name: string; pressed: boolean; onSelect: () => void }[];
  disabled?: boolean;
  testId?: string;
}) {
  return (
    <div className={styles.group} role="group" aria-label={label}>
      <div className={styles.stepper}>
        <button
          type="button"
          className={styles.step}
          onClick={onLess}
          disabled={disabled || lessDisabled}
          aria-label={lessLabel}
        >
          <Icon name="minus" />
        </button>
        <div className={styles.value}>
          <span className={styles.caption}>{label}</span>
          <output className={styles.amount} aria-live="polite" data-testid={testId}>
            {display}
          </output>
        </div>
        <button
          type="button"
          className={styles.step}
          onClick={onMore}
          disabled={disabled || moreDisabled}
          aria-label={moreLabel}
        >
          <Icon name="plus" />
        </button>
      </div>
      {presets && (
        <div className={styles.presets}>
          {presets.map((preset) => (
            <button
              key={preset.name}
              type="button"
              className={styles.preset}
              aria-pressed={preset.pressed}
              aria-label={preset.name}
              onClick={preset.onSelect}
              disabled={disabled}
            >
              {preset.label}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
