import type { UserInfo } from '@lobby/contract/account';
import type { AppConfig } from '@lobby/contract/app-config';
import { Avatar } from '@/components/avatar';
import { Button, ButtonLink } from '@/components/button';
import { Icon, type IconName } from '@/components/icon';
import { Link } from '@/components/link';
import { CopyButton } from '@/components/copy-button';
import { RefreshButton } from '@/components/refresh-button';
import { WageringSummary } from '@/components/wagering-summary';
import { paths, pathTo, type PathName } from '@/config/paths';
import { useTranslation } from '@/i18n/use-translation';
import { useAppConfig } from '@/lib/app-config';
import { useBalances, usePlayableBalance } from '@/lib/balances';
import { formatPhone } from '@/lib/phone';
import { signOut } from '@/lib/session';
import { track } from '@/lib/telemetry';
import { useDotStore } from '@/stores/dot-store';
import { useSessionStore } from '@/stores/session-store';
import { useLogout } from '../api/logout';
import styles from './member-page.module.css';
import { coinText } from '@/lib/coins';

interface MenuItem {
  name: PathName;
  icon: IconName;
  dot?: 'hasMail' | 'hasAgent';
  /** A title key other than `titles.<name>`. */
  titleKey?: string;
}

/** Every personal page of docs/spec/routes.json, grouped as players expect to find them. */
const sections = (user: UserInfo | null): { key: string; items: MenuItem[] }[] => [
  {
    key: 'member.sectionRecords',
    items: [
      { name: 'wallets-record', icon: 'document' },
      { name: 'member-report', icon: 'grid' },
      { name: 'member-games', icon: 'star' },
      { name: 'wallets-card-list', icon: 'wallet' },
      { name: 'member-retrieve-balance', icon: 'refresh' },
    ],
  },
  {
    key: 'member.sectionRewards',
    items: [
      { name: 'email', icon: 'inbox', dot: 'hasMail' },
      { name: 'share', icon: 'gift' },
      { name: 'agent', icon: 'crown', dot: 'hasAgent' },
    ],
  },
  {
    key: 'member.sectionAccount',
    items: [
      { name: 'member-profile', icon: 'user' },
      { name: 'member-responsible-gaming', icon: 'info' },
      {
        name: 'auth-set-password',
        icon: 'key',
        titleKey: user?.hasPassword ? 'member.changePassword' : 'member.setPassword',
      },
      ...(user?.mobile
        ? []
        : [{ name: 'auth-bind', icon: 'phone', titleKey: 'member.linkPhone' } as const]),
    ],
  },
  {
    key: 'member.sectionHelp',
    items: [
      { name: 'feedback', icon: 'document' },
      { name: 'faq', icon: 'info' },
      { name: 'rules', icon: 'document' },
      { name: 'service', icon: 'chat' },
      { name: 'about-us', icon: 'info', titleKey: 'titles.about us' },
    ],
  },
];

const money = (v: unknown) => (typeof v === 'number' ? coinText(v) : '—');

/** The next VIP level's threshold, for the progress bar (vipMap overrides levelConfigs). */
function vipProgress(config: AppConfig | undefined, level: number, exp: number) {
  if (!config) return null;
  const next = [...config.levelConfigs]
    .sort((a, b) => a.level - b.level)
    .find((l) => l.level > level);
  if (!next) return { percent: 100, toNext: 0, next: null };
  const needExp = config.vipMap[String(next.level)]?.needExp ?? next.needExp;
  return {
    percent: Math.min(100, Math.floor((exp / Math.max(1, needExp)) * 100)),
    toNext: Math.max(0, needExp - exp),
    next: next.level,
  };
}

function Header({ user }: { user: UserInfo | null }) {
  const { t } = useTranslation();
  const config = useAppConfig().data;
  const balances = useBalances();
  const level = balances?.vip ?? user?.vip ?? 0;
  const exp = balances?.vipExp ?? user?.vipExp ?? 0;
  const progress = vipProgress(config, level, exp);
  const name = user?.nickname || user?.account || String(user?.id ?? '');
  const id = String(user?.id ?? '');
  const login = user?.account || (user?.mobile ? formatPhone(user.mobile) : '');
  return (
    <header className={styles.header}>
      <div className={styles.identity}>
        <Link
          to={pathTo('member-profile')}
          className={styles.avatar}
          aria-label={t('member.editProfile')}
        >
          <Avatar id={user?.avatar} size={68} />
          <span className={styles.avatarEdit} aria-hidden="true">
            <Icon name="edit" size={12} />
          </span>
        </Link>
        <div className={styles.who}>
          <h1 className={styles.nickname}>{name}</h1>
          <p className={styles.id}>
            {t('member.id', { id })}
            <CopyButton
              value={id}
              label={t('member.copyId')}
              copiedText={t('member.copied')}
              className={styles.copy}
            />
          </p>
          {login && login !== name ? <p className={styles.login}>{login}</p> : null}
        </div>
      </div>
      <Link to={pathTo('vip')} className={styles.vipCard}>
        <span className={styles.vipBadge}>
          <Icon name="crown" size={14} />
          {t('member.vip', { level })}
        </span>
        <span className={styles.vipTrack} aria-hidden="true">
          <span className={styles.vipFill} style={{ width: `${progress?.percent ?? 0}%` }} />
        </span>
        <span className={styles.vipNext}>
          {progress?.next !== null && progress
            ? t('member.toNextVip', { exp: progress.toNext, level: progress.next })
            : t('member.topVip')}
        </span>
      </Link>
    </header>
  );
}

function Balances() {
  const { t } = useTranslation();
  const balances = useBalances();
  const playable = usePlayableBalance();
  return (
    <section className={styles.balance} aria-label={t('member.balance')}>
      <div className={styles.balanceTop}>
        <div>
          <p className={styles.label}>{t('member.balance')}</p>
          <p className={styles.amount} data-testid="member-balance">
            {money(playable)}
          </p>
        </div>
        <RefreshButton className={styles.refresh} label={t('member.refresh')} />
      </div>
      <div className={styles.figures}>
        <div>
          <p className={styles.label}>{t('member.safebox')}</p>
          <p className={styles.figure}>{money(balances?.safebox)}</p>
        </div>
        <div>
          <p className={styles.label}>{t('member.withdrawable')}</p>
          <p className={styles.figure}>{money(balances?.exchange)}</p>
        </div>
        <div>
          <p className={styles.label}>{t('member.wagering')}</p>
          <p className={styles.figure}>{money(balances?.bet)}</p>
        </div>
      </div>
      <div className={styles.actions}>
        <ButtonLink
          to={pathTo('wallets', { name: 'deposit', back: 1 })}
          onClick={() => track('deposit_click', { from: 'member' })}
        >
          {t('member.deposit')}
        </ButtonLink>
        <ButtonLink variant="purple" to={pathTo('wallets', { name: 'withdraw', back: 1 })}>
          {t('member.withdraw')}
        </ButtonLink>
      </div>
    </section>
  );
}

function LogoutButton() {
  const { t } = useTranslation();
  const logout = useLogout();
  const onClick = async () => {
    try {
      await logout.mutateAsync();
    } catch {
      // Signed out on this device either way; the server's session expires on its own.
    }
    signOut();
  };
  return (
    <Button
      variant="ghost"
      block
      className={styles.logout}
      onClick={() => void onClick()}
      disabled={logout.isPending}
    >
      <Icon name="logout" size={20} />
      {t('member.logout')}
    </Button>
  );
}

/** Me: who you are, your balances (refreshed on open) and every personal page. */
export function MemberPage() {
  const { t } = useTranslation();
  const user = useSessionStore((s) => s.user);
  const dots = useDotStore();

  return (
    <div className={styles.page}>
      <Header user={user} />
      <Balances />
      <WageringSummary endAction />
      {sections(user).map((section) => (
        <nav key={section.key} className={styles.section} aria-label={t(section.key)}>
          <h2 className={styles.sectionTitle}>{t(section.key)}</h2>
          <div className={styles.list}>
            {section.items.map((item) => (
              <Link key={item.name} to={paths[item.name]} className={styles.row}>
                <span className={styles.rowIcon}>
                  <Icon name={item.icon} size={20} />
                </span>
                <span className={styles.rowTitle}>{t(item.titleKey ?? `titles.${item.name}`)}</span>
                {item.dot && dots[item.dot] ? (
                  <span className={styles.dot} role="img" aria-label={t('common.unread')} />
                ) : null}
                <Icon name="chevron" size={18} className={styles.chevron} />
              </Link>
            ))}
          </div>
        </nav>
      ))}
      <LogoutButton />
    </div>
  );
}
