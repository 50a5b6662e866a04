import type { ReactNode } from 'react';
import { Icon } from '../../../components/icon';
import { useTranslation } from '../../../i18n/use-translation';
import { useSessionStore } from '../../../stores/session-store';
import { useWalletStore } from '../../../stores/wallet-store';
import { useRefreshData } from '../api/refresh-data';
import { money } from '../lib/amount';
import bonusStyles from './bonus-card.module.css';
import { CoinDot, walletStyles as styles } from './wallet-ui';

/** The player's balances: the wallet store (refreshed on open), else the stored user. */
export function useBalances() {
  const wallet = useWalletStore();
  const user = useSessionStore((s) => s.user);
  const pick = (a: number | null, b: unknown) => a ?? (typeof b === 'number' ? b : null);
  return {
    coin: pick(wallet.coin, user?.coin),
    safebox: pick(wallet.safebox, user?.safebox),
    exchange: pick(wallet.exchange, user?.exchange),
    bet: pick(wallet.bet, user?.bet),
    bonusCoin: pick(wallet.bonusCoin, user?.bonusCoin),
    bonusBet: pick(wallet.bonusBet, user?.bonusBet),
  };
}

/** The balance card on top of the money pages: refreshed on open, tap to refresh again. */
export function BalanceHero({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  const refresh = useRefreshData();
  const { coin, bonusCoin } = useBalances();
  const bonus = bonusCoin ?? 0;
  // What the player can bet with: cash and an open bonus's balance, told apart below.
  const total = coin === null ? null : coin + bonus;
  return (
    <section className={styles.hero} aria-label={t('wallet.balance')}>
      <div className={styles.heroTop}>
        <div>
          <p className={styles.label}>{t('wallet.balance')}</p>
          <p className={styles.bigAmount}>
            <CoinDot />
            <span data-testid="wallet-balance">{money(total)}</span>
          </p>
          {bonus > 0 ? (
            <p className={bonusStyles.heroSplit} data-testid="wallet-balance-split">
              {t('bonusWallet.heroSplit', { cash: money(coin), bonus: money(bonus) })}
            </p>
          ) : null}
        </div>
        <button
          type="button"
          className={styles.refresh}
          onClick={() => void refresh.refetch()}
          disabled={refresh.isFetching}
          aria-label={t('wallet.refresh')}
          data-spinning={refresh.isFetching || undefined}
        >
          <Icon name="refresh" size={20} />
        </button>
      </div>
      {children}
    </section>
  );
}
