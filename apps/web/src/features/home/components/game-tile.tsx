import { useNavigate } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation';
import type { Game } from '@lobby/contract/app-config';
import { ArtImage } from '../../../components/art-image';
import { pathTo } from '../../../config/paths';
import { signInPath } from '../../../lib/session';
import { track } from '../../../lib/telemetry';
import { useSignedIn } from '../../../stores/session-store';
import styles from './game-tile.module.css';

/** Square artwork, name, brand and a hot/new badge; tap starts the game (signed out → sign-in). */
export function GameTile({ game, brand, eager }: { game: Game; brand?: string; eager?: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signedIn = useSignedIn();
  const start = pathTo('game-start', { gameId: game.id });
  const onClick = () => {
    track('game_click', { gameId: game.id });
    void navigate(signedIn ? start : signInPath(start));
  };
  return (
    <button
      type="button"
      className={styles.tile}
      onClick={onClick}
      data-testid="game-tile"
      data-game-id={game.id}
    >
      <span className={styles.art}>
        <ArtImage src={game.icon} label={game.name} width={120} height={120} eager={eager} />
        {game.hot ? (
          <span className={`${styles.badge} ${styles.hot}`}>{t('home.badgeHot')}</span>
        ) : game.new ? (
          <span className={`${styles.badge} ${styles.new}`}>{t('home.badgeNew')}</span>
        ) : null}
      </span>
      <span className={styles.name}>{game.name}</span>
      {brand ? <span className={styles.brand}>{brand}</span> : null}
    </button>
  );
}
