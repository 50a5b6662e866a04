import { NavLink } from './link';
import { useTranslation } from '../i18n/use-translation';
import { pathTo } from '../config/paths';
import { track } from '../lib/telemetry';
import { bonusTabDot, memberTabDot, useDotStore, vipTabDot } from '../stores/dot-store';
import { Icon, type IconName } from './icon';
import styles from './tab-bar.module.css';

interface Tab {
  id: 'home' | 'bonus' | 'deposit' | 'vip' | 'member';
  to: string;
  icon: IconName;
  end?: boolean;
}

const tabs: Tab[] = [
  { id: 'home', to: pathTo('index'), icon: 'home', end: true },
  { id: 'bonus', to: pathTo('bonus'), icon: 'gift' },
  { id: 'deposit', to: pathTo('wallets', { name: 'deposit' }), icon: 'wallet' },
  { id: 'vip', to: pathTo('vip'), icon: 'crown' },
  { id: 'member', to: pathTo('member'), icon: 'user' },
];

/** Home · Bonus · Deposit (raised) · VIP · Me, with red dots from the dot store. */
export function TabBar() {
  const { t } = useTranslation();
  const dots = useDotStore();
  const dotOn = {
    bonus: bonusTabDot(dots),
    vip: vipTabDot(dots),
    member: memberTabDot(dots),
  } as Record<string, boolean>;

  return (
    <nav className={styles.bar} aria-label={t('tabs.label')}>
      {tabs.map(({ id, to, icon, end }) =>
        id === 'deposit' ? (
          <NavLink
            key={id}
            to={to}
            className={`${styles.tab} ${styles.deposit}`}
            onClick={() => {
              track('tab_click', { tab: id });
              track('deposit_click', { from: 'tab_bar' });
            }}
          >
            <span className={styles.depositDisc}>
              <Icon name="plus" size={28} strokeWidth={2.6} />
            </span>
            {t('tabs.deposit')}
          </NavLink>
        ) : (
          <NavLink
            key={id}
            to={to}
            end={end}
            className={styles.tab}
            onClick={() => track('tab_click', { tab: id })}
          >
            <span className={styles.iconWrap}>
              <Icon name={icon} />
              {dotOn[id] ? (
                <span className={styles.dot} role="img" aria-label={t('common.unread')} />
              ) : null}
            </span>
            {t(`tabs.${id}`)}
          </NavLink>
        ),
      )}
    </nav>
  );
}
