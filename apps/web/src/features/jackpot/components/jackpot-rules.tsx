import { pageStyles } from '@/components/page';
import { useTranslation } from '@/i18n/use-translation';
import type { JackpotInfo } from '../api/get-jackpot-draw-info';
import { useCellText } from '../lib/prize';
import styles from './jackpot.module.css';
import { coinText } from '@/lib/coins';

const percent = (bp: number) => (bp / 100).toFixed(2);

/**
 * The rules: how a draw works, the chance of every cell and every wheel share (published odds,
 * floored basis points as percentages), how deposits earn chances, and how to verify a draw.
 */
export function JackpotRules({ info }: { info: JackpotInfo }) {
  const { t } = useTranslation();
  const cellText = useCellText();
  return (
    <>
      <section className={pageStyles.card} aria-labelledby="jackpot-rule-how">
        <h3 id="jackpot-rule-how" className={pageStyles.cardTitle}>
          {t('jackpot.ruleHow')}
        </h3>
        <div className={pageStyles.prose}>
          <p>{t('jackpot.ruleDraw')}</p>
          <p>
            {t('jackpot.ruleChances', {
              perChance: coinText(info.depositPerChance),
              count: info.dailyChanceLimit,
              earned: info.chancesEarnedToday,
            })}{' '}
            {info.needDeposit > 0
              ? t('jackpot.ruleNext', { amount: coinText(info.needDeposit) })
              : t('jackpot.allEarned')}
          </p>
          <p>{t('jackpot.ruleBonus')}</p>
        </div>
      </section>
      <section className={pageStyles.card} aria-labelledby="jackpot-rule-cells">
        <h3 id="jackpot-rule-cells" className={pageStyles.cardTitle}>
          {t('jackpot.ruleCells')}
        </h3>
        <ul className={`${styles.odds} ${pageStyles.muted}`} data-testid="jackpot-cell-odds">
          {info.cells.map((cell) => {
            const { kind, figure } = cellText(cell, info);
            return (
              <li key={cell.id}>
                {t('jackpot.ruleCellRow', {
                  prize: `${kind} ${figure}`,
                  percent: percent(cell.oddsBp),
                })}
              </li>
            );
          })}
        </ul>
      </section>
      <section className={pageStyles.card} aria-labelledby="jackpot-rule-wheel">
        <h3 id="jackpot-rule-wheel" className={pageStyles.cardTitle}>
          {t('jackpot.ruleWheel')}
        </h3>
        <ul className={`${styles.odds} ${pageStyles.muted}`} data-testid="jackpot-wheel-odds">
          {info.wheel.map((sector, i) => (
            <li key={i}>
              {t('jackpot.ruleWheelRow', {
                share: percent(sector.shareBp),
                percent: percent(sector.oddsBp),
              })}
            </li>
          ))}
        </ul>
      </section>
      <section className={pageStyles.card} aria-labelledby="jackpot-rule-verify">
        <h3 id="jackpot-rule-verify" className={pageStyles.cardTitle}>
          {t('jackpot.ruleVerify')}
        </h3>
        <p className={pageStyles.muted}>{t('jackpot.ruleVerifyText')}</p>
      </section>
    </>
  );
}
