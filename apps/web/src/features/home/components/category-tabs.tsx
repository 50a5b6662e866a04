import { Link } from '@/components/link';
import { useTranslation } from '@/i18n/use-translation';
import type { GameType } from '@lobby/contract/app-config';
import { Icon } from '@/components/icon';
import { pathTo } from '@/config/paths';
import { FAVOURITES, HOT, RECENT } from '../lib/lobby';
import styles from './category-tabs.module.css';

/**
 * Sticky tabs under the top bar: Lobby, Hot, one per game type (→ /?type=<code>), then the
 * player's Favourites and Recent.
 */
export function CategoryTabs({ types, active }: { types: GameType[]; active: string | null }) {
  const { t } = useTranslation();
  const tabs = [
    { code: null, label: t('home.lobby'), icon: null },
    { code: HOT, label: t('home.hot'), icon: null },
    ...types.map((type) => ({ code: type.code, label: type.name, icon: type.icon })),
    ...[FAVOURITES, RECENT].map((code) => ({ code, label: t(`home.${code}`), icon: null })),
  ];
  return (
    <div className={styles.sticky}>
      <Link to={pathTo('game-search')} className={styles.search} aria-label={t('home.search')}>
        <Icon name="search" size={22} />
      </Link>
      <nav className={styles.tabs} aria-label={t('home.categories')}>
        {tabs.map((tab) => (
          <Link
            key={tab.code ?? 'lobby'}
            to={pathTo('index', { type: tab.code ?? undefined })}
            replace
            preventScrollReset
            className={styles.tab}
            aria-current={active === tab.code ? 'page' : undefined}
          >
            {tab.icon ? <img src={tab.icon} alt="" width={20} height={20} loading="lazy" /> : null}
            {tab.label}
          </Link>
        ))}
      </nav>
    </div>
  );
}
