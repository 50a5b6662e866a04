import { wageringLineTexts } from '@/lib/wagering-line';
import { t } from '../lib/i18n';
import { paidFromBonus, useBetFundingView } from '../lib/use-bet-funding';
import styles from './controls.module.css';

/**
 * Under the bet, while a bonus is open and this bet would be paid from the bonus balance: the
 * lobby's wagering summary in one line (left of required, largest bet, end) from the same bonus
 * wallet read, and how much of a bet in this game counts. Nothing when cash pays the bet.
 */
export function WageringLine({ bet }: { bet: number }) {
  const { funding, wagerWeightBp } = useBetFundingView();
  if (!funding?.open || !paidFromBonus(funding, bet)) return null;
  const line = wageringLineTexts(funding.open, wagerWeightBp ?? undefined);
  return (
    <p className={styles.wagering} data-testid="bet-wagering-line" aria-live="polite">
      {line.bonus ? <span>{t(line.bonus.key, line.bonus.values)}</span> : null}
      {line.weight ? (
        <span className={styles.wageringWeight}>{t(line.weight.key, line.weight.values)}</span>
      ) : null}
    </p>
  );
}
