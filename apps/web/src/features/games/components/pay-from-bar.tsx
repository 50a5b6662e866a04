import type { PayFromValue } from '@lobby/contract/bonus';
import { coinText } from '@/lib/coins';
import { useTranslation } from '@/i18n/use-translation';
import { useBalances } from '@/lib/balances';
import { useSetBonusPayFrom } from '@/lib/bonus-wallet';
import { describeError, errorText } from '@/lib/error-message';
import styles from './pay-from-bar.module.css';

const CHOICES: readonly PayFromValue[] = ['cash', 'bonus'];

/**
 * "Pay bets from" under a provider's game (docs/rules.md "Bonus money"), while the player holds
 * both cash and a bonus balance: the same choice, read from the balances (`bonusPayFrom`) and set
 * by `bonusPayFrom`, as the built-in games' control (play/components/pay-from.tsx), so either
 * page shows what the other set. Nothing when only one balance holds money.
 */
export function PayFromBar() {
  const { t } = useTranslation();
  const balances = useBalances();
  const choose = useSetBonusPayFrom();
  const cash = balances?.coin ?? 0;
  const bonus = balances?.bonusCoin ?? 0;
  if (cash <= 0 || bonus <= 0) return null;
  const amounts = { cash, bonus };
  // The choice being saved shows at once; a refusal puts the saved one back.
  const payFrom = (choose.isPending ? choose.variables : balances?.bonusPayFrom) ?? 'cash';
  return (
    <fieldset className={styles.bar} disabled={choose.isPending} data-testid="pay-from-bar">
      <legend className={styles.legend}>{t('payFrom.label')}</legend>
      <div className={styles.choices}>
        {CHOICES.map((choice) => (
          <label key={choice} className={styles.choice}>
            <input
              type="radio"
              name="pay-from"
              value={choice}
              checked={payFrom === choice}
              onChange={() => choose.mutate(choice)}
            />
            <span>{t(`payFrom.${choice}`, { amount: coinText(amounts[choice]) })}</span>
          </label>
        ))}
      </div>
      <p className={styles.hint}>
        {payFrom === 'bonus' ? t('payFrom.hintBonus') : t('payFrom.hintCash')}
      </p>
      {choose.isError ? (
        <p className={styles.error} role="alert">
          {describeError(errorText(choose.error), t)}
        </p>
      ) : null}
    </fieldset>
  );
}
