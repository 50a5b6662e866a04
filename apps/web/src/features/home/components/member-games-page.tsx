import { useSearchParams } from 'react-router';
import { ConfigGate } from '@/components/config-gate';
import { Page } from '@/components/page';
import { SegmentedTabs } from '@/components/segmented-tabs';
import { pathTo } from '@/config/paths';
import { useTranslation } from '@/i18n/use-translation';
import { useSignedIn } from '@/stores/session-store';
import { LikedGames, RecentGames, SignInForGames } from './player-game-lists';
import styles from './member-games-page.module.css';

type GamesTab = 'liked' | 'recent';
const TABS: GamesTab[] = ['liked', 'recent'];

/** /member/games: the games the player liked and the last 50 they played, as lobby tiles. */
export function MemberGamesPage() {
  const { t } = useTranslation();
  const signedIn = useSignedIn();
  const [params, setParams] = useSearchParams();
  const tab: GamesTab = params.get('tab') === 'recent' ? 'recent' : 'liked';
  if (!signedIn) return <SignInForGames back={pathTo('member-games')} />;
  return (
    <Page>
      <SegmentedTabs
        names={TABS}
        selected={tab}
        onSelect={(name) => setParams(name === 'liked' ? {} : { tab: name }, { replace: true })}
        label={t('memberGames.tabs')}
        labelOf={(name) => t(`memberGames.${name}`)}
        tabClassName={styles.tab}
      >
        <ConfigGate>
          {(config) =>
            tab === 'liked' ? <LikedGames config={config} /> : <RecentGames config={config} />
          }
        </ConfigGate>
      </SegmentedTabs>
    </Page>
  );
}
