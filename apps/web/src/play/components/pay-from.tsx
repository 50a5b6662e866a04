import type { PayFromValue } from '@lobby/contract/bonus';
import { formatCoins } from '../lib/format';
import { t } from '../lib/i18n';
import type { PlayErrorText } from '../lib/play-errors';
import type { BetFunding } from '../lib/use-bet-funding';
import styles from './pay-from.module.css';

const CHOICES: readonly PayFromValue[] = ['cash', 'bonus'];

/**
 * What the next bet is paid from, when the player has both cash and a bonus balance: cash
 * first or bonus first, as radio buttons. Nothing when only one balance holds money.
 */
export function PayFromControl({
  funding,
  onChoose,
  disabled,
  error,
}: {
  funding: BetFunding | null;
  onChoose: (payFrom: PayFromValue) => void;
  disabled?: boolean;
  error?: PlayErrorText | null;
}) {
  if (!funding || funding.coin <= 0 || funding.bonusCoin <= 0) return null;
  const amounts = { cash: funding.coin, bonus: funding.bonusCoin };
  return (
    <fieldset className={styles.payFrom} disabled={disabled} data-testid="pay-from">
      <legend className={styles.legend}>{t('payFrom.label')}</legend>
      <div className={styles.choices}>
        {CHOICES.map((choice) => (
          <label key={choice} className={styles.choice}>
            <input
              type="radio"
              name="pay-from"
              value={choice}
              checked={funding.payFrom === choice}
              onChange={() => onChoose(choice)}
            />
            <span>{t(`payFrom.${choice}`, { amount: formatCoins(amounts[choice]) })}</span>
          </label>
        ))}
      </div>
      <p className={styles.hint}>
        {funding.payFrom === 'bonus' ? t('payFrom.hintBonus') : t('payFrom.hintCash')}
      </p>
      {error && (
        <p className={styles.error} role="alert">
          {t(error.key, error.values)}
        </p>
      )}
    </fieldset>
  );
}
