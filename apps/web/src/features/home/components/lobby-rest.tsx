import type { ReactNode } from 'react';
import { Link } from '@/components/link';
import { pathTo } from '@/config/paths';
import { useTranslation } from '@/i18n/use-translation';
import { BigWinsFeed } from './lobby-live';
import { StagedList } from './staged-list';
import styles from './lobby-rest.module.css';

export { PlayerGamesTab } from './player-game-lists';
export { JackpotTicker } from './lobby-live';

/**
 * The lobby below its first section: the big wins, the other game sections, then the legal footer. Code-split
 * from the home bundle and built one section at a time when the main thread is idle, so the
 * first screenful commits alone and the rest never lands in one long task.
 */
export function LobbyRest({ sections }: { sections: ReactNode[] }) {
  const { t } = useTranslation();
  return (
    <StagedList>
      {[
        <BigWinsFeed key="big-wins" />,
        ...sections,
        <footer key="legal" className={styles.legal}>
          <Link to={pathTo('about-us')}>{t('titles.about us')}</Link>
          <Link to={pathTo('terms-of-use')}>{t('titles.terms-of-use')}</Link>
          <Link to={pathTo('privacy-policy')}>{t('titles.privacy-policy')}</Link>
          <Link to={pathTo('faq')}>{t('titles.faq')}</Link>
          <p className={styles.age}>{t('home.ageNotice')}</p>
        </footer>,
      ]}
    </StagedList>
  );
}
