import type { ReactNode } from 'react';
import type { AppConfig, Game } from '@lobby/contract/app-config';
import { Button, ButtonLink } from '@/components/button';
import { EmptyState } from '@/components/empty-state';
import { Skeleton } from '@/components/skeleton';
import { pathTo } from '@/config/paths';
import { useTranslation } from '@/i18n/use-translation';
import { describeError, errorText } from '@/lib/error-message';
import { signInPath } from '@/lib/session';
import { useSignedIn } from '@/stores/session-store';
import { useGameHistory } from '../api/game-history';
import { useGameLikeList } from '../api/game-like-list';
import { GameTile } from './game-tile';
import { FAVOURITES, type PlayerTab } from '../lib/lobby';
import gridStyles from './game-section.module.css';
import styles from './player-game-lists.module.css';

/** The games of `ids` the lobby still has, in the order of `ids`. */
const gamesOf = (config: AppConfig, ids: readonly number[]): Game[] =>
  ids.flatMap((id) => config.games.find((g) => g.id === id) ?? []);

function Grid({ config, games }: { config: AppConfig; games: Game[] }) {
  const likedIds = useGameLikeList().data;
  const brandName = (id: number) => config.brands.find((b) => b.id === id)?.name;
  return (
    <div className={gridStyles.grid}>
      {games.map((game, i) => (
        <GameTile
          key={game.id}
          game={game}
          brand={brandName(game.brandId)}
          eager={i < 6}
          liked={likedIds?.includes(game.id) === true}
        />
      ))}
    </div>
  );
}

function Loading() {
  const { t } = useTranslation();
  return (
    <div className={gridStyles.grid} role="status" aria-label={t('common.loading')}>
      {Array.from({ length: 6 }, (_, i) => (
        <Skeleton key={i} height={110} radius={14} />
      ))}
    </div>
  );
}

/** One tab's list: loading tiles, its games, its empty state, or its load error with Retry. */
function GameList({
  config,
  query,
  empty,
}: {
  config: AppConfig;
  query: {
    data: readonly number[] | undefined;
    isPending: boolean;
    isError: boolean;
    error: unknown;
    isFetching: boolean;
    refetch: () => unknown;
  };
  empty: ReactNode;
}) {
  const { t } = useTranslation();
  if (query.data === undefined && query.isPending) return <Loading />;
  if (query.data === undefined) {
    return (
      <EmptyState
        icon="refresh"
        title={t('memberGames.loadFailed')}
        text={describeError(errorText(query.error), t)}
        action={
          <Button onClick={() => void query.refetch()} disabled={query.isFetching}>
            {t('memberGames.retry')}
          </Button>
        }
      />
    );
  }
  const games = gamesOf(config, query.data);
  return games.length === 0 ? <>{empty}</> : <Grid config={config} games={games} />;
}

/** The games the player liked, as lobby tiles. */
export function LikedGames({ config }: { config: AppConfig }) {
  const { t } = useTranslation();
  return (
    <GameList
      config={config}
      query={useGameLikeList()}
      empty={
        <EmptyState
          icon="star"
          title={t('memberGames.likedEmptyTitle')}
          text={t('memberGames.likedEmptyText')}
          action={<ButtonLink to={pathTo('index')}>{t('memberGames.browse')}</ButtonLink>}
        />
      }
    />
  );
}

/** The last 50 games the player opened, the latest first, as lobby tiles. */
export function RecentGames({ config }: { config: AppConfig }) {
  const { t } = useTranslation();
  return (
    <GameList
      config={config}
      query={useGameHistory()}
      empty={
        <EmptyState
          icon="clock"
          title={t('memberGames.recentEmptyTitle')}
          text={t('memberGames.recentEmptyText')}
          action={<ButtonLink to={pathTo('index')}>{t('memberGames.browse')}</ButtonLink>}
        />
      }
    />
  );
}

/** Signed out: the player's games are kept with their account; log in and come back to `back`. */
export function SignInForGames({ back }: { back: string }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon="lock"
      title={t('memberGames.signInTitle')}
      text={t('memberGames.signInText')}
      action={<ButtonLink to={signInPath(back)}>{t('memberGames.logIn')}</ButtonLink>}
    />
  );
}

/** The lobby's Favourites or Recent tab (/?type=favourites|recent), under the category tabs. */
export function PlayerGamesTab({ tab, config }: { tab: PlayerTab; config: AppConfig }) {
  const { t } = useTranslation();
  const signedIn = useSignedIn();
  let content;
  if (!signedIn) content = <SignInForGames back={pathTo('index', { type: tab })} />;
  else if (tab === FAVOURITES) content = <LikedGames config={config} />;
  else content = <RecentGames config={config} />;
  return (
    <section
      className={styles.playerTab}
      aria-label={t(tab === FAVOURITES ? 'home.favourites' : 'home.recent')}
    >
      {content}
    </section>
  );
}
