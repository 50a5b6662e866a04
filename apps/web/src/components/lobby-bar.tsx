import type { MouseEvent } from 'react';
import { Link } from './link';
import { useTranslation } from '../i18n/use-translation';
import { moneyFigure } from '@lobby/contract/values/money';
import { pathTo } from '../config/paths';
import { useModalManager, type AuthModal } from '../lib/modal-manager';
import { track } from '../lib/telemetry';
import { usePlayableBalance } from '../lib/balances';
import { useSignedIn } from '../stores/session-store';
import { ButtonLink } from './button';
import { CoinGlyph, Emblem } from './logo';
import styles from './lobby-bar.module.css';
import { coinText } from '@/lib/coins';

/** Sign-in and sign-up open as modals over the lobby; the links still lead to the pages. */
const openAuthModal = (event: MouseEvent, modal: AuthModal) => {
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
  event.preventDefault();
  useModalManager.getState().openAuth(modal);
};

/**
 * The home page's top bar: the brand, then sign-in buttons or the balance (a tap opens the
 * wallet) and Deposit.
 */
export function LobbyBar() {
  const { t } = useTranslation();
  const signedIn = useSignedIn();
  const coin = usePlayableBalance();

  return (
    <header className={styles.bar} data-signed-in={signedIn} data-testid="lobby-bar">
      <Link to={pathTo('index')} className={styles.brand} aria-label={t('app.name')}>
        <Emblem size={30} />
        <span className={styles.brandName}>{t('app.name')}</span>
      </Link>
      {signedIn ? (
        <div className={styles.actions}>
          <Link
            to={pathTo('wallets', { name: 'deposit', back: 1 })}
            className={styles.chip}
            aria-label={t('home.openWallet', { amount: coinText(coin) })}
            data-testid="balance-chip"
            onClick={() => track('wallet_click', { from: 'balance_chip' })}
          >
            <CoinGlyph />
            {moneyFigure(coin)}
          </Link>
          <ButtonLink
            small
            to={pathTo('wallets', { name: 'deposit', back: 1 })}
            onClick={() => track('deposit_click', { from: 'lobby_bar' })}
          >
            {t('home.deposit')}
          </ButtonLink>
        </div>
      ) : (
        <div className={styles.actions}>
          <ButtonLink
            small
            variant="outline"
            to={pathTo('auth-login')}
            onClick={(e) => openAuthModal(e, 'login')}
          >
            {t('home.logIn')}
          </ButtonLink>
          <ButtonLink
            small
            to={pathTo('auth-register')}
            onClick={(e) => openAuthModal(e, 'register')}
          >
            {t('home.signUp')}
          </ButtonLink>
        </div>
      )}
    </header>
  );
}
