import { memo } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '@/i18n/use-translation';
import type { Game } from '@lobby/contract/app-config';
import { ArtImage } from '@/components/art-image';
import { Link } from '@/components/link';
import { pathTo } from '@/config/paths';
import { currentPath, navigateTo } from '@/lib/navigation';
import { signInPath } from '@/lib/session';
import { track } from '@/lib/telemetry';
import { useSignedIn } from '@/stores/session-store';
import styles from './game-tile.module.css';

/**
 * The like heart: a signed-in player toggles it (the call's code loads on the first tap, off the
 * lobby's first paint); a signed-out one goes to sign-in.
 */
function LikeHeart({ game, liked }: { game: Game; liked: boolean }) {
  const { t } = useTranslation();
  const signedIn = useSignedIn();
  const onClick = () => {
    if (!signedIn) {
      navigateTo(signInPath(currentPath()));
      return;
    }
    track('game_like', { gameId: game.id, liked: !liked });
    void import('../api/game-like').then((m) => m.toggleGameLike(game.id, liked));
  };
  return (
    <button
      type="button"
      className={styles.like}
      aria-pressed={liked}
      aria-label={t('home.like', { name: game.name })}
      onClick={onClick}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true">
        <path d="M12 20s-7.5-4.6-7.5-10.2A4.3 4.3 0 0 1 12 7.1a4.3 4.3 0 0 1 7.5 2.7C19.5 15.4 12 20 12 20z" />
      </svg>
    </button>
  );
}

/**
 * Square artwork, name, brand, a hot/new badge and the like heart; tap starts the game (signed
 * out → sign-in, which says why). A signed-out visitor also gets the game's demo (Try for fun)
 * on the tile itself: no account is needed to look. Memoised: a liked list that changes re-renders only the tiles whose heart did.
 */
export const GameTile = memo(function GameTile({
  game,
  brand,
  eager,
  liked,
}: {
  game: Game;
  brand?: string;
  eager?: boolean;
  liked: boolean;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signedIn = useSignedIn();
  const start = pathTo('game-start', { gameId: game.id });
  const onClick = () => {
    track('game_click', { gameId: game.id });
    void navigate(signedIn ? start : signInPath(start));
  };
  return (
    <div className={styles.tile}>
      <button
        type="button"
        className={styles.open}
        onClick={onClick}
        data-testid="game-tile"
        data-game-id={game.id}
      >
        <span className={styles.art}>
          <ArtImage src={game.icon} label={game.name} width={120} height={120} eager={eager} />
          {game.hot ? (
            <span className={`${styles.badge} ${styles.hot}`}>{t('home.hot')}</span>
          ) : game.new ? (
            <span className={`${styles.badge} ${styles.new}`}>{t('home.badgeNew')}</span>
          ) : null}
        </span>
        <span className={styles.name}>{game.name}</span>
        {brand ? <span className={styles.brand}>{brand}</span> : null}
      </button>
      <LikeHeart game={game} liked={liked} />
      {signedIn ? null : (
        // Over the artwork's foot, in a square of the artwork's size: the tile keeps its height.
        <span className={styles.tryBox}>
          <Link
            className={styles.tryIt}
            to={pathTo('game-start', { gameId: game.id, tryIt: 1 })}
            aria-label={t('home.tryForFunName', { name: game.name })}
            data-testid="game-tile-try"
            onClick={() => track('game_click', { gameId: game.id, tryIt: true })}
          >
            {t('home.tryForFun')}
          </Link>
        </span>
      )}
    </div>
  );
});
