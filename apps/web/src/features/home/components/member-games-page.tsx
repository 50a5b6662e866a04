import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { ConfigGate } from '@/components/config-gate';
import { Page } from '@/components/page';
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
  const base = useId();
  const [params, setParams] = useSearchParams();
  const tab: GamesTab = params.get('tab') === 'recent' ? 'recent' : 'liked';
  if (!signedIn) return <SignInForGames back={pathTo('member-games')} />;
  return (
    <Page>
      <div className={styles.tabs} role="tablist" aria-label={t('memberGames.tabs')}>
        {TABS.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            id={`${base}-${name}`}
            aria-selected={tab === name}
            aria-controls={`${base}-panel`}
            className={styles.tab}
            onClick={() => setParams(name === 'liked' ? {} : { tab: name }, { replace: true })}
          >
            {t(`memberGames.${name}`)}
          </button>
        ))}
      </div>
      <div id={`${base}-panel`} role="tabpanel" aria-labelledby={`${base}-${tab}`}>
        <ConfigGate>
          {(config) =>
            tab === 'liked' ? <LikedGames config={config} /> : <RecentGames config={config} />
          }
        </ConfigGate>
      </div>
    </Page>
  );
}
