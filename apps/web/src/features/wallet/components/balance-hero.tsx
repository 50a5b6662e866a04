import type { ReactNode } from 'react';
import { RefreshButton } from '@/components/refresh-button';
import { useTranslation } from '@/i18n/use-translation';
import { useBalances } from '@/lib/balances';
import { money } from '../lib/amount';
import bonusStyles from './bonus-card.module.css';
import { CoinDot } from './wallet-ui';
import shared from './wallet-shared.module.css';
import styles from './balance-hero.module.css';

/** The balance card on top of the money pages: refreshed on open, tap to refresh again. */
export function BalanceHero({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  const balances = useBalances();
  const coin = balances?.coin;
  const bonus = balances?.bonusCoin ?? 0;
  // What the player can bet with: cash and an open bonus's balance, told apart below.
  const total = coin === undefined ? null : coin + bonus;
  return (
    <section className={shared.hero} aria-label={t('wallet.balance')}>
      <div className={shared.heroTop}>
        <div>
          <p className={shared.label}>{t('wallet.balance')}</p>
          <p className={shared.bigAmount}>
            <CoinDot />
            <span data-testid="wallet-balance">{money(total)}</span>
          </p>
          {bonus > 0 ? (
            <p className={bonusStyles.heroSplit} data-testid="wallet-balance-split">
              {t('bonusWallet.heroSplit', { cash: money(coin), bonus: money(bonus) })}
            </p>
          ) : null}
        </div>
        <RefreshButton className={styles.refresh} label={t('wallet.refresh')} />
      </div>
      {children}
    </section>
  );
}
