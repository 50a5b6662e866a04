import { Link } from '../../../components/link';
import { useTranslation } from '../../../i18n/use-translation';
import { formatHundredths } from '@lobby/contract/money';
import { ButtonLink } from '../../../components/button';
import { Icon, type IconName } from '../../../components/icon';
import { pageStyles } from '../../../components/page';
import { paths, pathTo, type PathName } from '../../../config/paths';
import { track } from '../../../lib/telemetry';
import { useDotStore } from '../../../stores/dot-store';
import { useSessionStore } from '../../../stores/session-store';
import { useVipStore } from '../../../stores/vip-store';
import { useWalletStore } from '../../../stores/wallet-store';
import styles from './member-page.module.css';

const menu: { name: PathName; icon: IconName; dot?: 'hasMail' | 'hasAgent'; title?: string }[] = [
  { name: 'wallets-record', icon: 'document' },
  { name: 'member-report', icon: 'grid' },
  { name: 'member-games', icon: 'star' },
  { name: 'wallets-card-list', icon: 'wallet' },
  { name: 'member-retrieve-balance', icon: 'refresh' },
  { name: 'email', icon: 'inbox', dot: 'hasMail' },
  { name: 'share', icon: 'gift' },
  { name: 'agent', icon: 'crown', dot: 'hasAgent' },
  { name: 'feedback', icon: 'document' },
  { name: 'faq', icon: 'info' },
  { name: 'service', icon: 'chat' },
  { name: 'member-profile', icon: 'user' },
  { name: 'about-us', icon: 'info', title: 'about us' },
];

const money = (v: number | null | undefined) =>
  typeof v === 'number' ? formatHundredths(Math.floor(v)) : '—';

/** Me: who you are, your balances and every personal page. */
export function MemberPage() {
  const { t } = useTranslation();
  const user = useSessionStore((s) => s.user);
  const wallet = useWalletStore();
  const vipLevel = useVipStore((s) => s.level) ?? user?.vip ?? 0;
  const dots = useDotStore();
  const name = user?.nickname || user?.account || String(user?.id ?? '');

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <div className={styles.avatar} aria-hidden="true">
          {name.slice(0, 1).toUpperCase()}
        </div>
        <div className={styles.who}>
          <h1 className={styles.nickname}>{name}</h1>
          <p className={styles.id}>{t('member.id', { id: user?.id ?? '' })}</p>
          <Link to={pathTo('vip')} className={styles.vip}>
            <Icon name="crown" size={14} />
            {t('member.vip', { level: vipLevel })}
          </Link>
        </div>
      </header>
      <section className={styles.balance} aria-label={t('member.balance')}>
        <p className={styles.label}>{t('member.balance')}</p>
        <p className={styles.amount}>{money(wallet.coin ?? user?.coin)}</p>
        <div className={styles.figures}>
          <div>
            <p className={styles.label}>{t('member.safebox')}</p>
            <p className={styles.figure}>{money(wallet.safebox ?? user?.safebox)}</p>
          </div>
          <div>
            <p className={styles.label}>{t('member.withdrawable')}</p>
            <p className={styles.figure}>{money(wallet.exchange ?? user?.exchange)}</p>
          </div>
          <div>
            <p className={styles.label}>{t('member.wagering')}</p>
            <p className={styles.figure}>{money(wallet.bet ?? user?.bet)}</p>
          </div>
        </div>
        <div className={styles.actions}>
          <ButtonLink
            to={pathTo('wallets', { name: 'deposit' })}
            onClick={() => track('deposit_click', { from: 'member' })}
          >
            {t('member.deposit')}
          </ButtonLink>
          <ButtonLink variant="purple" to={pathTo('wallets', { name: 'withdraw' })}>
            {t('member.withdraw')}
          </ButtonLink>
        </div>
      </section>
      <nav className={pageStyles.list} aria-label={t('member.menu')}>
        {menu.map((item) => (
          <Link key={item.name} to={paths[item.name]} className={pageStyles.row}>
            <Icon name={item.icon} />
            <span className={pageStyles.rowMain}>
              <span className={pageStyles.rowTitle}>{t(`titles.${item.title ?? item.name}`)}</span>
            </span>
            {item.dot && dots[item.dot] ? (
              <span
                style={{ width: 9, height: 9, borderRadius: '50%', background: 'var(--red)' }}
                aria-label={t('common.unread')}
              />
            ) : null}
            <Icon name="chevron" className={pageStyles.chevron} />
          </Link>
        ))}
      </nav>
    </div>
  );
}
